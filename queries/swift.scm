; repomap query for Swift.
; Convention (see src/extract/extractor.ts): @definition.<kind> + @name,
; @reference.<kind> + @name, @import, @scope, @body; captures starting with `_`
; are helpers. Attributes and modifiers belong to a declaration (`@discardableResult`).
; The grammar parses class, struct, enum, actor and extension as class_declaration,
; told apart by their keyword.

; ---- definitions -------------------------------------------------------

(class_declaration declaration_kind: "class" name: (type_identifier) @name) @definition.class
(class_declaration declaration_kind: "actor" name: (type_identifier) @name) @definition.class
(class_declaration declaration_kind: "struct" name: (type_identifier) @name) @definition.struct
(class_declaration declaration_kind: "enum" name: (type_identifier) @name) @definition.enum
(protocol_declaration name: (type_identifier) @name) @definition.interface

; `extension Cart` defines nothing: its members are `Cart.member`
; (`extension A.B` qualifies them under B).
(class_declaration declaration_kind: "extension" name: (user_type (type_identifier) @name .)) @scope

; `case a, b(Int)`: one constant per name.
(enum_entry name: (simple_identifier) @name) @definition.constant

; Functions; in a type, protocol or extension they are methods.
(function_declaration name: (simple_identifier) @name) @definition.function
(protocol_function_declaration name: (simple_identifier) @name) @definition.function
; Operator functions: `static func == (lhs: A, rhs: A) -> Bool`.
(function_declaration name: ["==" "!=" "<" ">" "<=" ">=" "+" "-" "*" "/" "%" "+=" "-=" "*=" "/=" "..." "..<" "!" "&&" "||" "&" "|" "^" "<<" ">>" "===" "!=="] @name) @definition.function
(function_declaration name: (custom_operator) @name) @definition.function
; Initializers are methods named `init`; subscripts methods named `subscript`.
(init_declaration name: "init" @name) @definition.method
(subscript_declaration "subscript" @name (computed_property)? @body) @definition.method

; Properties of a type are fields, top-level ones variables (properties in
; bodies are locals). `var a = 1, b = 2` declares two; a computed body or
; willSet/didSet block ends the signature.
(class_body
  (property_declaration
    name: (pattern bound_identifier: (simple_identifier) @name)
    computed_value: (computed_property)? @body) @definition.field)
(class_body
  (property_declaration
    name: (pattern bound_identifier: (simple_identifier) @name)
    (willset_didset_block) @body) @definition.field)
(enum_class_body
  (property_declaration
    name: (pattern bound_identifier: (simple_identifier) @name)
    computed_value: (computed_property)? @body) @definition.field)
(protocol_property_declaration
  name: (pattern bound_identifier: (simple_identifier) @name)) @definition.field
(property_declaration
  name: (pattern bound_identifier: (simple_identifier) @name)
  computed_value: (computed_property)? @body) @definition.variable

(typealias_declaration name: (type_identifier) @name) @definition.type
(associatedtype_declaration name: (type_identifier) @name) @definition.type

; ---- references --------------------------------------------------------

; `f(x)`, `items.append(x)`, `a.b.c()`. A call of a capitalised name is a
; construction (`Money(cents: 0)`): Swift has no `new`.
((call_expression . (simple_identifier) @name) @reference.call
  (#match? @name "^[^A-Z]"))
((call_expression . (simple_identifier) @name) @reference.new
  (#match? @name "^[A-Z]"))
(call_expression . (navigation_expression suffix: (navigation_suffix suffix: (simple_identifier) @name))) @reference.call

; Conformance and superclass lists, also of extensions: `class Cart: Priced`.
(inheritance_specifier inherits_from: (user_type (type_identifier) @name)) @reference.inheritance

; Type uses: annotations, generics, casts, attributes (`@MainActor`).
(type_identifier) @name @reference.type
; A type used through its static members: `Cart.maxItems`, `CartError.empty`.
((navigation_expression target: (simple_identifier) @name) @reference.type
  (#match? @name "^[A-Z]"))

; Member access: `cart.price`, `self.owner`.
(navigation_suffix suffix: (simple_identifier) @name) @reference.member

; ---- imports -----------------------------------------------------------

(import_declaration) @import
