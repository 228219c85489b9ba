; repomap query for Java.
; Convention (see src/extract/extractor.ts): @definition.<kind> + @name,
; @reference.<kind> + @name, @import; captures starting with `_` are helpers.
; Annotations and modifiers belong to a declaration: its signature and start
; line begin with them (`@Override\npublic Money total()`).

; ---- definitions -------------------------------------------------------

(class_declaration name: (identifier) @name) @definition.class
(interface_declaration name: (identifier) @name) @definition.interface
(annotation_type_declaration name: (identifier) @name) @definition.interface
(enum_declaration name: (identifier) @name) @definition.enum
(record_declaration name: (identifier) @name) @definition.record

; Methods, constructors (`Invoice.Invoice`), compact record constructors and
; annotation elements (`Audited.value`) are methods of their type.
(method_declaration name: (identifier) @name) @definition.method
(constructor_declaration name: (identifier) @name) @definition.method
(compact_constructor_declaration name: (identifier) @name) @definition.method
(annotation_type_element_declaration name: (identifier) @name) @definition.method

; Fields (`Invoice.total`); `int a, b;` declares two. Interface fields are
; implicitly static final: constants. Locals live in methods and are not matched.
; An anonymous class in an initializer is a body: the signature stops before it.
(field_declaration
  (variable_declarator
    name: (identifier) @name
    value: (object_creation_expression (class_body) @body)?)) @definition.field
(constant_declaration (variable_declarator name: (identifier) @name)) @definition.constant
(enum_constant name: (identifier) @name) @definition.constant

; ---- references --------------------------------------------------------

(method_invocation name: (identifier) @name) @reference.call

; `new LineItem(…)`, `new ArrayList<>()`, `new Outer.Inner()`.
(object_creation_expression type: (type_identifier) @name) @reference.new
(object_creation_expression type: (generic_type (type_identifier) @name)) @reference.new
(object_creation_expression type: (scoped_type_identifier (type_identifier) @name .)) @reference.new
(object_creation_expression type: (generic_type (scoped_type_identifier (type_identifier) @name .))) @reference.new

; extends / implements.
(superclass (type_identifier) @name) @reference.inheritance
(superclass (generic_type (type_identifier) @name)) @reference.inheritance
(superclass (scoped_type_identifier (type_identifier) @name .)) @reference.inheritance
(super_interfaces (type_list (type_identifier) @name)) @reference.inheritance
(super_interfaces (type_list (generic_type (type_identifier) @name))) @reference.inheritance
(super_interfaces (type_list (scoped_type_identifier (type_identifier) @name .))) @reference.inheritance
(extends_interfaces (type_list (type_identifier) @name)) @reference.inheritance
(extends_interfaces (type_list (generic_type (type_identifier) @name))) @reference.inheritance
(extends_interfaces (type_list (scoped_type_identifier (type_identifier) @name .))) @reference.inheritance

; Type references: declarations, parameters, generics, throws, casts.
(type_identifier) @name @reference.type
; Annotations name a type: `@Override`, `@Audited("x")`, `@javax.inject.Inject`.
(marker_annotation name: (identifier) @name) @reference.type
(annotation name: (identifier) @name) @reference.type
(marker_annotation name: (scoped_identifier name: (identifier) @name)) @reference.type
(annotation name: (scoped_identifier name: (identifier) @name)) @reference.type
; A class used through its static members: `Tax.compute(…)`, `Status.PAID`.
((method_invocation object: (identifier) @name) @reference.type
  (#match? @name "^[A-Z][A-Za-z0-9_]*[a-z][A-Za-z0-9_]*$"))
((field_access object: (identifier) @name) @reference.type
  (#match? @name "^[A-Z][A-Za-z0-9_]*[a-z][A-Za-z0-9_]*$"))

; Field access: `this.total`, `line.price`.
(field_access field: (identifier) @name) @reference.member

; Names brought in by imports (not wildcard ones): `import a.b.Invoice`,
; `import static a.b.Tax.compute`.
(import_declaration (scoped_identifier name: (identifier) @name) .) @reference.import

; ---- imports -----------------------------------------------------------

(import_declaration) @import
