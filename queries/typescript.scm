; repomap query for TypeScript (also inherited by tsx.scm).
; Convention (see src/extract/extractor.ts): @definition.<kind> + @name,
; @reference.<kind> + @name, @import; captures starting with `_` feed predicates.
; Several patterns may capture the same node: the one written FIRST wins, so
; specific patterns (a const holding an arrow function) precede catch-alls.
;
; Placement: functions and variables are definitions only at module level
; (a child of the program, of a namespace body or of `declare global {}`, or
; wrapped in `export` / `declare`); inside callbacks, blocks and IIFEs they
; are locals. Classes, interfaces, enums, type aliases and namespaces are
; definitions anywhere (the engine drops those nested in functions).
; `export default function () {}` / `export default class {}` / `export
; default () => …` have no name: they are recorded under the name `default`.

; ---- functions ----------------------------------------------------------

(program
  [(function_declaration name: (identifier) @name)
   (generator_function_declaration name: (identifier) @name)
   (function_signature name: (identifier) @name)] @definition.function)
(export_statement
  declaration: [(function_declaration name: (identifier) @name)
                (generator_function_declaration name: (identifier) @name)
                (function_signature name: (identifier) @name)]) @definition.function
(ambient_declaration (function_signature name: (identifier) @name)) @definition.function
(export_statement declaration: (ambient_declaration (function_signature name: (identifier) @name))) @definition.function
(internal_module body: (statement_block
  [(function_declaration name: (identifier) @name)
   (generator_function_declaration name: (identifier) @name)
   (function_signature name: (identifier) @name)] @definition.function))
(module body: (statement_block
  [(function_declaration name: (identifier) @name)
   (generator_function_declaration name: (identifier) @name)
   (function_signature name: (identifier) @name)] @definition.function))

; export default function () {…}, export default () => …
(export_statement "default" @name
  value: [(function_expression) (arrow_function) (generator_function)]) @definition.function

; const f = () => …, const g = function () {…}, var h = function* () {…}
; (before the constant/variable patterns below: same node, first pattern wins)
(program
  [(lexical_declaration (variable_declarator name: (identifier) @name
     value: [(arrow_function) (function_expression) (generator_function)]))
   (variable_declaration (variable_declarator name: (identifier) @name
     value: [(arrow_function) (function_expression) (generator_function)]))] @definition.function)
(export_statement
  declaration: [(lexical_declaration (variable_declarator name: (identifier) @name
                  value: [(arrow_function) (function_expression) (generator_function)]))
                (variable_declaration (variable_declarator name: (identifier) @name
                  value: [(arrow_function) (function_expression) (generator_function)]))]) @definition.function
(internal_module body: (statement_block
  [(lexical_declaration (variable_declarator name: (identifier) @name
     value: [(arrow_function) (function_expression) (generator_function)]))
   (variable_declaration (variable_declarator name: (identifier) @name
     value: [(arrow_function) (function_expression) (generator_function)]))] @definition.function))

; CommonJS: module.exports.f = function () {…}, exports.g = () => … are
; functions exports.f, exports.g (the module's exports object is their container)
(program (expression_statement (assignment_expression
  left: (member_expression
    object: [(identifier) (member_expression)] @container
    property: (property_identifier) @name)
  right: [(arrow_function) (function_expression) (generator_function)])
  (#match? @container "^(module\\.)?exports$")) @definition.function)

; Foo.prototype.bar = function () {…} is method Foo.bar
(program (expression_statement (assignment_expression
  left: (member_expression
    object: (member_expression
      object: (identifier) @receiver
      property: (property_identifier) @_prototype)
    property: (property_identifier) @name)
  right: [(arrow_function) (function_expression) (generator_function)])
  (#eq? @_prototype "prototype")) @definition.method)

; app.handle = function handle() {…} at module level is method app.handle
; (after the exports pattern: `exports.f = …` stays a function)
(program (expression_statement (assignment_expression
  left: (member_expression
    object: (identifier) @container
    property: (property_identifier) @name)
  right: [(arrow_function) (function_expression) (generator_function)])) @definition.method)

; ---- members of module-level object literals ----------------------------
; const cli = { async execute() {} }, const api = { run: function () {}, stop: () => {} }
; (also `… satisfies T`, `… as const`) give methods cli.execute, api.run,
; api.stop; module.exports = { create() {} } gives functions exports.create;
; export default { data() {} } gives default.data.

(program
  [(lexical_declaration (variable_declarator name: (identifier) @container value:
     [(object
       [(method_definition name: (property_identifier) @name) @definition.method
        (pair key: (property_identifier) @name
          value: [(arrow_function) (function_expression) (generator_function)]) @definition.method])
      (satisfies_expression (object
       [(method_definition name: (property_identifier) @name) @definition.method
        (pair key: (property_identifier) @name
          value: [(arrow_function) (function_expression) (generator_function)]) @definition.method]))
      (as_expression (object
       [(method_definition name: (property_identifier) @name) @definition.method
        (pair key: (property_identifier) @name
          value: [(arrow_function) (function_expression) (generator_function)]) @definition.method]))]))
   (variable_declaration (variable_declarator name: (identifier) @container value:
     [(object
       [(method_definition name: (property_identifier) @name) @definition.method
        (pair key: (property_identifier) @name
          value: [(arrow_function) (function_expression) (generator_function)]) @definition.method])
      (satisfies_expression (object
       [(method_definition name: (property_identifier) @name) @definition.method
        (pair key: (property_identifier) @name
          value: [(arrow_function) (function_expression) (generator_function)]) @definition.method]))
      (as_expression (object
       [(method_definition name: (property_identifier) @name) @definition.method
        (pair key: (property_identifier) @name
          value: [(arrow_function) (function_expression) (generator_function)]) @definition.method]))]))])
(export_statement declaration: (lexical_declaration (variable_declarator name: (identifier) @container value:
  [(object
    [(method_definition name: (property_identifier) @name) @definition.method
     (pair key: (property_identifier) @name
       value: [(arrow_function) (function_expression) (generator_function)]) @definition.method])
   (satisfies_expression (object
    [(method_definition name: (property_identifier) @name) @definition.method
     (pair key: (property_identifier) @name
       value: [(arrow_function) (function_expression) (generator_function)]) @definition.method]))
   (as_expression (object
    [(method_definition name: (property_identifier) @name) @definition.method
     (pair key: (property_identifier) @name
       value: [(arrow_function) (function_expression) (generator_function)]) @definition.method]))])))
(export_statement "default" @container value:
  [(object
    [(method_definition name: (property_identifier) @name) @definition.method
     (pair key: (property_identifier) @name
       value: [(arrow_function) (function_expression) (generator_function)]) @definition.method])
   (satisfies_expression (object
    [(method_definition name: (property_identifier) @name) @definition.method
     (pair key: (property_identifier) @name
       value: [(arrow_function) (function_expression) (generator_function)]) @definition.method]))
   (as_expression (object
    [(method_definition name: (property_identifier) @name) @definition.method
     (pair key: (property_identifier) @name
       value: [(arrow_function) (function_expression) (generator_function)]) @definition.method]))])
(program (expression_statement (assignment_expression
  left: (member_expression object: (identifier) @_module property: (property_identifier) @container)
  right: (object
    [(method_definition name: (property_identifier) @name) @definition.function
     (pair key: (property_identifier) @name
       value: [(arrow_function) (function_expression) (generator_function)]) @definition.function]))
  (#eq? @_module "module") (#eq? @container "exports")))

; ---- module-level constants and variables -------------------------------

(program (lexical_declaration "const" (variable_declarator name: (identifier) @name)) @definition.constant)

; Module-level destructuring: each name it binds is a constant of the module
; (`const { store } = props`, `export const [first, second] = pair`), unless it
; takes names from another module (`const { a } = require('./a')` imports them).
(program (lexical_declaration "const" (variable_declarator name: [
  (object_pattern (shorthand_property_identifier_pattern) @name)
  (object_pattern (pair_pattern value: (identifier) @name))
  (object_pattern (object_assignment_pattern left: (shorthand_property_identifier_pattern) @name))
  (array_pattern (identifier) @name)] value: (_) @_value)) @definition.constant
  (#not-match? @_value "^(require|await +import)\\b"))
(export_statement declaration: (lexical_declaration "const" (variable_declarator name: [
  (object_pattern (shorthand_property_identifier_pattern) @name)
  (object_pattern (pair_pattern value: (identifier) @name))
  (object_pattern (object_assignment_pattern left: (shorthand_property_identifier_pattern) @name))
  (array_pattern (identifier) @name)]))) @definition.constant
(export_statement declaration: (lexical_declaration "const" (variable_declarator name: (identifier) @name))) @definition.constant
(ambient_declaration (lexical_declaration "const" (variable_declarator name: (identifier) @name))) @definition.constant
(export_statement declaration: (ambient_declaration (lexical_declaration "const" (variable_declarator name: (identifier) @name)))) @definition.constant
(internal_module body: (statement_block (lexical_declaration "const" (variable_declarator name: (identifier) @name)) @definition.constant))
(module body: (statement_block (lexical_declaration "const" (variable_declarator name: (identifier) @name)) @definition.constant))

(program
  [(lexical_declaration "let" (variable_declarator name: (identifier) @name))
   (variable_declaration (variable_declarator name: (identifier) @name))] @definition.variable)
(export_statement
  declaration: [(lexical_declaration "let" (variable_declarator name: (identifier) @name))
                (variable_declaration (variable_declarator name: (identifier) @name))]) @definition.variable
(ambient_declaration
  [(lexical_declaration "let" (variable_declarator name: (identifier) @name))
   (variable_declaration (variable_declarator name: (identifier) @name))]) @definition.variable
(internal_module body: (statement_block
  [(lexical_declaration "let" (variable_declarator name: (identifier) @name))
   (variable_declaration (variable_declarator name: (identifier) @name))] @definition.variable))

; ---- classes, interfaces, types, enums, namespaces ----------------------

; the export_statement patterns come first: the outer node wins, keeping `export`
(export_statement
  declaration: [(class_declaration name: (type_identifier) @name)
                (abstract_class_declaration name: (type_identifier) @name)]) @definition.class
(export_statement declaration: (ambient_declaration
  [(class_declaration name: (type_identifier) @name)
   (abstract_class_declaration name: (type_identifier) @name)])) @definition.class
(ambient_declaration
  [(class_declaration name: (type_identifier) @name)
   (abstract_class_declaration name: (type_identifier) @name)]) @definition.class
(class_declaration name: (type_identifier) @name) @definition.class
(abstract_class_declaration name: (type_identifier) @name) @definition.class
(export_statement "default" @name value: (class)) @definition.class

(export_statement declaration: (interface_declaration name: (type_identifier) @name)) @definition.interface
(export_statement declaration: (ambient_declaration (interface_declaration name: (type_identifier) @name))) @definition.interface
(ambient_declaration (interface_declaration name: (type_identifier) @name)) @definition.interface
(interface_declaration name: (type_identifier) @name) @definition.interface

(export_statement declaration: (type_alias_declaration name: (type_identifier) @name)) @definition.type
(export_statement declaration: (ambient_declaration (type_alias_declaration name: (type_identifier) @name))) @definition.type
(ambient_declaration (type_alias_declaration name: (type_identifier) @name)) @definition.type
(type_alias_declaration name: (type_identifier) @name) @definition.type

(export_statement declaration: (enum_declaration name: (identifier) @name)) @definition.enum
(export_statement declaration: (ambient_declaration (enum_declaration name: (identifier) @name))) @definition.enum
(ambient_declaration (enum_declaration name: (identifier) @name)) @definition.enum
(enum_declaration name: (identifier) @name) @definition.enum
; enum members: Algorithm.HS256 (qualified by the enum they sit in)
(enum_body (property_identifier) @name @definition.constant)
(enum_body (enum_assignment name: (property_identifier) @name) @definition.constant)

; namespace A.B {}, module M {}, declare module 'pkg' {} (named without quotes)
(export_statement
  declaration: [(internal_module name: [(identifier) (nested_identifier)] @name)
                (module name: [(identifier) (nested_identifier)] @name)]) @definition.module
(ambient_declaration
  [(internal_module name: [(identifier) (nested_identifier)] @name)
   (module name: [(identifier) (nested_identifier)] @name)
   (module name: (string (string_fragment) @name))]) @definition.module
(internal_module name: [(identifier) (nested_identifier)] @name) @definition.module
(module name: [(identifier) (nested_identifier)] @name) @definition.module
(module name: (string (string_fragment) @name)) @definition.module

; ---- class members (object literals: see above; nested ones are not definitions)

(class_body (method_definition name: (_) @name) @definition.method)
(class_body (method_signature name: (_) @name) @definition.method)
(class_body (abstract_method_signature name: (_) @name) @definition.method)
; handler = (e) => {…} is a method (first: it also matches the field pattern)
(class_body (public_field_definition name: (_) @name
  value: [(arrow_function) (function_expression) (generator_function)]) @definition.method)
(class_body (public_field_definition name: (_) @name) @definition.field)

; ---- interface members, and those of object types --------------------
; An object type's members are definitions where it is a type alias's value,
; also up to three types deep (`type Options = | { a } | { b }` gives Options.a
; and Options.b; an object type in a parameter of a function type lies deeper).

(interface_body (property_signature name: (_) @name) @definition.field)
(interface_body (method_signature name: (_) @name) @definition.method)
(type_alias_declaration value: [
  (object_type [(property_signature name: (_) @name) @definition.field
                (method_signature name: (_) @name) @definition.method])
  (_ (object_type [(property_signature name: (_) @name) @definition.field
                   (method_signature name: (_) @name) @definition.method]))
  (_ (_ (object_type [(property_signature name: (_) @name) @definition.field
                      (method_signature name: (_) @name) @definition.method])))
  (_ (_ (_ (object_type [(property_signature name: (_) @name) @definition.field
                         (method_signature name: (_) @name) @definition.method]))))])

; ---- references --------------------------------------------------------

(call_expression function: (identifier) @name (#not-eq? @name "require")) @reference.call
(call_expression function: (member_expression property: (property_identifier) @name)) @reference.call
(new_expression constructor: (identifier) @name) @reference.new
(new_expression constructor: (member_expression property: (property_identifier) @name)) @reference.new

(extends_clause value: (identifier) @name) @reference.inheritance
(extends_clause value: (member_expression property: (property_identifier) @name)) @reference.inheritance
(extends_type_clause type: [(type_identifier) @name
                            (generic_type name: (type_identifier) @name)
                            (nested_type_identifier name: (type_identifier) @name)]) @reference.inheritance
(implements_clause [(type_identifier) @name
                    (generic_type name: (type_identifier) @name)
                    (nested_type_identifier name: (type_identifier) @name)]) @reference.inheritance

(type_identifier) @name @reference.type

(member_expression property: (property_identifier) @name) @reference.member
; Invoice.create(), Currency.EUR: the capitalised object is a class/namespace/enum
(member_expression object: (identifier) @name (#match? @name "^[A-Z]")) @reference.member
(nested_type_identifier module: (identifier) @name) @reference.member

; imported names as exported by their module (`a` in `import { a as b }`)
(import_specifier name: (identifier) @name) @reference.import
(import_clause (identifier) @name) @reference.import
(export_statement (export_clause (export_specifier name: (identifier) @name)) source: (string)) @reference.import

; ---- imports -----------------------------------------------------------

(import_statement) @import
(export_statement source: (string)) @import
(call_expression function: (identifier) @_fn arguments: (arguments (string)) (#eq? @_fn "require")) @import
(call_expression function: (import) arguments: (arguments (string))) @import
