; repomap query for Rust.
; Convention (see src/extract/extractor.ts): @definition.<kind> + @name,
; @reference.<kind> + @name, @import, @scope (+ @name) for impl blocks, @body;
; captures starting with `_` are helpers.

; ---- definitions -------------------------------------------------------

(struct_item name: (type_identifier) @name) @definition.struct
(union_item name: (type_identifier) @name) @definition.struct
(enum_item name: (type_identifier) @name) @definition.enum
(trait_item name: (type_identifier) @name) @definition.trait
(type_item name: (type_identifier) @name) @definition.type
(associated_type name: (type_identifier) @name) @definition.type

; Free functions; in a trait, an impl or a module with a body they are
; qualified by their container (`Invoice.new`), in a function they are locals.
(function_item name: (identifier) @name) @definition.function
(function_signature_item name: (identifier) @name) @definition.function

(const_item name: (identifier) @name) @definition.constant
(static_item name: (identifier) @name) @definition.variable

; Fields of structs and unions (`Invoice.total`) and enum variants (`Status.Paid`).
(field_declaration name: (field_identifier) @name) @definition.field
(enum_variant name: (identifier) @name) @definition.constant

; `macro_rules! money { … }`: the signature ends before the first rule.
(macro_definition name: (identifier) @name . (macro_rule)? @body) @definition.macro

; `mod billing { … }` defines a module; `mod billing;` is an import (below).
(mod_item name: (identifier) @name body: (declaration_list)) @definition.module

; Impl blocks qualify their functions by the implementing type:
; `impl Invoice { fn new }` and `impl Payable for Invoice { fn pay }` give
; `Invoice.new` and `Invoice.pay`.
(impl_item type: (type_identifier) @name) @scope
(impl_item type: (generic_type type: (type_identifier) @name)) @scope
(impl_item type: (scoped_type_identifier name: (type_identifier) @name)) @scope
(impl_item type: (generic_type type: (scoped_type_identifier name: (type_identifier) @name))) @scope

; ---- references --------------------------------------------------------

; Calls: `f()`, `a::b::f()`, `Invoice::new()`, `x.total()`, `parse::<T>()`.
(call_expression function: (identifier) @name) @reference.call
(call_expression function: (scoped_identifier name: (identifier) @name)) @reference.call
(call_expression function: (field_expression field: (field_identifier) @name)) @reference.call
(call_expression function: (generic_function function: (identifier) @name)) @reference.call
(call_expression function: (generic_function function: (scoped_identifier name: (identifier) @name))) @reference.call
(call_expression function: (generic_function function: (field_expression field: (field_identifier) @name))) @reference.call

; Macro invocations: `money!(…)`, `crate::money!(…)`.
(macro_invocation macro: (identifier) @name) @reference.call
(macro_invocation macro: (scoped_identifier name: (identifier) @name)) @reference.call

; Struct expressions construct a value: `Invoice { … }`, `billing::Invoice { … }`.
(struct_expression name: (type_identifier) @name) @reference.new
(struct_expression name: (scoped_type_identifier name: (type_identifier) @name)) @reference.new
(struct_expression name: (generic_type_with_turbofish type: (type_identifier) @name)) @reference.new

; `impl Trait for Type`, supertraits and trait bounds.
(impl_item trait: (type_identifier) @name) @reference.inheritance
(impl_item trait: (scoped_type_identifier name: (type_identifier) @name)) @reference.inheritance
(impl_item trait: (generic_type type: (type_identifier) @name)) @reference.inheritance
(impl_item trait: (generic_type type: (scoped_type_identifier name: (type_identifier) @name))) @reference.inheritance
(trait_bounds (type_identifier) @name) @reference.inheritance
(trait_bounds (scoped_type_identifier name: (type_identifier) @name)) @reference.inheritance
(trait_bounds (generic_type type: (type_identifier) @name)) @reference.inheritance
(trait_bounds (generic_type type: (scoped_type_identifier name: (type_identifier) @name))) @reference.inheritance

; Type references, including the type of an impl block and `crate::a::Type`.
(type_identifier) @name @reference.type
; A path through a type names that type: `Money::zero()`, `Status::Paid`.
((scoped_identifier path: (identifier) @name) @reference.type
  (#match? @name "^[A-Z][A-Za-z0-9]*[a-z][A-Za-z0-9]*$"))
((scoped_identifier path: (scoped_identifier name: (identifier) @name)) @reference.type
  (#match? @name "^[A-Z][A-Za-z0-9]*[a-z][A-Za-z0-9]*$"))

; Field access: `invoice.total`.
(field_expression field: (field_identifier) @name) @reference.member
; Constants and variants through a path: `tax::DEFAULT_RATE`, `Status::Draft`
; (lower-case segments are modules; a call or an import of the name wins).
((scoped_identifier name: (identifier) @name) @reference.member
  (#match? @name "^[A-Z]"))

; Names brought in by `use`: `use crate::money::Money`, `use a::{B, c::D as E}`.
(use_declaration argument: (identifier) @name) @reference.import
(use_declaration argument: (scoped_identifier name: (identifier) @name)) @reference.import
(use_declaration argument: (use_as_clause path: (identifier) @name)) @reference.import
(use_declaration argument: (use_as_clause path: (scoped_identifier name: (identifier) @name))) @reference.import
(use_list (identifier) @name) @reference.import
(use_list (scoped_identifier name: (identifier) @name)) @reference.import
(use_list (use_as_clause path: (identifier) @name)) @reference.import
(use_list (use_as_clause path: (scoped_identifier name: (identifier) @name))) @reference.import

; ---- imports -----------------------------------------------------------

(use_declaration) @import
(mod_item !body) @import
(extern_crate_declaration) @import
