; Shared by the JavaScript and TypeScript queries (javascript.scm, typescript.scm:
; `; inherits: ecmascript`): the patterns both grammars accept, written once. Each
; query adds its own after these. Several patterns may capture the same node and
; the one written first wins; no pattern of this file captures a node that a
; pattern of either language's own part also captures, so the order between the two
; parts decides nothing.
;
; Placement: functions and variables are definitions only at module level (a
; child of the program or wrapped in `export`); inside callbacks, blocks and
; IIFEs they are locals. Anonymous `export default function () {}`,
; `export default class {}` and `export default () => …` are recorded under
; the name `default`.

; ---- functions ----------------------------------------------------------

(program
  [(function_declaration name: (identifier) @name)
   (generator_function_declaration name: (identifier) @name)] @definition.function)
(export_statement
  declaration: [(function_declaration name: (identifier) @name)
                (generator_function_declaration name: (identifier) @name)]) @definition.function

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
  (array_pattern (identifier) @name)
  (array_pattern (object_pattern (shorthand_property_identifier_pattern) @name))
  (array_pattern (object_pattern (pair_pattern value: (identifier) @name)))] value: (_) @_value)) @definition.constant
  (#not-match? @_value "^(require|await +import)\\b"))
(export_statement declaration: (lexical_declaration "const" (variable_declarator name: [
  (object_pattern (shorthand_property_identifier_pattern) @name)
  (object_pattern (pair_pattern value: (identifier) @name))
  (object_pattern (object_assignment_pattern left: (shorthand_property_identifier_pattern) @name))
  (array_pattern (identifier) @name)
  (array_pattern (object_pattern (shorthand_property_identifier_pattern) @name))
  (array_pattern (object_pattern (pair_pattern value: (identifier) @name)))]))) @definition.constant
; The same with `let` binds variables: a Svelte 5 component's props (`let { title, count = 0 }: Props = $props()`).
(program (lexical_declaration "let" (variable_declarator name: [
  (object_pattern (shorthand_property_identifier_pattern) @name)
  (object_pattern (pair_pattern value: (identifier) @name))
  (object_pattern (object_assignment_pattern left: (shorthand_property_identifier_pattern) @name))
  (array_pattern (identifier) @name)] value: (_) @_value)) @definition.variable
  (#not-match? @_value "^(require|await +import)\\b"))
(export_statement declaration: (lexical_declaration "const" (variable_declarator name: (identifier) @name))) @definition.constant

(program
  [(lexical_declaration "let" (variable_declarator name: (identifier) @name))
   (variable_declaration (variable_declarator name: (identifier) @name))] @definition.variable)
(export_statement
  declaration: [(lexical_declaration "let" (variable_declarator name: (identifier) @name))
                (variable_declaration (variable_declarator name: (identifier) @name))]) @definition.variable

; ---- class members ------------------------------------------------------

(class_body (method_definition name: (_) @name) @definition.method)

; ---- references --------------------------------------------------------

(call_expression function: (identifier) @name (#not-eq? @name "require")) @reference.call
(call_expression function: (member_expression property: (property_identifier) @name)) @reference.call
(new_expression constructor: (identifier) @name) @reference.new
(new_expression constructor: (member_expression property: (property_identifier) @name)) @reference.new

(member_expression property: (property_identifier) @name) @reference.member
; Invoice.create(), Status.PAID: the capitalised object is a class, namespace or enum
(member_expression object: (identifier) @name (#match? @name "^[A-Z]")) @reference.member

; imported names as exported by their module (`a` in `import { a as b }`)
(import_specifier name: (identifier) @name) @reference.import
(import_clause (identifier) @name) @reference.import
(export_statement (export_clause (export_specifier name: (identifier) @name)) source: (string)) @reference.import

; ---- imports -----------------------------------------------------------

(import_statement) @import
(export_statement source: (string)) @import
(call_expression function: (identifier) @_fn arguments: (arguments (string)) (#eq? @_fn "require")) @import
(call_expression function: (import) arguments: (arguments (string))) @import
