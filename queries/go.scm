; repomap query for Go.
; Convention (see src/extract/extractor.ts): @definition.<kind> + @name,
; @reference.<kind> + @name, @import, @receiver, @body; captures starting
; with `_` are helpers.

; ---- definitions -------------------------------------------------------

(function_declaration name: (identifier) @name) @definition.function

; `func (s *Server) Run()` is qualified `Server.Run` through its receiver.
(method_declaration
  receiver: (parameter_list) @receiver
  name: (field_identifier) @name) @definition.method

; Types. A declaration with a single spec is captured whole so that its
; signature keeps the `type` keyword; in a group `type ( … )` each spec is
; captured on its own (the outermost capture of a name wins in the engine).
; A struct's field list is its body: the signature is `type Server struct`.
((type_declaration (type_spec
  name: (type_identifier) @name
  type: (struct_type (field_declaration_list) @body))) @definition.struct
  (#not-match? @definition.struct "^type\\s*\\("))
(type_spec
  name: (type_identifier) @name
  type: (struct_type (field_declaration_list) @body)) @definition.struct

; An interface's first element ends its signature: `type Store interface`.
((type_declaration (type_spec
  name: (type_identifier) @name
  type: (interface_type . (_)? @body))) @definition.interface
  (#not-match? @definition.interface "^type\\s*\\("))
(type_spec
  name: (type_identifier) @name
  type: (interface_type . (_)? @body)) @definition.interface

((type_declaration (type_spec
  name: (type_identifier) @name
  type: [(type_identifier) (qualified_type) (generic_type) (pointer_type) (slice_type)
         (array_type) (map_type) (channel_type) (function_type) (parenthesized_type)])) @definition.type
  (#not-match? @definition.type "^type\\s*\\("))
(type_spec
  name: (type_identifier) @name
  type: [(type_identifier) (qualified_type) (generic_type) (pointer_type) (slice_type)
         (array_type) (map_type) (channel_type) (function_type) (parenthesized_type)]) @definition.type
((type_declaration (type_alias name: (type_identifier) @name)) @definition.type
  (#not-match? @definition.type "^type\\s*\\("))
(type_alias name: (type_identifier) @name) @definition.type

; Struct fields (`Server.addr`: the struct is their container) and interface
; methods (`Store.Get`).
(field_declaration name: (field_identifier) @name) @definition.field
(method_spec name: (field_identifier) @name) @definition.method

; Package-level constants and variables (locals are dropped by the engine).
; The names are matched without their `name:` field: with the field, only the
; first of `x, y = 1, 2` matches in this grammar/runtime.
((const_declaration (const_spec (identifier) @name)) @definition.constant
  (#not-match? @definition.constant "^const\\s*\\("))
(const_spec (identifier) @name) @definition.constant
((var_declaration (var_spec (identifier) @name)) @definition.variable
  (#not-match? @definition.variable "^var\\s*\\("))
(var_spec (identifier) @name) @definition.variable

; ---- references --------------------------------------------------------

; Calls: `run()`, `pkg.F()`, `x.M()`, `F[T]()`; conversions `T(x)` look the same.
(call_expression function: (identifier) @name) @reference.call
(call_expression function: (selector_expression field: (field_identifier) @name)) @reference.call
(call_expression function: (index_expression operand: (identifier) @name)) @reference.call
(call_expression function: (index_expression operand: (selector_expression field: (field_identifier) @name))) @reference.call

; Composite literals construct a value: `Invoice{}`, `&pkg.Item{}`, `Pair[K, V]{}`.
(composite_literal type: (type_identifier) @name) @reference.new
(composite_literal type: (qualified_type name: (type_identifier) @name)) @reference.new
(composite_literal type: (generic_type type: (type_identifier) @name)) @reference.new
(composite_literal type: (generic_type type: (qualified_type name: (type_identifier) @name))) @reference.new

; Embedding a struct or an interface is Go's inheritance.
(field_declaration_list
  (field_declaration !name type: (type_identifier) @name)) @reference.inheritance
(field_declaration_list
  (field_declaration !name type: (pointer_type (type_identifier) @name))) @reference.inheritance
(field_declaration_list
  (field_declaration !name type: (qualified_type name: (type_identifier) @name))) @reference.inheritance
(field_declaration_list
  (field_declaration !name type: (pointer_type (qualified_type name: (type_identifier) @name)))) @reference.inheritance
(interface_type (constraint_elem (type_identifier) @name)) @reference.inheritance
(interface_type (constraint_elem (qualified_type name: (type_identifier) @name))) @reference.inheritance

; Type references; the predeclared types are no evidence of anything.
((type_identifier) @name @reference.type
  (#not-any-of? @name
    "bool" "byte" "complex64" "complex128" "error" "float32" "float64"
    "int" "int8" "int16" "int32" "int64" "rune" "string"
    "uint" "uint8" "uint16" "uint32" "uint64" "uintptr" "any" "comparable"))

; Selectors that are not calls: fields, package-level names (`s.addr`, `pkg.Rate`);
; keys of a keyed composite literal (`Invoice{Total: 1}`).
(selector_expression field: (field_identifier) @name) @reference.member
(keyed_element . (literal_element (identifier) @name)) @reference.member

; ---- imports -----------------------------------------------------------

(import_spec) @import
