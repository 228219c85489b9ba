; repomap query for Scala (tree-sitter-scala of tree-sitter-wasms 0.1.13: Scala 2
; syntax; Scala 3 enums, givens, extensions and indentation syntax do not parse).
; Convention (see src/extract/extractor.ts): @definition.<kind> + @name,
; @reference.<kind> + @name, @import; captures starting with `_` are helpers.

; ---- definitions -------------------------------------------------------

; `package a.b` names the file; members are not qualified by it.
(package_clause name: (package_identifier) @name) @definition.module

(trait_definition name: (identifier) @name) @definition.trait
; `class`, `case class`, `abstract class`; objects (companions too) are classes.
(class_definition name: (identifier) @name) @definition.class
(object_definition name: (identifier) @name) @definition.class

; `def` with a body or abstract; a def in a template is a method, at the top
; level (a package object, a script) a function.
(function_definition name: (identifier) @name) @definition.function
(function_declaration name: (identifier) @name) @definition.function

; `type Lines = Seq[LineItem]`, abstract `type T`.
(type_definition name: (type_identifier) @name) @definition.type

; `val`/`var` in templates (locals inside defs are dropped).
(template_body (val_definition pattern: (identifier) @name) @definition.field)
(template_body (var_definition pattern: (identifier) @name) @definition.field)
(template_body (val_declaration name: (identifier) @name) @definition.field)
(template_body (var_declaration name: (identifier) @name) @definition.field)
; Constructor parameters declared `val`/`var`, and every parameter of a case
; class, are fields of their class: `Document.number`, `Receipt.amount`.
(class_parameter "val" name: (identifier) @name) @definition.field
(class_parameter "var" name: (identifier) @name) @definition.field
(class_definition "case" class_parameters: (class_parameters (class_parameter name: (identifier) @name) @definition.field))
(compilation_unit (val_definition pattern: (identifier) @name) @definition.variable)
(compilation_unit (var_definition pattern: (identifier) @name) @definition.variable)

; ---- references --------------------------------------------------------

; `compute(…)`, `TaxCalculator.compute(…)`; a call of a capitalised name is a
; construction through `apply` (`Receipt(…)`).
((call_expression function: (identifier) @name) @reference.new
  (#match? @name "^[A-Z]"))
((call_expression function: (identifier) @name) @reference.call
  (#not-match? @name "^[A-Z]"))
(call_expression function: (field_expression field: (identifier) @name)) @reference.call
(call_expression function: (generic_function function: (identifier) @name)) @reference.call
(call_expression function: (generic_function function: (field_expression field: (identifier) @name))) @reference.call

; `new Receipt(…)`.
(instance_expression (call_expression function: (identifier) @name)) @reference.new

; `extends A with B`, `extends Ordered[Document]`.
(extends_clause (type_identifier) @name) @reference.inheritance
(extends_clause (generic_type type: (type_identifier) @name)) @reference.inheritance
(extends_clause (stable_type_identifier (type_identifier) @name .)) @reference.inheritance

; Type uses, annotations included.
(type_identifier) @name @reference.type
; A type or object used through its members: `Status.Draft`, `Rates.Vat`.
((field_expression value: (identifier) @name) @reference.type
  (#match? @name "^[A-Z][A-Za-z0-9_]*[a-z][A-Za-z0-9_]*$"))

; Member access: `l.price`, `that.number`.
(field_expression field: (identifier) @name) @reference.member

; Names brought in by imports: `import a.b.C`, `import a.b.{C, D => E}`.
(import_declaration path: (stable_identifier (identifier) @name .) .) @reference.import
(import_declaration (import_selectors (identifier) @name)) @reference.import
(import_declaration (import_selectors (renamed_identifier name: (identifier) @name))) @reference.import

; ---- imports -----------------------------------------------------------

(import_declaration) @import
