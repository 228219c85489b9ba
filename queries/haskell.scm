; repomap query for Haskell (grammar: tree-sitter-haskell).
; Convention (see src/extract/extractor.ts): @definition.<kind> + @name,
; @reference.<kind> + @name, @import; captures starting with `_` are helpers.
; A function is its type signature and its equations, each a node of its own:
; the registry joins adjacent clauses of one name into one definition, signed
; by the first (`foo :: Int -> Int`). Constructors and record fields live in the
; module's namespace: a constructor is a constant of its own name, a field is
; qualified by its data type (`UserState.lastId`). Instances define no new
; names; what a `where` binds is local.

; ---- definitions -------------------------------------------------------

(header module: (module) @name) @definition.module

; `foo :: Int -> Int`, `foo, bar :: Int`, `(<+>) :: …`, in a module or a class.
(declarations (signature name: (variable) @name) @definition.function)
(declarations (signature names: (binding_list name: (variable) @name)) @definition.function)
(declarations (signature name: (prefix_id (operator) @name)) @definition.function)
(class_declarations (signature name: (variable) @name) @definition.function)
(class_declarations (signature names: (binding_list name: (variable) @name)) @definition.function)
(class_declarations (signature name: (prefix_id (operator) @name)) @definition.function)

; Equations: `foo x = …`, `main = do …`, `a <+> b = …`, ``x `op` y = …``.
(declarations (function name: (variable) @name . patterns: (_)? . match: (_) @body) @definition.function)
(declarations (function (infix operator: (operator) @name) . match: (_) @body) @definition.function)
(declarations (function (infix operator: (infix_id (variable) @name)) . match: (_) @body) @definition.function)
(declarations (bind name: (variable) @name . match: (_) @body) @definition.function)
(class_declarations (function name: (variable) @name . patterns: (_)? . match: (_) @body) @definition.function)
(class_declarations (bind name: (variable) @name . match: (_) @body) @definition.function)
(declarations (foreign_import signature: (signature name: (variable) @name)) @definition.function)

; Types: `data`, `newtype`, `type`, families; a class is an interface of its methods.
(declarations (data_type name: (name) @name) @definition.type)
(declarations (newtype name: (name) @name) @definition.type)
(declarations (type_synomym name: (name) @name) @definition.type)
(declarations (type_family name: (name) @name) @definition.type)
(declarations (data_family name: (name) @name) @definition.type)
(class_declarations (type_family name: (name) @name) @definition.type)
(class_declarations (data_family name: (name) @name) @definition.type)
(declarations (class name: (name) @name declarations: (_)? @body) @definition.interface)

; Constructors `Bar`, `T_Literal Id String`, `Int :+: Int`, `GA :: Int -> G Int`, and record fields.
(data_constructor constructor: (prefix name: (constructor) @name) @definition.constant)
(data_constructor constructor: (infix operator: (constructor_operator) @name)) @definition.constant
(data_constructor constructor: (record name: (constructor) @name @definition.constant))
(newtype_constructor name: (constructor) @name @definition.constant)
(gadt_constructor name: (constructor) @name) @definition.constant
(field name: (field_name (variable) @name)) @definition.field

; `pattern P x = Just x`
(declarations (pattern_synonym (equation synonym: (apply function: (constructor) @name))) @definition.constant)
(declarations (pattern_synonym (equation synonym: (constructor) @name)) @definition.constant)
(declarations (pattern_synonym (signature synonym: (constructor) @name)) @definition.constant)

; ---- references --------------------------------------------------------

(apply function: (variable) @name) @reference.call
(apply function: (qualified id: (variable) @name)) @reference.call
(infix operator: (infix_id (variable) @name)) @reference.call
(infix operator: (infix_id (qualified id: (variable) @name))) @reference.call
; Constructors in expressions and patterns, type names wherever they are written.
((constructor) @name) @reference.call
((name) @name) @reference.type
(instance name: (name) @name) @reference.inheritance

; ---- imports -----------------------------------------------------------

(import) @import
