; repomap query for Perl (grammar: tree-sitter-perl, as built by @cursorless/tree-sitter-wasms).
; Convention (see src/extract/extractor.ts): @definition.<kind> + @name,
; @reference.<kind> + @name, @import; captures starting with `_` are helpers.
; `package Foo::Bar;` is a module of one line (`package Foo { … }` holds its
; subs); a `sub` is a function up to its block; `use constant` names constants.
; What a sub's block declares is local.

; ---- definitions -------------------------------------------------------

(package_statement (package_name) @name) @definition.module
(function_definition name: (identifier) @name body: (block) @body) @definition.function
(use_constant_statement constant: (identifier) @name) @definition.constant
; `use constant { A => 1, B => 2 }`: each key.
(use_constant_statement
  value: (hash_ref
    (call_expression_with_args_with_brackets (call_expression_with_bareword function_name: (identifier) @name)) @definition.constant
    .
    (fat_comma)))

; ---- references --------------------------------------------------------

(call_expression_with_bareword function_name: (identifier) @name) @reference.call
(method_invocation function_name: (identifier) @name) @reference.call
; `Foo::Bar->new(…)`: the class is referenced.
(method_invocation package_name: (package_name) @name) @reference.type

; ---- imports -----------------------------------------------------------

(use_no_statement) @import
(use_parent_statement) @import
(require_statement) @import
