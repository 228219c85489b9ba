; repomap query for Emacs Lisp.
; Convention (see src/extract/extractor.ts): @definition.<kind> + @name,
; @reference.<kind> + @name, @import, @body; captures starting with `_` are helpers.
; A definition's signature is its head, name and argument list (or initial value):
; the first form after those is its @body.

; ---- definitions -------------------------------------------------------

; defun / defsubst / defmacro have nodes of their own in this grammar.
(function_definition name: (symbol) @name parameters: (_) . (_)? @body) @definition.function
(macro_definition name: (symbol) @name parameters: (_) . (_)? @body) @definition.macro
; defvar / defconst too (the keyword is an anonymous child).
(special_form "defvar" . (symbol) @name) @definition.variable
(special_form "defconst" . (symbol) @name) @definition.constant

; Everything else is a list whose head names the definer.
((list . (symbol) @_head . (symbol) @name . (_) . (_)? @body) @definition.function
  (#any-of? @_head "cl-defun" "cl-defsubst" "cl-defgeneric" "cl-defmethod" "define-inline"
    "define-derived-mode" "define-skeleton"))
((list . (symbol) @_head . (symbol) @name . (_)? @body) @definition.function
  (#any-of? @_head "define-minor-mode" "define-globalized-minor-mode"))
((list . (symbol) @_head . (symbol) @name . (_) . (_)? @body) @definition.macro
  (#any-of? @_head "cl-defmacro" "define-compiler-macro"))
((list . (symbol) @_head . (symbol) @name . (_) . (_)? @body) @definition.variable
  (#any-of? @_head "defcustom" "defface" "defgroup" "defvar-local" "define-error"))
((list . (symbol) @_head . (quote (symbol) @name)) @definition.function
  (#eq? @_head "defalias"))
((list . (symbol) @_head . (quote (symbol) @name)) @definition.variable
  (#eq? @_head "defvaralias"))
; `(cl-defstruct name slots…)` / `(cl-defstruct (name options…) slots…)`; EIEIO classes.
((list . (symbol) @_head . (symbol) @name) @definition.struct
  (#eq? @_head "cl-defstruct"))
((list . (symbol) @_head . (list . (symbol) @name)) @definition.struct
  (#eq? @_head "cl-defstruct"))
((list . (symbol) @_head . (symbol) @name . (_) @body) @definition.class
  (#eq? @_head "defclass"))

; Parameter lists and `let` bindings are captured as local variables (they are
; dropped as locals of the function) only so that `(x y)` is not read as a call of x
; (not for macros, whose nested definitions are not locals).
(function_definition parameters: (list . (symbol) @name) @definition.variable)
((list . (symbol) @_head . (symbol) . (list . (symbol) @name) @definition.variable)
  (#any-of? @_head "cl-defun" "cl-defsubst" "cl-defgeneric" "cl-defmethod" "define-inline"))
(special_form ["let" "let*"] . (list (list . (symbol) @name) @definition.variable))

; ---- references --------------------------------------------------------

; The head of a form is a call (of a function, macro or special form);
; `#'f` and `(funcall 'f …)` pass a function by name.
(list . (symbol) @name) @reference.call
(quote "#'" (symbol) @name) @reference.call
((list . (symbol) @_head . (quote (symbol) @name)) @reference.import
  (#eq? @_head "require"))

; ---- imports -----------------------------------------------------------

((list . (symbol) @_head . (quote (symbol))) @import
  (#eq? @_head "require"))
