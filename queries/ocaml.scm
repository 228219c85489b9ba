; repomap query for OCaml (.ml).
; Convention (see src/extract/extractor.ts): @definition.<kind> + @name,
; @reference.<kind> + @name, @import, @body; captures starting with `_` are helpers.
; Modules (`module X = struct … end`) are containers: `Report.Csv.row`. Record
; types are records (their fields `account.balance`), variant types enums (their
; constructors `entry.Debit`). Lets inside a function or constant are locals.

; ---- definitions -------------------------------------------------------

; `let f x = …` / `let f = fun x -> …` / `let f = function …` are functions, any
; other `let x = …` a constant. The signature ends before `=` (a comment may
; come between it and the body). A lone binding is captured with its `let` (the
; signature keeps `let rec`); each binding of a `let rec … and …` on its own, so
; that the later ones are not nested in the first (and dropped as its locals).
(value_definition . (let_binding pattern: (value_name) @name (parameter) "=" @body) .) @definition.function
(value_definition . (let_binding pattern: (value_name) @name body: (fun_expression body: (_) @body)) .) @definition.function
(value_definition . (let_binding pattern: (value_name) @name body: (function_expression)) .) @definition.function
(value_definition . (let_binding pattern: (value_name) @name "=" @body) .) @definition.constant
(let_binding pattern: (value_name) @name (parameter) "=" @body) @definition.function
(let_binding pattern: (value_name) @name body: (fun_expression body: (_) @body)) @definition.function
(let_binding pattern: (value_name) @name body: (function_expression)) @definition.function
(let_binding pattern: (value_name) @name "=" @body) @definition.constant
; `let ( >>= ) m f = …`, `let ( let* ) = …`: operators, named by the operator.
(value_definition . (let_binding pattern: (parenthesized_operator (_) @name) (parameter)) .) @definition.function
(value_definition . (let_binding pattern: (parenthesized_operator (_) @name)) .) @definition.constant
(let_binding pattern: (parenthesized_operator (_) @name) (parameter)) @definition.function
(let_binding pattern: (parenthesized_operator (_) @name)) @definition.constant
; `let get, set = …`: each name of the tuple.
(value_definition . (let_binding pattern: (tuple_pattern (value_name) @name)) .) @definition.constant
(let_binding pattern: (tuple_pattern (value_name) @name)) @definition.constant
; `let a, b, c = …` nests to the left: ((a, b), c).
(value_definition . (let_binding pattern: (tuple_pattern (tuple_pattern (value_name) @name))) .) @definition.constant
(let_binding pattern: (tuple_pattern (tuple_pattern (value_name) @name))) @definition.constant
(value_definition . (let_binding pattern: (tuple_pattern (tuple_pattern (tuple_pattern (value_name) @name)))) .) @definition.constant
(let_binding pattern: (tuple_pattern (tuple_pattern (tuple_pattern (value_name) @name)))) @definition.constant

(external (value_name) @name) @definition.function
; `val f : …` in a module type or signature.
(value_specification (value_name) @name) @definition.function
(value_specification (parenthesized_operator (_) @name)) @definition.function
(external (parenthesized_operator (_) @name)) @definition.function

; Types: the first binding of `type … and …` with its `type`.
(type_definition . (type_binding name: (type_constructor) @name body: (record_declaration))) @definition.record
(type_definition . (type_binding name: (type_constructor) @name body: (variant_declaration))) @definition.enum
; `type level = [ `Warn | `Info ]`: a polymorphic variant is an enum of its tags (`level.Warn`).
(type_definition . (type_binding name: (type_constructor) @name (polymorphic_variant_type) @body)) @definition.enum
(type_definition . (type_binding name: (type_constructor) @name)) @definition.type
(type_binding name: (type_constructor) @name body: (record_declaration)) @definition.record
(type_binding name: (type_constructor) @name body: (variant_declaration)) @definition.enum
(type_binding name: (type_constructor) @name (polymorphic_variant_type) @body) @definition.enum
(type_binding name: (type_constructor) @name) @definition.type
(record_declaration (field_declaration (field_name) @name) @definition.field)
(variant_declaration (constructor_declaration (constructor_name) @name) @definition.constant)
(type_binding (polymorphic_variant_type (tag_specification (tag) @name) @definition.constant))

(exception_definition (constructor_declaration (constructor_name) @name)) @definition.type

; `module X : sig … end = struct`: the signature ends at `sig`.
(module_definition . (module_binding . (module_name) @name (signature . (_)? @body))) @definition.module
(module_definition . (module_binding . (module_name) @name)) @definition.module
(module_binding . (module_name) @name (signature . (_)? @body)) @definition.module
(module_binding . (module_name) @name) @definition.module
(module_type_definition . (module_type_name) @name) @definition.interface

(class_definition . (class_binding . (class_name) @name)) @definition.class
(class_binding . (class_name) @name) @definition.class
(class_type_definition . (class_type_binding . (class_type_name) @name)) @definition.interface
(method_definition . (method_name) @name) @definition.method
(method_specification (method_name) @name) @definition.method

; ---- references --------------------------------------------------------

; `f x` and `List.map f l`: the last segment is called.
(application_expression function: (value_path (value_name) @name)) @reference.call
; `x |> f` / `f @@ x`.
(infix_expression operator: (rel_operator) @_op right: (value_path (value_name) @name)
  (#eq? @_op "|>")) @reference.call
(infix_expression operator: (concat_operator) @_op left: (value_path (value_name) @name)
  (#eq? @_op "@@")) @reference.call
(new_expression (class_path (class_name) @name .)) @reference.new
(inheritance_definition (class_path (class_name) @name .)) @reference.inheritance

(type_constructor_path (type_constructor) @name .) @reference.type
(module_path (module_name) @name) @reference.type
(module_type_path (module_type_name) @name .) @reference.type

(open_module (module_path (module_name) @name .)) @reference.import
(include_module (module_path (module_name) @name .)) @reference.import

(field_get_expression (field_path (field_name) @name .)) @reference.member

; ---- imports -----------------------------------------------------------

; `open Foo` / `include Foo`, and (read from the whole file) every other module a
; qualified name starts with.
(open_module) @import
(include_module) @import
(compilation_unit) @import
