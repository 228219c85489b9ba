; repomap query for PowerShell (grammar: tree-sitter-powershell).
; Convention (see src/extract/extractor.ts): @definition.<kind> + @name,
; @reference.<kind> + @name, @import; captures starting with `_` are helpers.
; The source is read through extract/readable/powershell.ts: an empty script block as a value
; (`$x = {}`) is an empty string, a line continuation before a blank line a space.

; ---- definitions -------------------------------------------------------

; `function Get-Widget { … }`, `filter Select-Odd { … }`, `function script:Reset { … }`.
(function_statement (function_name) @name (script_block)? @body) @definition.function

(class_statement . (simple_name) @name) @definition.class
(class_method_definition (simple_name) @name (script_block)? @body) @definition.function
(class_property_definition (variable) @name) @definition.field
(enum_statement . (simple_name) @name) @definition.enum
(enum_member (simple_name) @name) @definition.constant

; ---- references --------------------------------------------------------

; `class Widget : Base, IDisposable`
(class_statement (simple_name) (simple_name) @name) @reference.inheritance
; Every command is a call: the map links the ones a file defines.
(command command_name: (command_name) @name) @reference.call
; `[Widget]::new()`, `[Widget] $w`
(type_name (type_identifier) @name) @reference.type
; `$obj.Describe(2)`
(invokation_expression (member_name (simple_name) @name)) @reference.call

; ---- imports -----------------------------------------------------------

; Dot-sourcing `. ./lib.ps1`, `. "$PSScriptRoot\lib.ps1"`; `Import-Module ./Tools.psm1`; `using module ./Lib.psm1`.
(command (command_invokation_operator) @_dot) @import
((command command_name: (command_name) @_cmd) @import
  (#match? @_cmd "^([Ii]mport-[Mm]odule|using)$"))
