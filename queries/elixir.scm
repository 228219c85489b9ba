; repomap query for Elixir.
; Convention (see src/extract/extractor.ts): @definition.<kind> + @name,
; @reference.<kind> + @name, @import, @scope, @body; captures starting with `_`
; are helpers. The grammar is generic: every form is a `call` whose target is
; the macro's name (`defmodule`, `def`, …); the definition's name is its first
; argument. A module's name is its whole alias (`Billing.Invoice`): the alias is
; one token, so the last segment alone cannot be captured.

; ---- definitions -------------------------------------------------------

; defmodule Billing.Invoice do … end — the do block is the body.
(call
  target: (identifier) @_kw
  (arguments . (alias) @name)
  (do_block) @body
  (#eq? @_kw "defmodule")) @definition.module

; defprotocol Billing.Payable do … end
(call
  target: (identifier) @_kw
  (arguments . (alias) @name)
  (do_block) @body
  (#eq? @_kw "defprotocol")) @definition.interface

; defimpl String.Chars, for: Invoice do … end qualifies its functions by the protocol.
(call
  target: (identifier) @_kw
  (arguments . (alias) @name)
  (do_block)
  (#eq? @_kw "defimpl")) @scope

; def name(args) [when guard] do … end / , do: …
(call
  target: (identifier) @_kw
  (arguments . (call target: (identifier) @name) (keywords)? @body)
  (do_block)? @body
  (#any-of? @_kw "def" "defp" "defdelegate")) @definition.function
(call
  target: (identifier) @_kw
  (arguments . (binary_operator left: (call target: (identifier) @name) operator: "when") (keywords)? @body)
  (do_block)? @body
  (#any-of? @_kw "def" "defp")) @definition.function
; def name, do: … / def name when guard do … (no parentheses)
(call
  target: (identifier) @_kw
  (arguments . (identifier) @name (keywords)? @body)
  (do_block)? @body
  (#any-of? @_kw "def" "defp")) @definition.function
(call
  target: (identifier) @_kw
  (arguments . (binary_operator left: (identifier) @name operator: "when") (keywords)? @body)
  (do_block)? @body
  (#any-of? @_kw "def" "defp")) @definition.function
; def left == right (an operator definition, as in query APIs)
(call
  target: (identifier) @_kw
  (arguments . (binary_operator operator: _ @name) (keywords)? @body)
  (do_block)? @body
  (#any-of? @_kw "def" "defmacro")
  (#any-of? @name "+" "-" "*" "/" "==" "!=" "<" ">" "<=" ">=" "and" "or" "in" "<>" "++" "--" "|>" "=~" "&&" "||" "===" "!==")) @definition.function

; def not value / def -value (a unary operator definition)
(call
  target: (identifier) @_kw
  (arguments . (unary_operator operator: _ @name) (keywords)? @body)
  (do_block)? @body
  (#any-of? @_kw "def" "defmacro")
  (#any-of? @name "not" "!" "-" "+" "^^^" "~~~")) @definition.function

; defmacro / defmacrop / defguard / defguardp
(call
  target: (identifier) @_kw
  (arguments . (call target: (identifier) @name) (keywords)? @body)
  (do_block)? @body
  (#any-of? @_kw "defmacro" "defmacrop")) @definition.macro
(call
  target: (identifier) @_kw
  (arguments . (binary_operator left: (call target: (identifier) @name) operator: "when") (keywords)? @body)
  (do_block)? @body
  (#any-of? @_kw "defmacro" "defmacrop" "defguard" "defguardp")) @definition.macro
(call
  target: (identifier) @_kw
  (arguments . (identifier) @name (keywords)? @body)
  (do_block)? @body
  (#any-of? @_kw "defmacro" "defmacrop")) @definition.macro
(call
  target: (identifier) @_kw
  (arguments . (binary_operator left: (identifier) @name operator: "when") (keywords)? @body)
  (do_block)? @body
  (#any-of? @_kw "defmacro" "defmacrop" "defguard" "defguardp")) @definition.macro

; @type t :: …, @typep, @opaque, @callback f(a) :: r [when …], @macrocallback
(unary_operator
  operator: "@"
  operand: (call
    target: (identifier) @_kw
    (arguments . (binary_operator left: [(call target: (identifier) @name) (identifier) @name] operator: "::")))
  (#any-of? @_kw "type" "typep" "opaque" "callback" "macrocallback")) @definition.type
(unary_operator
  operator: "@"
  operand: (call
    target: (identifier) @_kw
    (arguments . (binary_operator
      left: (binary_operator left: [(call target: (identifier) @name) (identifier) @name] operator: "::")
      operator: "when")))
  (#any-of? @_kw "callback" "macrocallback")) @definition.type

; ---- imports -----------------------------------------------------------

((call
  target: (identifier) @_kw
  (arguments . [(alias) @name (dot left: (alias) @name)])) @import @reference.import
  (#any-of? @_kw "alias" "import" "require" "use"))

; ---- references --------------------------------------------------------

; Billing.Tax.compute(x): a call of compute and a use of the module.
(call target: (dot left: (alias) @name)) @reference.type
(call target: (dot left: [(alias) (atom)] right: (identifier) @name)) @reference.call
; %Invoice{} and Invoice.t() in specs
(struct (alias) @name) @reference.type

; local calls, less the language's own special forms
((call target: (identifier) @name) @reference.call
  (#not-any-of? @name
    "def" "defp" "defmacro" "defmacrop" "defguard" "defguardp" "defdelegate" "defmodule"
    "defprotocol" "defimpl" "defstruct" "defexception" "defoverridable" "alias" "import" "require" "use"
    "if" "unless" "case" "cond" "with" "for" "fn" "try" "receive" "quote" "unquote" "unquote_splicing"
    "raise" "reraise" "throw" "super" "is_nil" "is_atom" "is_binary" "is_map" "is_list" "is_integer"
    "is_tuple" "is_function" "is_boolean" "is_number" "is_float" "when" "not" "and" "or" "in"
    "type" "typep" "opaque" "spec" "callback" "macrocallback" "doc" "moduledoc" "impl" "behaviour"
    "describe" "test" "setup" "assert" "refute" "assert_raise"))
