; repomap query for Kotlin (tree-sitter-kotlin, fwcd grammar: few field names,
; so bodies are marked with @body).
; Convention (see src/extract/extractor.ts): @definition.<kind> + @name,
; @reference.<kind> + @name, @import; captures starting with `_` are helpers.
; Annotations and modifiers belong to a declaration: its signature and start
; line begin with them.

; ---- definitions -------------------------------------------------------

; The package names the file; declarations are not qualified by it.
(package_header (identifier) @name) @definition.module

; Interfaces (also `fun interface` and `sealed interface`), enum classes, then
; every other class (data, sealed, abstract, annotation, inner).
(class_declaration "interface" (type_identifier) @name (class_body)? @body) @definition.interface
(class_declaration (type_identifier) @name (enum_class_body) @body) @definition.enum
; This grammar reads a class that delegates to a value (`: AuditLog by inner { … }`) as
; a call of `inner` with a trailing lambda: that lambda is the class body.
(class_declaration (type_identifier) @name
  (delegation_specifier (explicit_delegation (call_expression (call_suffix (annotated_lambda) @body))))) @definition.class
(class_declaration (type_identifier) @name (class_body)? @body) @definition.class
; `object Registry`, `companion object Factory`; an unnamed companion object is
; Kotlin's `Companion` (`companion object : EntityClass<Invoice>(Invoices)`).
(object_declaration (type_identifier) @name (class_body)? @body) @definition.class
(companion_object (type_identifier) @name (class_body)? @body) @definition.class
((companion_object "object" @name . (class_body) @body) @definition.class
  (#set! name "Companion"))
((companion_object "object" @name . (delegation_specifier) (class_body)? @body) @definition.class
  (#set! name "Companion"))
((companion_object "object" @name .) @definition.class
  (#set! name "Companion"))

(enum_entry (simple_identifier) @name (class_body)? @body) @definition.constant
(type_alias (type_identifier) @name) @definition.type

; Extension functions are qualified by their receiver type: `fun Invoice.isSettled()`
; is `Invoice.isSettled`, `fun <T> List<T>.totalDue()` is `List.totalDue`.
(function_declaration
  (user_type . (type_identifier) @receiver) . (simple_identifier) @name
  (function_body)? @body) @definition.function
(function_declaration
  (nullable_type (user_type . (type_identifier) @receiver)) . (simple_identifier) @name
  (function_body)? @body) @definition.function
(function_declaration (simple_identifier) @name (function_body)? @body) @definition.function

; Extension properties: `val Invoice.lineCount: Int`.
(property_declaration
  (user_type . (type_identifier) @receiver)
  (variable_declaration (simple_identifier) @name)) @definition.variable

; Properties: `const val` at the top level is a constant, other top-level ones are
; variables; in a class, object or interface they are fields. The primary
; constructor's `val`/`var` parameters are fields of their class.
((property_declaration (modifiers (property_modifier) @_const) (variable_declaration (simple_identifier) @name)) @definition.constant
  (#eq? @_const "const"))
; A signature ends before an accessor on the same line (`val id: String get() = …`).
; An accessor on the line below is the next node of the body in this grammar, not the property's
; own: it is still the property's body, and ends it.
(source_file (property_declaration (variable_declaration (simple_identifier) @name)) @definition.variable . [(getter) (setter)] @body)
(class_body (property_declaration (variable_declaration (simple_identifier) @name)) @definition.field . [(getter) (setter)] @body)
(source_file (property_declaration (variable_declaration (simple_identifier) @name) [(getter) (setter)]? @body) @definition.variable)
(class_body (property_declaration (variable_declaration (simple_identifier) @name) [(getter) (setter)]? @body) @definition.field)
(enum_class_body (property_declaration (variable_declaration (simple_identifier) @name) [(getter) (setter)]? @body) @definition.field)
(class_parameter (binding_pattern_kind) (simple_identifier) @name) @definition.field
(explicit_delegation (call_expression (call_suffix (annotated_lambda (lambda_literal (statements
  (property_declaration (variable_declaration (simple_identifier) @name)) @definition.field))))))

; ---- references --------------------------------------------------------

; Calls: `compute(…)`, `TaxCalculator.compute(…)`, `line.copy(…)`. A call of a
; capitalised name is a construction: `Receipt(…)`, `IllegalArgumentException(…)`.
((call_expression . (simple_identifier) @name) @reference.new
  (#match? @name "^[A-Z]"))
((call_expression . (simple_identifier) @name) @reference.call
  (#not-match? @name "^[A-Z]"))
(call_expression . (navigation_expression (navigation_suffix (simple_identifier) @name) .)) @reference.call

; Infix calls: `startedAt until now`, Exposed's `Users.id eq 7`.
(infix_expression (_) . (simple_identifier) @name . (_)) @reference.call

; Supertypes: `: Document(number), Payable, Comparable<Invoice>`.
(delegation_specifier (user_type (type_identifier) @name .)) @reference.inheritance
(delegation_specifier (constructor_invocation (user_type (type_identifier) @name .))) @reference.inheritance
(delegation_specifier (explicit_delegation (user_type (type_identifier) @name .))) @reference.inheritance

; Type uses, annotations included (`@Audited("invoice")`).
(type_identifier) @name @reference.type
; A type used through its members: `BigDecimal.ZERO`, `TaxCalculator.compute(…)`.
((navigation_expression . (simple_identifier) @name) @reference.type
  (#match? @name "^[A-Z][A-Za-z0-9_]*[a-z][A-Za-z0-9_]*$"))

; Member access: `line.price`, `other.total()`.
(navigation_suffix (simple_identifier) @name) @reference.member

; Names brought in by imports (not wildcard ones): `import a.b.Invoice`,
; `import a.b.roundTo`, `import a.b.List as KList`.
(import_header (identifier (simple_identifier) @name .) .) @reference.import
(import_header (identifier (simple_identifier) @name .) (import_alias)) @reference.import

; ---- imports -----------------------------------------------------------

(import_header) @import
