; repomap query for Python.
; Convention (see src/extract/extractor.ts): @definition.<kind> + @name,
; @reference.<kind> + @name, @import; captures starting with `_` are helpers.

; ---- definitions -------------------------------------------------------

; Decorated definitions are captured without their decorators: the signature
; and the start line begin at `def` / `class`.
(class_definition name: (identifier) @name) @definition.class

; A `def` nested in a class becomes a method (engine), in a function a local.
(function_definition name: (identifier) @name) @definition.function

; Class attributes (`total: Decimal = Decimal(0)`, dataclass fields). The
; whole statement is captured so that it wins over the assignment patterns
; below, which capture the inner `assignment` node.
(class_definition
  body: (block
    (expression_statement
      (assignment left: (identifier) @name)) @definition.field))
(class_definition
  body: (block
    (expression_statement
      (assignment left: (pattern_list (identifier) @name))) @definition.field))

; Module-level assignments. Assignments inside functions are locals and are
; dropped by the engine. UPPER_CASE names become constants in the engine (the
; spec's `constantNames`): a predicate here would be evaluated per match, and
; every assignment in a function body matches.
(assignment left: (identifier) @name) @definition.variable
(assignment left: (pattern_list (identifier) @name)) @definition.variable

; ---- references --------------------------------------------------------

; Calls; instantiating a class is a call in Python.
(call function: (identifier) @name) @reference.call
(call function: (attribute attribute: (identifier) @name)) @reference.call

; Decorators apply a callable: `@dataclass`, `@app.route(...)` (the latter is
; already a call).
(decorator (identifier) @name) @reference.call
(decorator (attribute attribute: (identifier) @name)) @reference.call

; Base classes: `class A(Base)`, `class A(models.Model)`, `class A(Generic[T])`.
(class_definition superclasses: (argument_list (identifier) @name)) @reference.inheritance
(class_definition superclasses: (argument_list (attribute attribute: (identifier) @name))) @reference.inheritance
(class_definition superclasses: (argument_list (subscript value: (identifier) @name))) @reference.inheritance
(class_definition superclasses: (argument_list (subscript value: (attribute attribute: (identifier) @name)))) @reference.inheritance

; Type references in annotations (parameters, returns, variables).
(type (identifier) @name) @reference.type
(type (attribute attribute: (identifier) @name)) @reference.type
(generic_type (identifier) @name) @reference.type
(type (binary_operator left: (identifier) @name)) @reference.type
(type (binary_operator right: (identifier) @name)) @reference.type
(type (subscript value: (identifier) @name)) @reference.type
; Forward references written as strings: `-> "Invoice"`.
((type (string (string_content) @name)) @reference.type
  (#match? @name "^[A-Za-z_][A-Za-z0-9_]*$"))

; Attribute access: `invoice.total`, `self.items`.
(attribute attribute: (identifier) @name) @reference.member

; Names brought in by `from module import name [as alias]`.
(import_from_statement name: (dotted_name (identifier) @name)) @reference.import
(import_from_statement name: (aliased_import name: (dotted_name (identifier) @name))) @reference.import

; ---- imports -----------------------------------------------------------

(import_statement) @import
(import_from_statement) @import
