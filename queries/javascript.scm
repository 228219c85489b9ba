; repomap query for JavaScript (with JSX: .js .jsx .mjs .cjs).
; Convention (see src/extract/extractor.ts): @definition.<kind> + @name,
; @reference.<kind> + @name, @import; captures starting with `_` feed predicates.
; Several patterns may capture the same node: the one written FIRST wins, so
; specific patterns (a const holding an arrow function) precede catch-alls.
;
; Placement: functions and variables are definitions only at module level (a
; child of the program or wrapped in `export`); inside callbacks, blocks and
; IIFEs they are locals. Classes are definitions anywhere (the engine drops
; those nested in functions). Anonymous `export default function () {}`,
; `export default class {}` and `export default () => …` are recorded under
; the name `default`.

; ---- functions ----------------------------------------------------------

(program
  [(function_declaration name: (identifier) @name)
   (generator_function_declaration name: (identifier) @name)] @definition.function)
(export_statement
  declaration: [(function_declaration name: (identifier) @name)
                (generator_function_declaration name: (identifier) @name)]) @definition.function

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

; CommonJS: module.exports.f = function () {…}, exports.g = () => … are
; functions exports.f, exports.g (the module's exports object is their container)
(program (expression_statement (assignment_expression
  left: (member_expression
    object: [(identifier) (member_expression)] @container
    property: (property_identifier) @name)
  right: [(arrow_function) (function_expression) (generator_function)])
  (#match? @container "^(module\\.)?exports$")) @definition.function)

; defineGetter(req, 'host', function host() {…}) at module level: a named
; function handed to a call is function host
; (the call is part of its signature: `app.get('/', function list(req, res)`)
(program (expression_statement (call_expression
  arguments: (arguments (function_expression name: (identifier) @name body: (statement_block) @body)))) @definition.function)

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
; give methods cli.execute, api.run, api.stop; module.exports = { create() {} }
; gives functions exports.create; export default { data() {} } gives default.data.

(program
  [(lexical_declaration (variable_declarator name: (identifier) @container value: (object
     [(method_definition name: (property_identifier) @name) @definition.method
      (pair key: (property_identifier) @name
        value: [(arrow_function) (function_expression) (generator_function)]) @definition.method])))
   (variable_declaration (variable_declarator name: (identifier) @container value: (object
     [(method_definition name: (property_identifier) @name) @definition.method
      (pair key: (property_identifier) @name
        value: [(arrow_function) (function_expression) (generator_function)]) @definition.method])))])
(export_statement declaration: (lexical_declaration (variable_declarator name: (identifier) @container value: (object
  [(method_definition name: (property_identifier) @name) @definition.method
   (pair key: (property_identifier) @name
     value: [(arrow_function) (function_expression) (generator_function)]) @definition.method]))))
(export_statement "default" @container value: (object
  [(method_definition name: (property_identifier) @name) @definition.method
   (pair key: (property_identifier) @name
     value: [(arrow_function) (function_expression) (generator_function)]) @definition.method]))
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

(program
  [(lexical_declaration "let" (variable_declarator name: (identifier) @name))
   (variable_declaration (variable_declarator name: (identifier) @name))] @definition.variable)
(export_statement
  declaration: [(lexical_declaration "let" (variable_declarator name: (identifier) @name))
                (variable_declaration (variable_declarator name: (identifier) @name))]) @definition.variable

; ---- classes ------------------------------------------------------------

(export_statement declaration: (class_declaration name: (identifier) @name)) @definition.class
(class_declaration name: (identifier) @name) @definition.class
(export_statement "default" @name value: (class)) @definition.class

; ---- class members (object literals: see above; nested ones are not definitions)

(class_body (method_definition name: (_) @name) @definition.method)
; handler = (e) => {…} is a method (first: it also matches the field pattern)
(class_body (field_definition property: (_) @name
  value: [(arrow_function) (function_expression) (generator_function)]) @definition.method)
(class_body (field_definition property: (_) @name) @definition.field)

; ---- references --------------------------------------------------------

(call_expression function: (identifier) @name (#not-eq? @name "require")) @reference.call
(call_expression function: (member_expression property: (property_identifier) @name)) @reference.call
(new_expression constructor: (identifier) @name) @reference.new
(new_expression constructor: (member_expression property: (property_identifier) @name)) @reference.new

(class_heritage (identifier) @name) @reference.inheritance
(class_heritage (member_expression property: (property_identifier) @name)) @reference.inheritance

(member_expression property: (property_identifier) @name) @reference.member
; Invoice.create(), Status.PAID: the capitalised object is a class/namespace
(member_expression object: (identifier) @name (#match? @name "^[A-Z]")) @reference.member

; JSX: <Invoice />, <Layout>…</Layout>, <Nav.Item />; lower-case tags are HTML
(jsx_opening_element name: (identifier) @name (#match? @name "^[A-Z]")) @reference.call
(jsx_self_closing_element name: (identifier) @name (#match? @name "^[A-Z]")) @reference.call
(jsx_opening_element name: (member_expression property: (property_identifier) @name)) @reference.call
(jsx_self_closing_element name: (member_expression property: (property_identifier) @name)) @reference.call

; imported names as exported by their module (`a` in `import { a as b }`)
(import_specifier name: (identifier) @name) @reference.import
(import_clause (identifier) @name) @reference.import
(export_statement (export_clause (export_specifier name: (identifier) @name)) source: (string)) @reference.import

; ---- imports -----------------------------------------------------------

(import_statement) @import
(export_statement source: (string)) @import
(call_expression function: (identifier) @_fn arguments: (arguments (string)) (#eq? @_fn "require")) @import
(call_expression function: (import) arguments: (arguments (string))) @import
