; repomap query for Solidity.
; Convention (see src/extract/extractor.ts): @definition.<kind> + @name,
; @reference.<kind> + @name, @import, @body; captures starting with `_` are helpers.
; Contracts are classes, libraries modules: members are qualified by nesting
; (`Vault.deposit`, `Accounting.Ledger`).

; ---- definitions -------------------------------------------------------

(contract_declaration name: (identifier) @name) @definition.class
(interface_declaration name: (identifier) @name) @definition.interface
(library_declaration name: (identifier) @name) @definition.module

; A struct's or enum's first member ends its signature: `struct Ledger`.
(struct_declaration name: (identifier) @name . (struct_member) @body) @definition.struct
(struct_declaration name: (identifier) @name) @definition.struct
(struct_member name: (identifier) @name) @definition.field
(enum_declaration name: (identifier) @name . (enum_value) @body) @definition.enum
(enum_declaration name: (identifier) @name) @definition.enum

; Events and custom errors are ABI types: `emit E(…)` / `revert E(…)` call them.
(event_definition name: (identifier) @name) @definition.type
(error_declaration name: (identifier) @name) @definition.type
; `type ShareId is uint256;`
(user_defined_type_definition name: (identifier) @name) @definition.type

; Functions, modifiers, constructors and receive/fallback of a contract are methods;
; a free function at file level is a function.
(contract_body (function_definition name: (identifier) @name) @definition.method)
(contract_body (modifier_definition name: (identifier) @name) @definition.method)
(contract_body (constructor_definition "constructor" @name) @definition.method)
(contract_body (fallback_receive_definition ["receive" "fallback"] @name) @definition.method)
(source_file (function_definition name: (identifier) @name) @definition.function)

; State variables: `constant` ones are constants, the others fields.
(state_variable_declaration "constant" name: (identifier) @name) @definition.constant
(state_variable_declaration name: (identifier) @name) @definition.field
(constant_variable_declaration name: (identifier) @name) @definition.constant

; ---- references --------------------------------------------------------

(call_expression function: (identifier) @name) @reference.call
(call_expression function: (member_expression property: (identifier) @name)) @reference.call
(emit_statement name: (identifier) @name) @reference.call
(emit_statement name: (member_expression property: (identifier) @name)) @reference.call
(revert_statement error: (identifier) @name) @reference.call
(revert_statement error: (member_expression property: (identifier) @name)) @reference.call
(modifier_invocation . (identifier) @name) @reference.call

(new_expression name: (type_name (user_defined_type (identifier) @name .))) @reference.new

(inheritance_specifier ancestor: (user_defined_type (identifier) @name .)) @reference.inheritance

; `using Accounting for Accounting.Ledger`: the library is used like a type.
(using_directive (type_alias (identifier) @name .)) @reference.type
(user_defined_type (identifier) @name .) @reference.type
; `Accounting.Ledger`: the library qualifying a type is referenced too.
(user_defined_type . (identifier) @name (identifier)) @reference.type

(member_expression object: (identifier) @name) @reference.member

; ---- imports -----------------------------------------------------------

(import_directive) @import
