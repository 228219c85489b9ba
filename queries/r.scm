; repomap query for R (grammar: tree-sitter-r, as built by @cursorless/tree-sitter-wasms).
; Convention (see src/extract/extractor.ts): @definition.<kind> + @name,
; @reference.<kind> + @name, @import; captures starting with `_` are helpers.
; A function is an assignment of one (`f <- function(x) {`, `f = function`,
; `f <<- function`, `"f" <- function`), its signature up to its body. A
; variable is an assignment at the top of the file; what a function or a call's
; block (`test_that("…", { … })`) assigns is local. S4 classes and generics and
; R6 classes are named by their first argument.

; ---- definitions -------------------------------------------------------

(binary_operator
  lhs: [(identifier) @name (string (string_content) @name)]
  operator: ["<-" "=" "<<-"]
  rhs: (function_definition body: (_) @body)) @definition.function
(binary_operator
  lhs: [(identifier) @name (string (string_content) @name)]
  operator: ["<-" "=" "<<-"]
  rhs: (function_definition)) @definition.function

; `Person <- R6Class("Person", public = list(greet = function() …))`: a class of methods.
((binary_operator
  lhs: (identifier) @name
  operator: ["<-" "=" "<<-"]
  rhs: (call function: [(identifier) @_r6 (namespace_operator rhs: (identifier) @_r6)])) @definition.class
  (#eq? @_r6 "R6Class"))
(call
  function: [(identifier) @_r6 (namespace_operator rhs: (identifier) @_r6)]
  arguments: (arguments
    (argument
      value: (call
        function: (identifier) @_list
        arguments: (arguments
          (argument name: (identifier) @name value: (function_definition body: (_) @body)) @definition.function))))
  (#eq? @_r6 "R6Class")
  (#eq? @_list "list"))

; `setClass("Person", …)`, `setRefClass(…)`, `setGeneric("area", …)`.
((call
  function: (identifier) @_define
  arguments: (arguments . (argument value: (string (string_content) @name)))) @definition.class
  (#any-of? @_define "setClass" "setRefClass"))
((call
  function: (identifier) @_define
  arguments: (arguments . (argument value: (string (string_content) @name)))) @definition.function
  (#eq? @_define "setGeneric"))

; Last, so that a function or class assignment is read as one: `x <- 10`, `x = list(…)` at the top of a file.
(program
  (binary_operator
    lhs: (identifier) @name
    operator: ["<-" "=" "<<-"]
    rhs: (_)) @definition.variable)

; ---- references --------------------------------------------------------

(call function: (identifier) @name) @reference.call
(call function: (namespace_operator rhs: (identifier) @name)) @reference.call

; ---- imports -----------------------------------------------------------

((call
  function: (identifier) @_source
  arguments: (arguments . (argument value: (string)))) @import
  (#any-of? @_source "source" "sys.source"))
