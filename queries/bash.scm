; repomap query for Bash (and POSIX sh).
; Convention (see src/extract/extractor.ts): @definition.<kind> + @name,
; @reference.<kind> + @name, @import; captures starting with `_` are helpers.

; ---- definitions -------------------------------------------------------

; f() { … } and function f { … }: the body field ends the signature.
(function_definition name: (word) @name) @definition.function

; `alias ll='ls -l'`, `alias gs='git status' gd='git diff'`: each alias a command (a function),
; named by what comes before its `=` (also inside a function: running it defines the alias).
((command
  name: (command_name (word) @_cmd)
  argument: [(word) @name (concatenation . (word) @name)]) @definition.function
  (#eq? @_cmd "alias")
  (#match? @name "^[^=]+="))

; Top-level settings: `export NVM_DIR=…`, `readonly VERSION=1`, `declare -r X=…`
; (any name), and plain assignments of UPPER_CASE names. Assignments inside
; functions are locals (the function is their scope).
(program
  (declaration_command
    (variable_assignment name: (variable_name) @name)) @definition.variable)
(program
  ((variable_assignment name: (variable_name) @name) @definition.variable
    (#match? @name "^[A-Z][A-Z0-9_]*$")))

; ---- imports -----------------------------------------------------------

; source path / . path with a literal (or $(dirname "$0")/…, ${BASH_SOURCE%/*}/…) path
((command
  name: (command_name (word) @_cmd)
  argument: (_)) @import
  (#any-of? @_cmd "source" "."))

; ---- references --------------------------------------------------------

; Every command name is a call: the map links the ones a file defines.
((command name: (command_name (word) @name)) @reference.call
  (#not-any-of? @name "source" "." "echo" "printf" "command" "local" "return" "exit" "set" "shift" "test" "[" "true" "false" "cd" "export" "unset" "eval" "exec" "read" "trap"))
