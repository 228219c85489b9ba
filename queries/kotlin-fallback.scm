; repomap's fallback query for Kotlin, on @tree-sitter-grammars/tree-sitter-kotlin 1.1.0
; (every name is an `identifier`, declarations name it in a `name` field), for the
; files kotlin.scm's grammar does not parse cleanly (infix calls named e…). It
; captures what kotlin.scm captures, with the same names and signatures (a
; property's span also covers its accessors).
; Convention (see src/extract/extractor.ts): @definition.<kind> + @name,
; @reference.<kind> + @name, @import; captures starting with `_` are helpers.
; Annotations and modifiers belong to a declaration: its signature and start
; line begin with them.

; ---- definitions -------------------------------------------------------

; The package names the file; declarations are not qualified by it.
(package_header (qualified_identifier) @name) @definition.module

; Interfaces (also `fun interface` and `sealed interface`), enum classes, then
; every other class (data, sealed, abstract, annotation, inner).
(class_declaration "interface" name: (identifier) @name (class_body)? @body) @definition.interface
(class_declaration name: (identifier) @name (enum_class_body) @body) @definition.enum
; This grammar too reads a class that delegates to a value (`: AuditLog by inner { … }`)
; as a call of `inner` with a trailing lambda: that lambda is the class body.
(class_declaration name: (identifier) @name
  (delegation_specifiers (delegation_specifier (explicit_delegation (call_expression (annotated_lambda) @body))))) @definition.class
(class_declaration name: (identifier) @name (class_body)? @body) @definition.class
; `object Registry`, `companion object Factory`; an unnamed companion object is
; Kotlin's `Companion`.
(object_declaration name: (identifier) @name (class_body)? @body) @definition.class
(companion_object name: (identifier) @name (class_body)? @body) @definition.class
((companion_object !name "object" @name (class_body)? @body) @definition.class
  (#set! name "Companion"))

(enum_entry . (identifier) @name (class_body)? @body) @definition.constant
(type_alias type: (identifier) @name) @definition.type

; Extension functions are qualified by their receiver type: `fun Invoice.isSettled()`
; is `Invoice.isSettled`, `fun <T> List<T>.totalDue()` is `List.totalDue`.
(function_declaration
  (user_type . (identifier) @receiver) . name: (identifier) @name
  (function_body)? @body) @definition.function
(function_declaration
  (nullable_type (user_type . (identifier) @receiver)) . name: (identifier) @name
  (function_body)? @body) @definition.function
(function_declaration name: (identifier) @name (function_body)? @body) @definition.function

; Extension properties: `val Invoice.lineCount: Int`. A property's signature ends
; before its accessors (`get() = …`, `private set`).
(property_declaration
  (user_type . (identifier) @receiver) .
  (variable_declaration (identifier) @name)
  [(getter) (setter)]? @body) @definition.variable
(property_declaration
  (nullable_type (user_type . (identifier) @receiver)) .
  (variable_declaration (identifier) @name)
  [(getter) (setter)]? @body) @definition.variable

; Properties: `const val` at the top level is a constant, other top-level ones are
; variables; in a class, object or interface they are fields. The primary
; constructor's `val`/`var` parameters are fields of their class.
((property_declaration (modifiers (property_modifier) @_const) (variable_declaration (identifier) @name)) @definition.constant
  (#eq? @_const "const"))
(source_file (property_declaration (variable_declaration (identifier) @name) [(getter) (setter)]? @body) @definition.variable)
(class_body (property_declaration (variable_declaration (identifier) @name) [(getter) (setter)]? @body) @definition.field)
(enum_class_body (property_declaration (variable_declaration (identifier) @name) [(getter) (setter)]? @body) @definition.field)
(class_parameter ["val" "var"] (identifier) @name) @definition.field
(explicit_delegation (call_expression (annotated_lambda (lambda_literal
  (property_declaration (variable_declaration (identifier) @name) [(getter) (setter)]? @body) @definition.field))))

; ---- references --------------------------------------------------------

; Calls: `compute(…)`, `TaxCalculator.compute(…)`, `line.copy(…)`. A call of a
; capitalised name is a construction: `Receipt(…)`, `IllegalArgumentException(…)`.
((call_expression . (identifier) @name) @reference.new
  (#match? @name "^[A-Z]"))
((call_expression . (identifier) @name) @reference.call
  (#not-match? @name "^[A-Z]"))
(call_expression . (navigation_expression (_) . (identifier) @name .)) @reference.call

; Infix calls: `startedAt until now`, Exposed's `Users.id eq 7`.
(infix_expression (_) . (identifier) @name . (_)) @reference.call

; Supertypes: `: Document(number), Payable, Comparable<Invoice>`.
(delegation_specifier (user_type (identifier) @name .)) @reference.inheritance
(delegation_specifier (constructor_invocation (user_type (identifier) @name .))) @reference.inheritance
(delegation_specifier (explicit_delegation (user_type (identifier) @name .))) @reference.inheritance

; Type uses, annotations included (`@Audited("invoice")`).
(user_type (identifier) @name) @reference.type
; A type used through its members: `BigDecimal.ZERO`, `TaxCalculator.compute(…)`.
((navigation_expression . (identifier) @name) @reference.type
  (#match? @name "^[A-Z][A-Za-z0-9_]*[a-z][A-Za-z0-9_]*$"))

; Member access: `line.price`, `other.total()`.
(navigation_expression (_) . (identifier) @name .) @reference.member

; Names brought in by imports (not wildcard ones): `import a.b.Invoice`,
; `import a.b.roundTo`, `import a.b.List as KList`.
((import (qualified_identifier (identifier) @name .) .) @reference.import
  (#not-match? @reference.import "[*]"))
(import (qualified_identifier (identifier) @name .) . (identifier)) @reference.import

; ---- imports -----------------------------------------------------------

(import) @import
