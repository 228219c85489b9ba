; repomap query for Gleam.
; Convention (see src/extract/extractor.ts): @definition.<kind> + @name,
; @reference.<kind> + @name, @import, @body; captures starting with `_` are helpers.

; ---- definitions -------------------------------------------------------

(function name: (identifier) @name body: (function_body)? @body) @definition.function
(external_function name: (identifier) @name) @definition.function
; pub type Pet { Dog(name: String) Cat }: a custom type, its constructors constants of it
(type_definition (type_name name: (type_identifier) @name) (data_constructors) @body) @definition.enum
(type_definition (type_name name: (type_identifier) @name)) @definition.type
(data_constructor name: (constructor_name) @name) @definition.constant
(type_alias (type_name name: (type_identifier) @name)) @definition.type
(external_type (type_name name: (type_identifier) @name)) @definition.type
(constant name: (identifier) @name value: (_) @body) @definition.constant

; ---- imports -----------------------------------------------------------

(import module: (module) @name) @import @reference.import

; ---- references --------------------------------------------------------

(function_call function: (identifier) @name) @reference.call
(function_call function: (field_access field: (label) @name)) @reference.call
(type name: (type_identifier) @name) @reference.type
(record name: (constructor_name) @name) @reference.new
