; repomap query for F#.
; Convention (see src/extract/extractor.ts): @definition.<kind> + @name,
; @reference.<kind> + @name, @import, @body; captures starting with `_` are helpers.
; A namespace and a module qualify what they hold; a `let` inside a function or value is
; local to it.

; ---- definitions -------------------------------------------------------

(namespace name: (long_identifier) @name . (_) @body) @definition.module
(namespace name: (long_identifier) @name .) @definition.module
(named_module name: (long_identifier) @name . (_) @body) @definition.module
(named_module name: (long_identifier) @name .) @definition.module
(module_defn . (attributes)? . (access_modifier)? . (identifier) @name block: (_) @body) @definition.module
(module_abbrev . (identifier) @name) @definition.module

; type … = … (the first of a group; `and` the others)
(type_definition . (record_type_defn (type_name type_name: (identifier) @name))) @definition.record
(type_definition . (union_type_defn (type_name type_name: (identifier) @name) block: (_) @body)) @definition.enum
(type_definition . (enum_type_defn (type_name type_name: (identifier) @name) block: (_) @body)) @definition.enum
(type_definition . (type_abbrev_defn (type_name type_name: (identifier) @name))) @definition.type
(type_definition . (anon_type_defn (type_name type_name: (identifier) @name) block: (_) @body)) @definition.class
(type_definition . (anon_type_defn (type_name type_name: (identifier) @name))) @definition.class
(type_definition . (interface_type_defn (type_name type_name: (identifier) @name))) @definition.interface
(type_definition . (delegate_type_defn (type_name type_name: (identifier) @name))) @definition.type
(type_definition . (type_extension (type_name type_name: (identifier) @name))) @definition.class
(record_type_defn (type_name type_name: (identifier) @name)) @definition.record
(union_type_defn (type_name type_name: (identifier) @name) block: (_) @body) @definition.enum
(enum_type_defn (type_name type_name: (identifier) @name) block: (_) @body) @definition.enum
(type_abbrev_defn (type_name type_name: (identifier) @name)) @definition.type
(anon_type_defn (type_name type_name: (identifier) @name)) @definition.class
(exception_definition exception_name: (long_identifier) @name) @definition.class

; their members
(record_field (identifier) @name) @definition.field
(union_type_case . (attributes)? . (identifier) @name) @definition.constant
(enum_type_case (identifier) @name) @definition.constant
(member_defn (method_or_prop_defn name: (property_or_ident method: (_) @name) "=" . (_) @body)) @definition.method
(member_defn (method_or_prop_defn name: (property_or_ident !instance . (identifier) @name) "=" . (_) @body)) @definition.method
(member_defn (member_signature . (identifier) @name)) @definition.method
(member_defn (property_or_ident (identifier) @name)) @definition.field

; let f x = …, let value = …
(function_or_value_defn (function_declaration_left . (identifier) @name) body: (_) @body) @definition.function
(function_or_value_defn (function_declaration_left . (access_modifier) . (identifier) @name) body: (_) @body) @definition.function
; (the grammar reads some `let f (a: T) (b: U) : R =` as a pattern with arguments)
(function_or_value_defn (value_declaration_left (identifier_pattern (long_identifier_or_op [(identifier) @name (long_identifier . (identifier) @name .)]) . (_))) body: (_) @body) @definition.function
(function_or_value_defn (value_declaration_left (identifier_pattern (long_identifier_or_op [(identifier) @name (long_identifier . (identifier) @name .)]))) body: (_) @body) @definition.variable

; ---- imports -----------------------------------------------------------

(import_decl (long_identifier) @name) @import @reference.import

; ---- references --------------------------------------------------------

(application_expression . (long_identifier_or_op (identifier) @name)) @reference.call
(application_expression . (long_identifier_or_op (long_identifier (identifier) @name .))) @reference.call
(dot_expression field: (long_identifier_or_op (identifier) @name)) @reference.member
(simple_type (long_identifier (identifier) @name .)) @reference.type
