; repomap query for PHP.
; Convention (see src/extract/extractor.ts): @definition.<kind> + @name,
; @reference.<kind> + @name, @import; captures starting with `_` are helpers.
; Members are qualified by their class, interface, trait or enum
; (`Gateway.charge`); `namespace App\Billing;` is a module of its own name.

; ---- definitions -------------------------------------------------------

(namespace_definition name: (namespace_name) @name) @definition.module
(class_declaration name: (name) @name) @definition.class
(interface_declaration name: (name) @name) @definition.interface
(trait_declaration name: (name) @name) @definition.trait
(enum_declaration name: (name) @name) @definition.enum
(enum_case name: (name) @name) @definition.constant

(method_declaration name: (name) @name) @definition.method
(function_definition name: (name) @name) @definition.function

; `private ?Logger $logger;`, `public static $a = [], $b;` declares two.
(property_declaration (property_element (variable_name (name) @name))) @definition.field

; `const VERSION = '1';` at file level and `public const FEE = 3, TAX = 2;` in a class.
(const_declaration (const_element (name) @name)) @definition.constant

; ---- references --------------------------------------------------------

; `money($r)`, `\App\money($r)`.
(function_call_expression function: (name) @name) @reference.call
(function_call_expression function: (qualified_name (name) @name .)) @reference.call
; `$this->client->send($r)`, `$a?->b()`.
(member_call_expression name: (name) @name) @reference.call
(nullsafe_member_call_expression name: (name) @name) @reference.call
; `Helper::format($r)`: a call of format and a use of Helper.
(scoped_call_expression name: (name) @name) @reference.call
(scoped_call_expression scope: (name) @name) @reference.type
(scoped_call_expression scope: (qualified_name (name) @name .)) @reference.type
(class_constant_access_expression . (name) @name) @reference.type
(class_constant_access_expression . (qualified_name (name) @name .)) @reference.type

; `new Receipt($amount)`, `new \App\Receipt`.
(object_creation_expression (name) @name) @reference.new
(object_creation_expression (qualified_name (name) @name .)) @reference.new

; `extends Base`, `implements Billable, \Countable`, `use Loggable;`.
(base_clause (name) @name) @reference.inheritance
(base_clause (qualified_name (name) @name .)) @reference.inheritance
(class_interface_clause (name) @name) @reference.inheritance
(class_interface_clause (qualified_name (name) @name .)) @reference.inheritance
(use_declaration (name) @name) @reference.inheritance
(use_declaration (qualified_name (name) @name .)) @reference.inheritance

; Type hints: parameters, return types, properties, `catch (X $e)`, `instanceof X`.
(named_type (name) @name) @reference.type
(named_type (qualified_name (name) @name .)) @reference.type
(catch_clause type: (type_list (named_type (name) @name))) @reference.type
(binary_expression operator: "instanceof" right: (name) @name) @reference.type

; ---- imports -----------------------------------------------------------

; `use App\Models\User;`, `use App\Models\{User, Invoice as Inv};`.
(namespace_use_declaration) @import
