; repomap query for Zig.
; Convention (see src/extract/extractor.ts): @definition.<kind> + @name,
; @reference.<kind> + @name, @import, @body; captures starting with `_` are
; helpers. Containers are values bound to constants: `const Point = struct { … }`
; is the struct Point, and its functions are the methods `Point.add`.
; `test "…" { … }` blocks define nothing.

; ---- definitions -------------------------------------------------------

; `fn List(comptime T: type) type { return struct { … }; }` builds a type: a
; container, so the returned struct's members are `List.append`, not locals.
(function_declaration
  name: (identifier) @name
  type: (builtin_type) @_type
  body: (block) @body
  (#eq? @_type "type")) @definition.struct

(function_declaration name: (identifier) @name) @definition.function

; const X = struct / opaque / packed struct / union / enum / error{…}; the
; container's braces end the signature (`pub const Point`).
(variable_declaration (identifier) @name [(struct_declaration) (opaque_declaration) (union_declaration)] @body) @definition.struct
(variable_declaration (identifier) @name [(enum_declaration) (error_set_declaration)] @body) @definition.enum

; Other declarations at container level (file, struct, union, enum, opaque):
; `const`/`var`. Locals of functions and test blocks are not captured.
((source_file (variable_declaration (identifier) @name) @definition.constant)
  (#match? @definition.constant "^(pub\\s+)?((export|extern|threadlocal)\\s+)*const\\b"))
((source_file (variable_declaration (identifier) @name) @definition.variable)
  (#not-match? @definition.variable "^(pub\\s+)?((export|extern|threadlocal)\\s+)*const\\b"))
((struct_declaration (variable_declaration (identifier) @name) @definition.constant)
  (#match? @definition.constant "^(pub\\s+)?((export|extern|threadlocal)\\s+)*const\\b"))
((struct_declaration (variable_declaration (identifier) @name) @definition.variable)
  (#not-match? @definition.variable "^(pub\\s+)?((export|extern|threadlocal)\\s+)*const\\b"))
((union_declaration (variable_declaration (identifier) @name) @definition.constant)
  (#match? @definition.constant "^(pub\\s+)?((export|extern|threadlocal)\\s+)*const\\b"))
((union_declaration (variable_declaration (identifier) @name) @definition.variable)
  (#not-match? @definition.variable "^(pub\\s+)?((export|extern|threadlocal)\\s+)*const\\b"))
((enum_declaration (variable_declaration (identifier) @name) @definition.constant)
  (#match? @definition.constant "^(pub\\s+)?((export|extern|threadlocal)\\s+)*const\\b"))
((enum_declaration (variable_declaration (identifier) @name) @definition.variable)
  (#not-match? @definition.variable "^(pub\\s+)?((export|extern|threadlocal)\\s+)*const\\b"))
((opaque_declaration (variable_declaration (identifier) @name) @definition.constant)
  (#match? @definition.constant "^(pub\\s+)?((export|extern|threadlocal)\\s+)*const\\b"))
((opaque_declaration (variable_declaration (identifier) @name) @definition.variable)
  (#not-match? @definition.variable "^(pub\\s+)?((export|extern|threadlocal)\\s+)*const\\b"))

; Fields of structs and unions, and enum values.
(container_field name: (identifier) @name) @definition.field

; ---- imports -----------------------------------------------------------

((builtin_function
  (builtin_identifier) @_builtin
  (arguments . (string (string_content) @name))) @import @reference.import
  (#eq? @_builtin "@import"))

; ---- references --------------------------------------------------------

(call_expression function: (identifier) @name) @reference.call
(call_expression function: (field_expression member: (identifier) @name)) @reference.call
(struct_initializer (identifier) @name) @reference.new
(struct_initializer (field_expression member: (identifier) @name)) @reference.new

(parameter type: (identifier) @name) @reference.type
(parameter type: (_ (identifier) @name)) @reference.type
(function_declaration type: (identifier) @name) @reference.type
(function_declaration type: (_ (identifier) @name)) @reference.type
(container_field type: (identifier) @name) @reference.type
(container_field type: (_ (identifier) @name)) @reference.type
(variable_declaration type: (identifier) @name) @reference.type
; `Point.origin`, `ast.Node`: a capitalised or imported namespace is a type use.
((field_expression object: (identifier) @name) @reference.type
  (#match? @name "^[A-Z]"))
