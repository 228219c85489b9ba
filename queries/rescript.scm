; repomap query for ReScript (.res).
; Convention (see src/extract/extractor.ts): @definition.<kind> + @name,
; @reference.<kind> + @name, @import, @body; captures starting with `_` are helpers.
; Modules (`module X = {…}`) are containers: `Report.Csv.header`. Record types are
; records (their fields `account.balance`), variant types enums (`entry.Debit`).

; ---- definitions -------------------------------------------------------

; `let f = (a, b) => …` is a function whose signature keeps its parameters; any
; other `let x = …` a constant. The first binding of `let … and …` keeps its `let`.
(let_declaration . (let_binding pattern: (value_identifier) @name body: (function body: (_) @body))) @definition.function
; `let load: string => t` in a module type is a function too.
(let_declaration . (let_binding pattern: (value_identifier) @name (type_annotation (function_type)))) @definition.function
(let_declaration . (let_binding pattern: (value_identifier) @name)) @definition.constant
(let_binding pattern: (value_identifier) @name body: (function body: (_) @body)) @definition.function
(let_binding pattern: (value_identifier) @name (type_annotation (function_type))) @definition.function
(let_binding pattern: (value_identifier) @name) @definition.constant

(external_declaration (value_identifier) @name) @definition.function

(type_declaration . (type_binding name: (type_identifier) @name body: (record_type))) @definition.record
(type_declaration . (type_binding name: (type_identifier) @name body: (variant_type))) @definition.enum
(type_declaration . (type_binding name: (type_identifier) @name)) @definition.type
(type_binding name: (type_identifier) @name body: (record_type)) @definition.record
(type_binding name: (type_identifier) @name body: (variant_type)) @definition.enum
(type_binding name: (type_identifier) @name) @definition.type
(record_type (record_type_field (property_identifier) @name) @definition.field)
(variant_type (variant_declaration (variant_identifier) @name) @definition.constant)

(exception_declaration (variant_identifier) @name) @definition.type

; `module type S = {…}` is an interface, `module M = {…}` a module; the block is the body.
(module_declaration "type" . (module_binding name: (module_identifier) @name definition: (_)? @body)) @definition.interface
(module_declaration . (module_binding name: (module_identifier) @name definition: (_)? @body)) @definition.module
(module_binding name: (module_identifier) @name definition: (_)? @body) @definition.module

; ---- references --------------------------------------------------------

(call_expression function: (value_identifier) @name) @reference.call
(call_expression function: (value_identifier_path (value_identifier) @name .)) @reference.call
; `x->f` / `x->M.f` without arguments.
(pipe_expression (_) [(value_identifier) @name (value_identifier_path (value_identifier) @name .)] .) @reference.call
(jsx_opening_element name: (_) @name) @reference.call
(jsx_self_closing_element name: (_) @name) @reference.call

(type_identifier) @name @reference.type
(type_identifier_path (type_identifier) @name .) @reference.type
(module_identifier) @name @reference.type
(open_statement (module_identifier) @name) @reference.import
(include_statement (module_identifier) @name) @reference.import
(member_expression property: (property_identifier) @name) @reference.member

; ---- imports -----------------------------------------------------------

(open_statement) @import
(include_statement) @import
(source_file) @import
