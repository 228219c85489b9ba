; repomap query for HCL / Terraform (grammar: @tree-sitter-grammars/tree-sitter-hcl's terraform build).
; Convention (see src/extract/extractor.ts): @definition.<kind> + @name,
; @reference.<kind> + @name, @import; captures starting with `_` are helpers.
; A resource `resource "aws_vpc" "this"` is `this` qualified by its type (`aws_vpc.this`),
; as its address reads; the block's body ends its signature.

; ---- definitions -------------------------------------------------------

((block
  (identifier) @_keyword
  . (string_lit (template_literal) @container)
  . (string_lit (template_literal) @name)
  (body)? @body) @definition.class
  (#any-of? @_keyword "resource" "data" "ephemeral"))

((block (identifier) @_keyword . (string_lit (template_literal) @name) (body)? @body) @definition.module
  (#any-of? @_keyword "module" "provider"))
((block (identifier) @_keyword . (string_lit (template_literal) @name) (body)? @body) @definition.variable
  (#eq? @_keyword "variable"))
((block (identifier) @_keyword . (string_lit (template_literal) @name) (body)? @body) @definition.field
  (#eq? @_keyword "output"))

; `locals { vpc_id = … }`: each entry is a value of the module.
((block (identifier) @_keyword (body (attribute (identifier) @name) @definition.variable))
  (#eq? @_keyword "locals"))

; ---- references --------------------------------------------------------

; `var.cidr`, `local.create_vpc`, `module.vpc.vpc_id`: the named value.
((_ (variable_expr (identifier) @_root) . (get_attr (identifier) @name)) @reference.member
  (#any-of? @_root "var" "local" "module"))
; `data.aws_iam_policy_document.flow_log.json`: the data source's name.
((_ (variable_expr (identifier) @_root) . (get_attr) . (get_attr (identifier) @name)) @reference.member
  (#eq? @_root "data"))
; `aws_vpc.this[0].id`: a resource's name (its type is the root).
((_ (variable_expr (identifier) @_root) . (get_attr (identifier) @name)) @reference.member
  (#not-any-of? @_root "var" "local" "module" "data" "each" "count" "path" "self" "terraform"))

; `merge(…)`, `try(…)`: Terraform's functions.
(function_call (identifier) @name) @reference.call

; ---- imports -----------------------------------------------------------

; `module "x" { source = "./modules/y" }`: the module's directory.
((block (identifier) @_keyword (body (attribute (identifier) @_source)) ) @import
  (#eq? @_keyword "module")
  (#eq? @_source "source"))
