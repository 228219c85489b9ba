; repomap query for C#.
; Convention (see src/extract/extractor.ts): @definition.<kind> + @name,
; @reference.<kind> + @name, @import; captures starting with `_` are helpers.
; Attributes and modifiers belong to a declaration: its signature and start
; line begin with them (`[Obsolete]\npublic Receipt Pay(…)`).

; ---- definitions -------------------------------------------------------

; Namespaces qualify what they hold by nesting: `Acme.Billing.Model.Invoice`.
; A file-scoped `namespace X;` holds the rest of the file.
(namespace_declaration name: (_) @name) @definition.module
; A file-scoped `namespace X;` holds the rest of the file: its signature stops
; before the first declaration after the name.
(file_scoped_namespace_declaration name: (_) @name . (_) @body) @definition.module
(file_scoped_namespace_declaration name: (_) @name) @definition.module

(class_declaration name: (identifier) @name) @definition.class
(struct_declaration name: (identifier) @name) @definition.struct
(interface_declaration name: (identifier) @name) @definition.interface
(enum_declaration name: (identifier) @name) @definition.enum
(record_declaration name: (identifier) @name) @definition.record
(record_struct_declaration name: (identifier) @name) @definition.record
(delegate_declaration name: (identifier) @name) @definition.type

; A record's positional parameters are its properties: `Receipt.Number`.
(record_declaration parameters: (parameter_list (parameter name: (identifier) @name) @definition.field))
(record_struct_declaration parameters: (parameter_list (parameter name: (identifier) @name) @definition.field))

(enum_member_declaration name: (identifier) @name) @definition.constant

; Methods and constructors (`Invoice.Invoice`) are methods of their type.
(method_declaration name: (identifier) @name) @definition.method
(constructor_declaration name: (identifier) @name) @definition.method

; Properties and events. A property or event whose accessors have bodies stops
; before them; `{ get; private set; }` stays in the signature; `=> value` does not.
(property_declaration
  name: (identifier) @name
  accessors: (accessor_list (accessor_declaration body: (_))) @body) @definition.field
(event_declaration
  name: (identifier) @name
  accessors: (accessor_list) @body) @definition.field
(property_declaration name: (identifier) @name value: (arrow_expression_clause) @body) @definition.field
(property_declaration name: (identifier) @name) @definition.field

; `const` fields are constants.
(field_declaration (modifier) @_const (variable_declaration (variable_declarator . (identifier) @name))
  (#eq? @_const "const")) @definition.constant
; Fields and field-like events; `decimal _total, _paid;` declares two.
(field_declaration (variable_declaration (variable_declarator . (identifier) @name))) @definition.field
(event_field_declaration (variable_declaration (variable_declarator . (identifier) @name))) @definition.field

; ---- references --------------------------------------------------------

; `Compute(…)`, `TaxCalculator.Compute(…)`, `Require<T>(…)`, `x.Make<T>(…)`.
(invocation_expression function: (identifier) @name) @reference.call
(invocation_expression function: (generic_name . (identifier) @name)) @reference.call
(invocation_expression function: (member_access_expression name: (identifier) @name)) @reference.call
(invocation_expression function: (member_access_expression name: (generic_name . (identifier) @name))) @reference.call
(invocation_expression function: (member_binding_expression name: (identifier) @name)) @reference.call

; `new Receipt(…)`, `new List<LineItem>()`, `new Outer.Inner()`.
(object_creation_expression type: (identifier) @name) @reference.new
(object_creation_expression type: (generic_name . (identifier) @name)) @reference.new
(object_creation_expression type: (qualified_name (identifier) @name .)) @reference.new
(object_creation_expression type: (qualified_name (generic_name . (identifier) @name) .)) @reference.new

; Base lists: base class and interfaces alike.
(base_list (identifier) @name) @reference.inheritance
(base_list (generic_name . (identifier) @name)) @reference.inheritance
(base_list (qualified_name (identifier) @name .)) @reference.inheritance
(base_list (qualified_name (generic_name . (identifier) @name) .)) @reference.inheritance
(base_list (primary_constructor_base_type (identifier) @name)) @reference.inheritance

; Type uses: declarations, parameters, returns, casts, patterns, generics, constraints.
(_ type: (identifier) @name) @reference.type
(_ type: (generic_name . (identifier) @name)) @reference.type
(_ type: (qualified_name (identifier) @name .)) @reference.type
(type_argument_list (identifier) @name) @reference.type
(type_argument_list (generic_name . (identifier) @name)) @reference.type
(type_argument_list (qualified_name (identifier) @name .)) @reference.type
(nullable_type (identifier) @name) @reference.type
(nullable_type (generic_name . (identifier) @name)) @reference.type
(type_of_expression (identifier) @name) @reference.type
(type_of_expression (generic_name . (identifier) @name)) @reference.type
(base_list (_ (type_argument_list (identifier) @name))) @reference.type
; Attributes name a type: `[Serializable]`, `[Obsolete("…")]`, `[Foo.Bar]`.
(attribute name: (identifier) @name) @reference.type
(attribute name: (qualified_name (identifier) @name .)) @reference.type
; A type used through its static members: `TaxCalculator.Compute(…)`, `InvoiceStatus.Draft`.
((member_access_expression expression: (identifier) @name) @reference.type
  (#match? @name "^[A-Z][A-Za-z0-9_]*[a-z][A-Za-z0-9_]*$"))

; Member access: `line.Price`, `this._total`.
(member_access_expression name: (identifier) @name) @reference.member
(member_binding_expression name: (identifier) @name) @reference.member

; Names brought in by `using static A.B.C;` and `using X = A.B.C;` (a plain
; `using A.B;` imports a namespace, no name).
(using_directive "static" (qualified_name (identifier) @name .)) @reference.import
(using_directive (name_equals) (qualified_name (identifier) @name .)) @reference.import
(using_directive (name_equals) (qualified_name (generic_name . (identifier) @name) .)) @reference.import

; ---- imports -----------------------------------------------------------

(using_directive) @import
