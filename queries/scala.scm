; repomap query for Scala (tree-sitter-scala 0.23.4 of @cursorless/tree-sitter-wasms: Scala 2
; and Scala 3, indentation-based bodies, enums, givens and extensions included).
; Convention (see src/extract/extractor.ts): @definition.<kind> + @name,
; @reference.<kind> + @name, @import; captures starting with `_` are helpers.

; ---- definitions -------------------------------------------------------

; `package a.b` names the file; members are not qualified by it. A package object
; (`package object json { … }`) qualifies its members: `json.RichResponseAs`.
(package_clause name: (package_identifier) @name) @definition.module
(package_object name: (identifier) @name) @definition.module

(trait_definition name: (identifier) @name) @definition.trait
; `class`, `case class`, `abstract class`; objects (companions too) are classes.
(class_definition name: (identifier) @name) @definition.class
(object_definition name: (identifier) @name) @definition.class
; Scala 3 `enum Color:` / `enum Color { … }` and its cases: `case Red, Green`, `case Rgb(…)`.
(enum_definition name: (identifier) @name) @definition.enum
(simple_enum_case name: (identifier) @name) @definition.constant
(full_enum_case name: (identifier) @name) @definition.constant

; `def` with a body or abstract; a def in a template is a method, at the top
; level (a package object, a script, a Scala 3 file) a function.
(function_definition name: (identifier) @name) @definition.function
(function_declaration name: (identifier) @name) @definition.function

; `type Lines = Seq[LineItem]`, abstract `type T`, `opaque type Cents = Long`.
(type_definition name: (type_identifier) @name) @definition.type

; A named given with members (`given entryOrdering: Ordering[Entry] with …`) is an object;
; a given alias (`given ec: ExecutionContext = …`) a val. Anonymous givens define no name.
(given_definition name: (identifier) @name body: (with_template_body)) @definition.class
(template_body (given_definition name: (identifier) @name) @definition.field)
(with_template_body (given_definition name: (identifier) @name) @definition.field)
(compilation_unit (given_definition name: (identifier) @name) @definition.variable)

; `extension (entry: Entry)` qualifies its defs by the extended type: `Entry.isCredit`.
(extension_definition
  parameters: (parameters . (parameter type: [
    (type_identifier) @name
    (generic_type type: (type_identifier) @name)
    (stable_type_identifier (type_identifier) @name .)
  ]))) @scope

; `val`/`var` in templates (locals inside defs are dropped).
(template_body (val_definition pattern: (identifier) @name) @definition.field)
(template_body (var_definition pattern: (identifier) @name) @definition.field)
(template_body (val_declaration name: (identifier) @name) @definition.field)
(template_body (var_declaration name: (identifier) @name) @definition.field)
(with_template_body (val_definition pattern: (identifier) @name) @definition.field)
(with_template_body (val_declaration name: (identifier) @name) @definition.field)
(enum_body (val_definition pattern: (identifier) @name) @definition.field)
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

; `new Receipt(…)`, `new Attempt[A](…)`, `new a.b.Gateway(…)`.
(instance_expression (type_identifier) @name) @reference.new
(instance_expression (generic_type type: (type_identifier) @name)) @reference.new
(instance_expression (stable_type_identifier (type_identifier) @name .)) @reference.new
(instance_expression (generic_type type: (stable_type_identifier (type_identifier) @name .))) @reference.new

; `extends A with B`, `extends Ordered[Document]`, `extends a.b.Backend[F]` (no `type:` field in
; these patterns: a field names only the first of the types it repeats on).
(extends_clause (type_identifier) @name) @reference.inheritance
(extends_clause (generic_type type: (type_identifier) @name)) @reference.inheritance
(extends_clause (stable_type_identifier (type_identifier) @name .)) @reference.inheritance
(extends_clause (generic_type type: (stable_type_identifier (type_identifier) @name .))) @reference.inheritance

; Type uses, annotations included.
(type_identifier) @name @reference.type
; A type or object used through its members: `Status.Draft`, `Rates.Vat`.
((field_expression value: (identifier) @name) @reference.type
  (#match? @name "^[A-Z][A-Za-z0-9_]*[a-z][A-Za-z0-9_]*$"))

; Member access: `l.price`, `that.number`.
(field_expression field: (identifier) @name) @reference.member

; Names brought in by imports: `import a.b.C`, `import a.b.{C, D => E}`, `import a.b.C as D`
; (the path's last identifier is the last child; `path:` would name only its first).
(import_declaration (identifier) @name .) @reference.import
(import_declaration (namespace_selectors (identifier) @name)) @reference.import
(import_declaration (namespace_selectors (arrow_renamed_identifier name: (identifier) @name))) @reference.import
(import_declaration (namespace_selectors (as_renamed_identifier name: (identifier) @name))) @reference.import
(import_declaration (as_renamed_identifier name: (identifier) @name)) @reference.import

; ---- imports -----------------------------------------------------------

(import_declaration) @import
