; repomap query for Lua (grammar: @tree-sitter-grammars/tree-sitter-lua).
; Convention (see src/extract/extractor.ts): @definition.<kind> + @name,
; @reference.<kind> + @name, @import; captures starting with `_` are helpers.
; `function M.setup()` is setup with M as its container (`M.setup`); of
; `function a.b.c()` the container is the last table, b (`b.c`);
; `function M:render()` is a method of M.

; ---- definitions -------------------------------------------------------

; `function f()`, `local function f()` (the node starts at `local`).
(function_declaration name: (identifier) @name) @definition.function
(function_declaration
  name: (dot_index_expression table: (_) @container field: (identifier) @name)) @definition.function
(function_declaration
  name: (method_index_expression table: (_) @receiver method: (identifier) @name)) @definition.method

; `M.apply = function(theme) … end`, `apply = function() … end`.
(assignment_statement
  (variable_list . name: (dot_index_expression table: (_) @container field: (identifier) @name))
  (expression_list . value: (function_definition))) @definition.function
(assignment_statement
  (variable_list . name: (identifier) @name)
  (expression_list . value: (function_definition))) @definition.function
; `local f = function() … end`: the whole declaration, so its signature keeps `local`.
(variable_declaration
  (assignment_statement
    (variable_list . name: (identifier) @name)
    (expression_list . value: (function_definition)))) @definition.function

; `local Component = { update = function(self) … end }`: a module of functions.
(variable_declaration
  (assignment_statement
    (variable_list . name: (identifier) @name)
    (expression_list . value: (table_constructor (field value: (function_definition)))))) @definition.module
(variable_declaration
  (assignment_statement
    (expression_list
      . value: (table_constructor (field name: (identifier) @name value: (function_definition)) @definition.function))))

; `M.sources = { coc = function() … end }`: functions of the table M.sources (`sources.coc`).
(assignment_statement
  (variable_list . name: (dot_index_expression field: (identifier) @container))
  (expression_list
    . value: (table_constructor (field name: (identifier) @name value: (function_definition)) @definition.function)))
(assignment_statement
  (variable_list . name: (identifier) @container)
  (expression_list
    . value: (table_constructor (field name: (identifier) @name value: (function_definition)) @definition.function)))

; `local Job = setmetatable({ start = function(self) … end }, { __call = … })`:
; a module of functions made by a call on tables of functions.
(variable_declaration
  (assignment_statement
    (variable_list . name: (identifier) @name)
    (expression_list
      . value: (function_call arguments: (arguments . (table_constructor (field value: (function_definition)))))))) @definition.module
; `local statusline = retry_call_wrap(function(sections) … end)`: a function made by wrapping one.
(variable_declaration
  (assignment_statement
    (variable_list . name: (identifier) @name)
    (expression_list . value: (function_call arguments: (arguments . (function_definition body: (block)? @body)))))) @definition.function
; Any other named function in a table (`{ 'location', color = function() … end }`,
; `setmetatable({}, { __index = function(_, key) … end })`); inside a function it is a local.
(field name: (identifier) @name value: (function_definition)) @definition.function

; ---- references --------------------------------------------------------

; `helper(x)`, `utils.merge(opts)`, `vim.api.nvim_set_hl(…)`, `obj:draw(x)`.
(function_call name: (identifier) @name) @reference.call
(function_call name: (dot_index_expression field: (identifier) @name)) @reference.call
(function_call name: (method_index_expression method: (identifier) @name)) @reference.call

; ---- imports -----------------------------------------------------------

; `require("lualine.utils")`, `require 'lualine.config'`.
((function_call
  name: (identifier) @_require) @import
  (#eq? @_require "require"))
