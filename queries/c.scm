; repomap query for C.
; Convention (see src/extract/extractor.ts): @definition.<kind> + @name,
; @reference.<kind> + @name, @import, @body; captures starting with `_` are
; helpers. Declarations inside function bodies are locals (the engine drops
; definitions nested in a function), so the patterns below need not be
; anchored at the top level, which keeps `#ifdef`-wrapped headers working.

; ---- definitions -------------------------------------------------------

; Functions: `int f(…) {…}`, `char *f(…)`, `char **f(…)`; the body ends the
; signature, a multi-line parameter list is kept whole.
(function_definition
  declarator: (function_declarator declarator: (identifier) @name)
  body: (_) @body) @definition.function
(function_definition
  declarator: (pointer_declarator declarator: (function_declarator declarator: (identifier) @name))
  body: (_) @body) @definition.function
(function_definition
  declarator: (pointer_declarator declarator: (pointer_declarator declarator: (function_declarator declarator: (identifier) @name)))
  body: (_) @body) @definition.function
; K&R-style or macro-wrapped names: `int (f)(…)`.
(function_definition
  declarator: (function_declarator declarator: (parenthesized_declarator (identifier) @name))
  body: (_) @body) @definition.function

; Prototypes (the API of a header): `int add(int a, int b);`.
(declaration
  declarator: (function_declarator declarator: (identifier) @name)) @definition.function
(declaration
  declarator: (pointer_declarator declarator: (function_declarator declarator: (identifier) @name))) @definition.function
(declaration
  declarator: (pointer_declarator declarator: (pointer_declarator declarator: (function_declarator declarator: (identifier) @name)))) @definition.function

; `typedef struct { … } name_t;`: the anonymous struct is named by its typedef,
; so its fields are `name_t.x`. Written before the plain typedef: it wins.
(type_definition
  type: (struct_specifier !name body: (_))
  declarator: (type_identifier) @name) @definition.struct
(type_definition
  type: (union_specifier !name body: (_))
  declarator: (type_identifier) @name) @definition.struct
(type_definition
  type: (enum_specifier !name body: (_))
  declarator: (type_identifier) @name) @definition.enum

; typedefs: `typedef int id_t;`, `typedef struct x *x_p;`, `typedef int (*cb_t)(int);`,
; `typedef int fn_t(int);`, `typedef char buf_t[16];`.
(type_definition declarator: (type_identifier) @name) @definition.type
(type_definition declarator: (pointer_declarator declarator: (type_identifier) @name)) @definition.type
(type_definition declarator: (array_declarator declarator: (type_identifier) @name)) @definition.type
(type_definition declarator: (function_declarator declarator: (type_identifier) @name)) @definition.type
(type_definition
  declarator: (function_declarator
    declarator: (parenthesized_declarator (pointer_declarator declarator: (type_identifier) @name)))) @definition.type
(type_definition
  declarator: (pointer_declarator declarator: (function_declarator
    declarator: (parenthesized_declarator (pointer_declarator declarator: (type_identifier) @name))))) @definition.type

; Structs, unions and enums with a body (a bare `struct x;` declares nothing new).
(struct_specifier name: (type_identifier) @name body: (_)) @definition.struct
(union_specifier name: (type_identifier) @name body: (_)) @definition.struct
(enum_specifier name: (type_identifier) @name body: (_)) @definition.enum
(enumerator name: (identifier) @name) @definition.constant

; A member or global of an anonymous struct, union or enum type names it: the
; members of `struct { union { int i; } u; }` are `u.i`, not locals of a field.
(field_declaration
  type: [(struct_specifier !name body: (_)) (union_specifier !name body: (_))]
  declarator: (field_identifier) @name) @definition.struct
(field_declaration
  type: (enum_specifier !name body: (_))
  declarator: (field_identifier) @name) @definition.enum
(declaration
  type: [(struct_specifier !name body: (_)) (union_specifier !name body: (_))]
  declarator: [(identifier) @name (init_declarator declarator: (identifier) @name)
               (array_declarator declarator: (identifier) @name)
               (init_declarator declarator: (array_declarator declarator: (identifier) @name))]) @definition.struct
(declaration
  type: (enum_specifier !name body: (_))
  declarator: [(identifier) @name (init_declarator declarator: (identifier) @name)]) @definition.enum

; Members of a struct or union: `int x, y;`, `struct node *next;`, `char buf[8];`,
; `int (*cb)(int);`, bit-fields.
(field_declaration declarator: (field_identifier) @name) @definition.field
(field_declaration declarator: (pointer_declarator declarator: (field_identifier) @name)) @definition.field
(field_declaration declarator: (pointer_declarator declarator: (pointer_declarator declarator: (field_identifier) @name))) @definition.field
(field_declaration declarator: (array_declarator declarator: (field_identifier) @name)) @definition.field
(field_declaration declarator: (pointer_declarator declarator: (array_declarator declarator: (field_identifier) @name))) @definition.field
(field_declaration declarator: (array_declarator declarator: (array_declarator declarator: (field_identifier) @name))) @definition.field
(field_declaration
  declarator: (function_declarator
    declarator: (parenthesized_declarator (pointer_declarator declarator: (field_identifier) @name)))) @definition.field
(field_declaration
  declarator: (pointer_declarator declarator: (function_declarator
    declarator: (parenthesized_declarator (pointer_declarator declarator: (field_identifier) @name))))) @definition.field

; Macros, object- and function-like.
(preproc_def name: (identifier) @name) @definition.macro
(preproc_function_def name: (identifier) @name) @definition.macro

; Globals: `static int n = 0, m;`, `extern const char *names[];`, `int (*hook)(void);`.
(declaration declarator: (identifier) @name) @definition.variable
(declaration declarator: (init_declarator declarator: (identifier) @name)) @definition.variable
(declaration declarator: (pointer_declarator declarator: (identifier) @name)) @definition.variable
(declaration declarator: (init_declarator declarator: (pointer_declarator declarator: (identifier) @name))) @definition.variable
(declaration declarator: (pointer_declarator declarator: (pointer_declarator declarator: (identifier) @name))) @definition.variable
(declaration declarator: (init_declarator declarator: (pointer_declarator declarator: (pointer_declarator declarator: (identifier) @name)))) @definition.variable
(declaration declarator: (array_declarator declarator: (identifier) @name)) @definition.variable
(declaration declarator: (init_declarator declarator: (array_declarator declarator: (identifier) @name))) @definition.variable
(declaration declarator: (pointer_declarator declarator: (array_declarator declarator: (identifier) @name))) @definition.variable
(declaration declarator: (init_declarator declarator: (pointer_declarator declarator: (array_declarator declarator: (identifier) @name)))) @definition.variable
(declaration declarator: (array_declarator declarator: (array_declarator declarator: (identifier) @name))) @definition.variable
(declaration declarator: (init_declarator declarator: (array_declarator declarator: (array_declarator declarator: (identifier) @name)))) @definition.variable
(declaration
  declarator: (function_declarator
    declarator: (parenthesized_declarator (pointer_declarator declarator: (identifier) @name)))) @definition.variable
(declaration
  declarator: (init_declarator declarator: (function_declarator
    declarator: (parenthesized_declarator (pointer_declarator declarator: (identifier) @name))))) @definition.variable

; ---- references --------------------------------------------------------

; Calls: `f(x)`, and through a member `ops->run(x)`.
(call_expression function: (identifier) @name) @reference.call
(call_expression function: (field_expression field: (field_identifier) @name)) @reference.call

; Type uses: typedef names, and `struct node`/`union u`/`enum color` in a type position.
(type_identifier) @name @reference.type

; Members: `p->next`, `pt.x`.
(field_expression field: (field_identifier) @name) @reference.member

; Function-like macros used as calls are call_expressions too; object-like
; macros used as values are plain identifiers and are not references.

; ---- imports -----------------------------------------------------------

(preproc_include) @import
