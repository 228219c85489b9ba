; repomap query for Nix.
; Convention (see src/extract/extractor.ts): @definition.<kind> + @name,
; @reference.<kind> + @name, @import, @body; captures starting with `_` are helpers.
; A file is one expression: the definitions are the bindings of the attribute set it
; evaluates to (below its function head, `with` and `let`: each way spelt out, as a query
; cannot recurse), functions where the value is one, and the functions bound by a `let`.
; An attribute path is one name (`options.programs.git`). Whatever is bound inside a
; definition's value is local to it.

; ---- definitions -------------------------------------------------------

(source_code expression: [
  [(attrset_expression (binding_set (binding attrpath: (attrpath) @name expression: (function_expression body: (_) @body)) @definition.function)) (rec_attrset_expression (binding_set (binding attrpath: (attrpath) @name expression: (function_expression body: (_) @body)) @definition.function))]
  (function_expression body: [(attrset_expression (binding_set (binding attrpath: (attrpath) @name expression: (function_expression body: (_) @body)) @definition.function)) (rec_attrset_expression (binding_set (binding attrpath: (attrpath) @name expression: (function_expression body: (_) @body)) @definition.function))])
  (function_expression body: (let_expression body: [(attrset_expression (binding_set (binding attrpath: (attrpath) @name expression: (function_expression body: (_) @body)) @definition.function)) (rec_attrset_expression (binding_set (binding attrpath: (attrpath) @name expression: (function_expression body: (_) @body)) @definition.function))]))
  (function_expression body: (with_expression body: [(attrset_expression (binding_set (binding attrpath: (attrpath) @name expression: (function_expression body: (_) @body)) @definition.function)) (rec_attrset_expression (binding_set (binding attrpath: (attrpath) @name expression: (function_expression body: (_) @body)) @definition.function))]))
  (function_expression body: (with_expression body: (let_expression body: [(attrset_expression (binding_set (binding attrpath: (attrpath) @name expression: (function_expression body: (_) @body)) @definition.function)) (rec_attrset_expression (binding_set (binding attrpath: (attrpath) @name expression: (function_expression body: (_) @body)) @definition.function))])))
  (let_expression body: [(attrset_expression (binding_set (binding attrpath: (attrpath) @name expression: (function_expression body: (_) @body)) @definition.function)) (rec_attrset_expression (binding_set (binding attrpath: (attrpath) @name expression: (function_expression body: (_) @body)) @definition.function))])
  (with_expression body: [(attrset_expression (binding_set (binding attrpath: (attrpath) @name expression: (function_expression body: (_) @body)) @definition.function)) (rec_attrset_expression (binding_set (binding attrpath: (attrpath) @name expression: (function_expression body: (_) @body)) @definition.function))])
  (with_expression body: (let_expression body: [(attrset_expression (binding_set (binding attrpath: (attrpath) @name expression: (function_expression body: (_) @body)) @definition.function)) (rec_attrset_expression (binding_set (binding attrpath: (attrpath) @name expression: (function_expression body: (_) @body)) @definition.function))]))
  (function_expression body: (let_expression body: (with_expression body: [(attrset_expression (binding_set (binding attrpath: (attrpath) @name expression: (function_expression body: (_) @body)) @definition.function)) (rec_attrset_expression (binding_set (binding attrpath: (attrpath) @name expression: (function_expression body: (_) @body)) @definition.function))])))
  (function_expression body: (function_expression body: [(attrset_expression (binding_set (binding attrpath: (attrpath) @name expression: (function_expression body: (_) @body)) @definition.function)) (rec_attrset_expression (binding_set (binding attrpath: (attrpath) @name expression: (function_expression body: (_) @body)) @definition.function))]))
  (function_expression body: (function_expression body: (let_expression body: [(attrset_expression (binding_set (binding attrpath: (attrpath) @name expression: (function_expression body: (_) @body)) @definition.function)) (rec_attrset_expression (binding_set (binding attrpath: (attrpath) @name expression: (function_expression body: (_) @body)) @definition.function))])))])
(source_code expression: [
  [(attrset_expression (binding_set (binding attrpath: (attrpath) @name) @definition.variable)) (rec_attrset_expression (binding_set (binding attrpath: (attrpath) @name) @definition.variable))]
  (function_expression body: [(attrset_expression (binding_set (binding attrpath: (attrpath) @name) @definition.variable)) (rec_attrset_expression (binding_set (binding attrpath: (attrpath) @name) @definition.variable))])
  (function_expression body: (let_expression body: [(attrset_expression (binding_set (binding attrpath: (attrpath) @name) @definition.variable)) (rec_attrset_expression (binding_set (binding attrpath: (attrpath) @name) @definition.variable))]))
  (function_expression body: (with_expression body: [(attrset_expression (binding_set (binding attrpath: (attrpath) @name) @definition.variable)) (rec_attrset_expression (binding_set (binding attrpath: (attrpath) @name) @definition.variable))]))
  (function_expression body: (with_expression body: (let_expression body: [(attrset_expression (binding_set (binding attrpath: (attrpath) @name) @definition.variable)) (rec_attrset_expression (binding_set (binding attrpath: (attrpath) @name) @definition.variable))])))
  (let_expression body: [(attrset_expression (binding_set (binding attrpath: (attrpath) @name) @definition.variable)) (rec_attrset_expression (binding_set (binding attrpath: (attrpath) @name) @definition.variable))])
  (with_expression body: [(attrset_expression (binding_set (binding attrpath: (attrpath) @name) @definition.variable)) (rec_attrset_expression (binding_set (binding attrpath: (attrpath) @name) @definition.variable))])
  (with_expression body: (let_expression body: [(attrset_expression (binding_set (binding attrpath: (attrpath) @name) @definition.variable)) (rec_attrset_expression (binding_set (binding attrpath: (attrpath) @name) @definition.variable))]))
  (function_expression body: (let_expression body: (with_expression body: [(attrset_expression (binding_set (binding attrpath: (attrpath) @name) @definition.variable)) (rec_attrset_expression (binding_set (binding attrpath: (attrpath) @name) @definition.variable))])))
  (function_expression body: (function_expression body: [(attrset_expression (binding_set (binding attrpath: (attrpath) @name) @definition.variable)) (rec_attrset_expression (binding_set (binding attrpath: (attrpath) @name) @definition.variable))]))
  (function_expression body: (function_expression body: (let_expression body: [(attrset_expression (binding_set (binding attrpath: (attrpath) @name) @definition.variable)) (rec_attrset_expression (binding_set (binding attrpath: (attrpath) @name) @definition.variable))])))])

(let_expression (binding_set (binding attrpath: (attrpath) @name expression: (function_expression body: (_) @body)) @definition.function))

; ---- imports -----------------------------------------------------------

; import ./a.nix, callPackage ./pkg { }, imports = [ ./module.nix ];
((apply_expression function: (variable_expression name: (identifier) @_f) argument: (path_expression)) @import
  (#any-of? @_f "import" "callPackage"))
((apply_expression function: (select_expression attrpath: (attrpath (identifier) @_f .)) argument: (path_expression)) @import
  (#eq? @_f "callPackage"))
((binding attrpath: (attrpath (identifier) @_a .) expression: (list_expression)) @import
  (#eq? @_a "imports"))

; ---- references --------------------------------------------------------

; `f x`, `lib.mkIf cond x`: the function applied
(apply_expression function: (variable_expression name: (identifier) @name)) @reference.call
(apply_expression function: (select_expression attrpath: (attrpath (identifier) @name .))) @reference.call
