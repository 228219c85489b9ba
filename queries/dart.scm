; repomap query for Dart.
; Convention (see src/extract/extractor.ts): @definition.<kind> + @name,
; @reference.<kind> + @name, @import, @scope; captures starting with `_` are helpers.
; The grammar puts a function's or method's body next to its signature (siblings),
; so a definition is its signature node: signatures never hold a body, and a
; definition's end line is its signature's. Patterns are anchored to the program
; or a class body so that nothing inside a body is matched (locals).

; ---- definitions -------------------------------------------------------

(class_definition name: (identifier) @name) @definition.class
(class_definition (mixin_application_class . (identifier) @name)) @definition.class
(mixin_declaration (identifier) @name (class_body) @body) @definition.trait
(enum_declaration name: (identifier) @name) @definition.enum
(enum_constant name: (identifier) @name) @definition.constant
(type_alias . (type_identifier) @name) @definition.type

; Extension types are types of their own; the representation is a field.
(extension_type_declaration name: (identifier) @name) @definition.class
(representation_declaration name: (identifier) @name) @definition.field
; `extension CartTotals on Cart` is a named bundle of members (a trait: its name is
; API, shown and hidden by imports); `extension on Cart` is only a scope: `Cart.member`.
(extension_declaration name: (identifier) @name) @definition.trait
(extension_declaration !name class: (type_identifier) @name) @scope

; Top-level functions, getters, setters and variables.
(program (function_signature name: (identifier) @name) @definition.function . (function_body)? @body)
(program (getter_signature name: (identifier) @name) @definition.function . (function_body)? @body)
(program (setter_signature name: (identifier) @name) @definition.function . (function_body)? @body)
(program (initialized_identifier_list (initialized_identifier . (identifier) @name) @definition.variable))
(program (static_final_declaration_list (static_final_declaration . (identifier) @name) @definition.constant))

; Members: methods, getters, setters (bodied: method_signature, whose sibling
; body ends the signature, so named parameters `{int q = 1}` stay whole; abstract
; or external: declaration), constructors `Cart.Cart`, named ones `Cart.empty`.
(_ (method_signature (function_signature name: (identifier) @name)) @definition.method . (function_body) @body)
(_ (method_signature (getter_signature name: (identifier) @name)) @definition.method . (function_body) @body)
(_ (method_signature (setter_signature name: (identifier) @name)) @definition.method . (function_body) @body)
(declaration (function_signature name: (identifier) @name)) @definition.method
(declaration (getter_signature name: (identifier) @name)) @definition.method
(declaration (setter_signature name: (identifier) @name)) @definition.method
; Operators are named by their operator: `Money.+`, `Money.==`, `Money.[]`.
(_ (method_signature (operator_signature [(binary_operator) "[]" "[]=" "~"] @name)) @definition.method . (function_body) @body)
(declaration (operator_signature [(binary_operator) "[]" "[]=" "~"] @name)) @definition.method
(declaration (constructor_signature name: (identifier) @name . parameters: (formal_parameter_list))) @definition.method
(declaration (constant_constructor_signature (identifier) @name . (formal_parameter_list))) @definition.method
(declaration (factory_constructor_signature (identifier) @name . (formal_parameter_list))) @definition.method
(declaration (redirecting_factory_constructor_signature (identifier) @name . (formal_parameter_list))) @definition.method
(_ (method_signature (constructor_signature name: (identifier) @name . parameters: (formal_parameter_list))) @definition.method . (function_body) @body)
(_ (method_signature (factory_constructor_signature (identifier) @name . (formal_parameter_list))) @definition.method . (function_body) @body)

; Fields: `int a = 1, b = 2;` declares two; `static const limit = 1`.
(declaration (initialized_identifier_list (initialized_identifier . (identifier) @name))) @definition.field
(declaration (static_final_declaration_list (static_final_declaration . (identifier) @name))) @definition.field
(declaration (identifier_list (identifier) @name)) @definition.field

; ---- references --------------------------------------------------------

; `f(x)`, `items.add(x)`, `a?.b()`. A capitalised callee is a construction
; without `new` (`Cart(null)`).
((_ (identifier) @name . (selector (argument_part))) @reference.call
  (#match? @name "^[^A-Z]"))
((_ (identifier) @name . (selector (argument_part))) @reference.new
  (#match? @name "^[A-Z]"))
(_ (selector (unconditional_assignable_selector (identifier) @name)) . (selector (argument_part))) @reference.call
(_ (selector (conditional_assignable_selector (identifier) @name)) . (selector (argument_part))) @reference.call
(new_expression (type_identifier) @name) @reference.new
(const_object_expression (type_identifier) @name) @reference.new

; extends / with / implements, mixin `on` types.
(superclass (type_identifier) @name) @reference.inheritance
(mixins (type_identifier) @name) @reference.inheritance
(interfaces (type_identifier) @name) @reference.inheritance
(mixin_declaration (type_identifier) @name) @reference.inheritance
(mixin_application (type_identifier) @name) @reference.inheritance

; Type uses; annotations (`@override`); a class used through its statics (`Money.zero`).
(type_identifier) @name @reference.type
(annotation name: (identifier) @name) @reference.type
((_ (identifier) @name . (selector (unconditional_assignable_selector))) @reference.type
  (#match? @name "^[A-Z]"))

; Member access: `items.length`, `i.total`.
(unconditional_assignable_selector (identifier) @name) @reference.member
(conditional_assignable_selector (identifier) @name) @reference.member

; Names an import shows: `import 'item.dart' show LineItem`.
(import_specification (combinator "show" (identifier) @name)) @reference.import

; ---- imports -----------------------------------------------------------

(import_or_export) @import
(part_directive) @import
