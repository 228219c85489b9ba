; repomap query for Julia (grammar: tree-sitter-julia).
; Convention (see src/extract/extractor.ts): @definition.<kind> + @name,
; @reference.<kind> + @name, @import; captures starting with `_` are helpers.
; A function is named by its call form, whatever wraps it (a return type, a
; `where` clause): `f(x)`, `Base.show(io, x)` (named `show`), `Base.:+(a, b)`,
; `Vector{T}(x)` (named `Vector`).
; Its body starts at its first statement; a one-line `f(x) = …` ends at `=`.
; Inside a function everything is local; a module qualifies its members.

; ---- definitions -------------------------------------------------------

(module_definition name: (identifier) @name) @definition.module

(function_definition (signature [(call_expression . [(identifier) @name (field_expression (identifier) @name .) (parametrized_type_expression . [(identifier) @name (field_expression (identifier) @name .)]) (parenthesized_expression (operator) @name) (field_expression (quote_expression (operator) @name)) (field_expression (quote_expression (parenthesized_expression (operator) @name)))]) (typed_expression . (call_expression . [(identifier) @name (field_expression (identifier) @name .) (parametrized_type_expression . [(identifier) @name (field_expression (identifier) @name .)]) (parenthesized_expression (operator) @name) (field_expression (quote_expression (operator) @name)) (field_expression (quote_expression (parenthesized_expression (operator) @name)))])) (where_expression . [(call_expression . [(identifier) @name (field_expression (identifier) @name .) (parametrized_type_expression . [(identifier) @name (field_expression (identifier) @name .)]) (parenthesized_expression (operator) @name) (field_expression (quote_expression (operator) @name)) (field_expression (quote_expression (parenthesized_expression (operator) @name)))]) (typed_expression . (call_expression . [(identifier) @name (field_expression (identifier) @name .) (parametrized_type_expression . [(identifier) @name (field_expression (identifier) @name .)]) (parenthesized_expression (operator) @name) (field_expression (quote_expression (operator) @name)) (field_expression (quote_expression (parenthesized_expression (operator) @name)))]))])]) . (_) @body) @definition.function
(function_definition (signature [(call_expression . [(identifier) @name (field_expression (identifier) @name .) (parametrized_type_expression . [(identifier) @name (field_expression (identifier) @name .)]) (parenthesized_expression (operator) @name) (field_expression (quote_expression (operator) @name)) (field_expression (quote_expression (parenthesized_expression (operator) @name)))]) (typed_expression . (call_expression . [(identifier) @name (field_expression (identifier) @name .) (parametrized_type_expression . [(identifier) @name (field_expression (identifier) @name .)]) (parenthesized_expression (operator) @name) (field_expression (quote_expression (operator) @name)) (field_expression (quote_expression (parenthesized_expression (operator) @name)))])) (where_expression . [(call_expression . [(identifier) @name (field_expression (identifier) @name .) (parametrized_type_expression . [(identifier) @name (field_expression (identifier) @name .)]) (parenthesized_expression (operator) @name) (field_expression (quote_expression (operator) @name)) (field_expression (quote_expression (parenthesized_expression (operator) @name)))]) (typed_expression . (call_expression . [(identifier) @name (field_expression (identifier) @name .) (parametrized_type_expression . [(identifier) @name (field_expression (identifier) @name .)]) (parenthesized_expression (operator) @name) (field_expression (quote_expression (operator) @name)) (field_expression (quote_expression (parenthesized_expression (operator) @name)))]))])])) @definition.function
; `function foo end`: a function declared without a method.
(function_definition (signature . (identifier) @name .)) @definition.function
(assignment . [(call_expression . [(identifier) @name (field_expression (identifier) @name .) (parametrized_type_expression . [(identifier) @name (field_expression (identifier) @name .)]) (parenthesized_expression (operator) @name) (field_expression (quote_expression (operator) @name)) (field_expression (quote_expression (parenthesized_expression (operator) @name)))]) (typed_expression . (call_expression . [(identifier) @name (field_expression (identifier) @name .) (parametrized_type_expression . [(identifier) @name (field_expression (identifier) @name .)]) (parenthesized_expression (operator) @name) (field_expression (quote_expression (operator) @name)) (field_expression (quote_expression (parenthesized_expression (operator) @name)))])) (where_expression . [(call_expression . [(identifier) @name (field_expression (identifier) @name .) (parametrized_type_expression . [(identifier) @name (field_expression (identifier) @name .)]) (parenthesized_expression (operator) @name) (field_expression (quote_expression (operator) @name)) (field_expression (quote_expression (parenthesized_expression (operator) @name)))]) (typed_expression . (call_expression . [(identifier) @name (field_expression (identifier) @name .) (parametrized_type_expression . [(identifier) @name (field_expression (identifier) @name .)]) (parenthesized_expression (operator) @name) (field_expression (quote_expression (operator) @name)) (field_expression (quote_expression (parenthesized_expression (operator) @name)))]))])] . (operator) @body) @definition.function

(macro_definition (signature (call_expression . (identifier) @name)) . (_) @body) @definition.macro
(macro_definition (signature (call_expression . (identifier) @name))) @definition.macro

; `struct Point{T} <: AbstractPoint`, `mutable struct Box`, and their fields.
(struct_definition (type_head [(identifier) @name (parametrized_type_expression . (identifier) @name) (binary_expression . [(identifier) @name (parametrized_type_expression . (identifier) @name)])])) @definition.struct
(struct_definition (typed_expression . (identifier) @name) @definition.field)
(struct_definition (identifier) @name @definition.field)
(struct_definition (assignment . [(identifier) @name (typed_expression . (identifier) @name)]) @definition.field)
(abstract_definition (type_head [(identifier) @name (parametrized_type_expression . (identifier) @name) (binary_expression . [(identifier) @name (parametrized_type_expression . (identifier) @name)])])) @definition.type
(primitive_definition (type_head [(identifier) @name (parametrized_type_expression . (identifier) @name) (binary_expression . [(identifier) @name (parametrized_type_expression . (identifier) @name)])])) @definition.type

; `const LIMIT = 10`, `const ≅ = isequal`, `const A, B = 1, 2`.
(const_statement (assignment . [(identifier) (operator)] @name)) @definition.constant
(const_statement (assignment . (open_tuple (identifier) @name))) @definition.constant
; A parametric alias `const IsoNormal{T} = MvNormal{T,ScalMat{T}}` is a type.
(const_statement (assignment . (parametrized_type_expression . (identifier) @name))) @definition.type

; ---- references --------------------------------------------------------

(call_expression . (identifier) @name) @reference.call
(call_expression . (field_expression (identifier) @name .)) @reference.call
(macrocall_expression (macro_identifier (identifier) @name)) @reference.call
(broadcast_call_expression . (identifier) @name) @reference.call
(typed_expression (_) . (identifier) @name .) @reference.type
(typed_expression (_) . (parametrized_type_expression . (identifier) @name)) @reference.type
(type_head (binary_expression (_) (operator) [(identifier) @name (parametrized_type_expression . (identifier) @name)] .)) @reference.inheritance

; ---- imports -----------------------------------------------------------

(using_statement) @import
(import_statement) @import
((call_expression . (identifier) @_include (argument_list . (string_literal) .)) @import
  (#eq? @_include "include"))
