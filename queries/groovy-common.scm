; repomap query for Groovy: the patterns both of its grammars read, tree-sitter-groovy
; (queries/groovy.scm) and Java's, its fallback (queries/groovy-fallback.scm); each of them
; inherits this file and adds its own. tree-sitter-groovy extends Java's grammar, so every node
; here is in both; a script's `def f(x) { … }` and a command call `println "x"` are nodes of
; tree-sitter-groovy only.
; Convention (see src/extract/extractor.ts): @definition.<kind> + @name,
; @reference.<kind> + @name, @import; captures starting with `_` are helpers.
; The source is read through extract/readable/groovy.ts: a Spock feature method
; `def "pushes an element"()` is an identifier `pushes_an_element` to the grammar,
; and a `trait` a class.

; ---- definitions -------------------------------------------------------

(class_declaration name: (identifier) @name) @definition.class
(interface_declaration name: (identifier) @name) @definition.interface
(annotation_type_declaration name: (identifier) @name) @definition.interface
(enum_declaration name: (identifier) @name) @definition.enum
(record_declaration name: (identifier) @name) @definition.record

; Methods (a class's `def m(…)`, `void m()`, constructors).
(method_declaration name: (identifier) @name) @definition.function
(constructor_declaration name: (identifier) @name) @definition.function

; Properties and fields (`String name`, `def items = []`, `@Shared Stack stack`), and constants of an enum.
(field_declaration declarator: (variable_declarator name: (identifier) @name)) @definition.field
(enum_constant name: (identifier) @name) @definition.constant
; A script's top-level `def version = '1.0'`, `String NAME = …`.
(program (local_variable_declaration declarator: (variable_declarator name: (identifier) @name)) @definition.variable)

; ---- references --------------------------------------------------------

(method_invocation name: (identifier) @name) @reference.call

(object_creation_expression type: (type_identifier) @name) @reference.new
(object_creation_expression type: (generic_type (type_identifier) @name)) @reference.new
(object_creation_expression type: (scoped_type_identifier (type_identifier) @name .)) @reference.new

(superclass (type_identifier) @name) @reference.inheritance
(superclass (generic_type (type_identifier) @name)) @reference.inheritance
(super_interfaces (type_list (type_identifier) @name)) @reference.inheritance
(super_interfaces (type_list (generic_type (type_identifier) @name))) @reference.inheritance
(extends_interfaces (type_list (type_identifier) @name)) @reference.inheritance

; A type starts with a capital: an untyped parameter the grammar takes for a type (`def m(a, b)`) is none.
((type_identifier) @name @reference.type
  (#match? @name "^[A-Z]"))
(marker_annotation name: (identifier) @name) @reference.type
(annotation name: (identifier) @name) @reference.type
((method_invocation object: (identifier) @name) @reference.type
  (#match? @name "^[A-Z][A-Za-z0-9_]*[a-z][A-Za-z0-9_]*$"))

(field_access field: (identifier) @name) @reference.member

(import_declaration (scoped_identifier name: (identifier) @name) .) @reference.import

; ---- imports -----------------------------------------------------------

(import_declaration) @import
