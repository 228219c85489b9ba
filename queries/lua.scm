; repomap query for Lua.
; Convention (see src/extract/extractor.ts): @definition.<kind> + @name,
; @reference.<kind> + @name, @import; captures starting with `_` are helpers.
; `function M.setup()` is setup with M as its container (`M.setup`); of
; `function a.b.c()` the container is the last table, b (`b.c`);
; `function M:render()` is a method of M.

; ---- definitions -------------------------------------------------------

(function_definition_statement name: (identifier) @name) @definition.function
(function_definition_statement
  name: (variable table: (_) @container field: (identifier) @name)) @definition.function
(function_definition_statement
  name: (variable table: (_) @receiver method: (identifier) @name)) @definition.method
(local_function_definition_statement name: (identifier) @name) @definition.function

; `M.apply = function(theme) … end`, `apply = function() … end`.
(variable_assignment
  (variable_list . (variable table: (_) @container field: (identifier) @name))
  (expression_list . value: (function_definition))) @definition.function
(variable_assignment
  (variable_list . (variable name: (identifier) @name))
  (expression_list . value: (function_definition))) @definition.function
(local_variable_declaration
  (variable_list . (variable name: (identifier) @name))
  (expression_list . value: (function_definition))) @definition.function

; `local Component = { update = function(self) … end }`: a module of functions.
(local_variable_declaration
  (variable_list . (variable name: (identifier) @name))
  (expression_list . value: (table (field_list (field value: (function_definition)))))) @definition.module
(local_variable_declaration
  (expression_list
    value: (table (field_list (field key: (identifier) @name value: (function_definition)) @definition.function))))

; `M.sources = { coc = function() … end }`: functions of the table M.sources (`sources.coc`).
(variable_assignment
  (variable_list . (variable field: (identifier) @container))
  (expression_list
    . value: (table (field_list (field key: (identifier) @name value: (function_definition)) @definition.function))))
(variable_assignment
  (variable_list . (variable name: (identifier) @container))
  (expression_list
    . value: (table (field_list (field key: (identifier) @name value: (function_definition)) @definition.function))))

; ---- references --------------------------------------------------------

; `helper(x)`, `utils.merge(opts)`, `vim.api.nvim_set_hl(…)`, `obj:draw(x)`.
(call function: (variable name: (identifier) @name)) @reference.call
(call function: (variable field: (identifier) @name)) @reference.call
(call function: (variable method: (identifier) @name)) @reference.call

; ---- imports -----------------------------------------------------------

; `require("lualine.utils")`, `require 'lualine.config'`.
((call
  function: (variable name: (identifier) @_require)) @import
  (#eq? @_require "require"))
