; repomap query for Elm.
; Convention (see src/extract/extractor.ts): @definition.<kind> + @name,
; @reference.<kind> + @name, @import, @body; captures starting with `_` are helpers.
; A value's type annotation and its declaration are one definition (the registry's
; joinsClauses): the annotation gives its signature, the declaration its end.

; ---- definitions -------------------------------------------------------

(module_declaration (upper_case_qid) @name (exposing_list) @body) @definition.module
(port_annotation (lower_case_identifier) @name) @definition.function
; type Msg = Click | Load String: a custom type, its variants constants of it
(type_declaration (upper_case_identifier) @name (eq) . (union_variant) @body) @definition.enum
(type_declaration (upper_case_identifier) @name) @definition.enum
(union_variant . (upper_case_identifier) @name) @definition.constant
(type_alias_declaration (upper_case_identifier) @name (eq) . (_) @body) @definition.type
; `update : Msg -> Model -> Model` above `update msg model = …`
(file (type_annotation . (lower_case_identifier) @name) @definition.function)
(file (value_declaration (function_declaration_left . (lower_case_identifier) @name) (eq) . (_) @body) @definition.function)
(infix_declaration (operator_identifier) @name) @definition.function

; ---- imports -----------------------------------------------------------

(import_clause moduleName: (upper_case_qid) @name) @import @reference.import

; ---- references --------------------------------------------------------

; `f x`, `List.map f xs`: the function applied; `Decoder a`: a type.
(function_call_expr target: (value_expr (value_qid (lower_case_identifier) @name .))) @reference.call
(type_ref (upper_case_qid (upper_case_identifier) @name .)) @reference.type
(value_expr (upper_case_qid (upper_case_identifier) @name .)) @reference.new
