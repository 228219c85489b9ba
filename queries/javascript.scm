; inherits: ecmascript, jsx
; repomap query for JavaScript (with JSX: .js .jsx .mjs .cjs): the patterns it
; shares with TypeScript (ecmascript.scm), JSX element references
; (jsx.scm), then its own below.
; Convention (see src/extract/extractor.ts): @definition.<kind> + @name,
; @reference.<kind> + @name, @import; captures starting with `_` feed predicates.
; Several patterns may capture the same node: the one written FIRST wins.
; Classes are definitions anywhere (the engine drops those nested in functions).

; defineGetter(req, 'host', function host() {…}) at module level: a named
; function handed to a call is function host
; (the call is part of its signature: `app.get('/', function list(req, res)`)
(program (expression_statement (call_expression
  arguments: (arguments (function_expression name: (identifier) @name body: (statement_block) @body)))) @definition.function)

; ---- classes ------------------------------------------------------------

(export_statement declaration: (class_declaration name: (identifier) @name)) @definition.class
(class_declaration name: (identifier) @name) @definition.class
(export_statement "default" @name value: (class)) @definition.class

; ---- class fields (methods: shared; object literals: shared; nested ones are not definitions)

; handler = (e) => {…} is a method (first: it also matches the field pattern)
(class_body (field_definition property: (_) @name
  value: [(arrow_function) (function_expression) (generator_function)]) @definition.method)
(class_body (field_definition property: (_) @name) @definition.field)

; ---- references --------------------------------------------------------

(class_heritage (identifier) @name) @reference.inheritance
(class_heritage (member_expression property: (property_identifier) @name)) @reference.inheritance
