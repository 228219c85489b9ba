; repomap query for C++.
; Convention (see src/extract/extractor.ts): @definition.<kind> + @name,
; @reference.<kind> + @name, @import, @container, @body; captures starting
; with `_` are helpers. Declarations inside function bodies are locals (the
; engine drops definitions nested in a function), so patterns need not be
; anchored at the top level (`#ifdef`-wrapped headers keep working).
; A template is captured with its `template <…>` line: the definition node is
; the template_declaration, so the signature starts with it. On one name the
; outermost definition wins, and on one node the first pattern here wins:
; members (inside a class body) are written before free functions.

; ---- namespaces and types ----------------------------------------------

(namespace_definition name: (_) @name body: (_) @body) @definition.module

(template_declaration (class_specifier name: (type_identifier) @name body: (_) @body)) @definition.class
(template_declaration (struct_specifier name: (type_identifier) @name body: (_) @body)) @definition.struct
(template_declaration (union_specifier name: (type_identifier) @name body: (_) @body)) @definition.struct
(class_specifier name: (type_identifier) @name body: (_) @body) @definition.class
(struct_specifier name: (type_identifier) @name body: (_) @body) @definition.struct
(union_specifier name: (type_identifier) @name body: (_) @body) @definition.struct
; Specialisations `template <> struct hash<Id> {…}` are named by their template.
(template_declaration (class_specifier name: (template_type name: (type_identifier) @name) body: (_) @body)) @definition.class
(template_declaration (struct_specifier name: (template_type name: (type_identifier) @name) body: (_) @body)) @definition.struct

(enum_specifier name: (type_identifier) @name body: (_) @body) @definition.enum
(enumerator name: (identifier) @name) @definition.constant

; `typedef struct { … } name_t;`: the anonymous struct is named by its typedef.
(type_definition
  type: [(struct_specifier !name body: (_)) (union_specifier !name body: (_)) (class_specifier !name body: (_))]
  declarator: (type_identifier) @name) @definition.struct
(type_definition type: (enum_specifier !name body: (_)) declarator: (type_identifier) @name) @definition.enum

; Aliases: `using Id = unsigned long;`, `template <class T> using Vec = …;`, typedefs.
(template_declaration (alias_declaration name: (type_identifier) @name)) @definition.type
(alias_declaration name: (type_identifier) @name) @definition.type
(type_definition declarator: (type_identifier) @name) @definition.type
(type_definition declarator: (pointer_declarator declarator: (type_identifier) @name)) @definition.type
(type_definition declarator: (array_declarator declarator: (type_identifier) @name)) @definition.type
(type_definition declarator: (function_declarator declarator: (type_identifier) @name)) @definition.type
(type_definition
  declarator: (function_declarator
    declarator: (parenthesized_declarator (pointer_declarator declarator: (type_identifier) @name)))) @definition.type
(template_declaration (concept_definition name: (identifier) @name)) @definition.type

; ---- members of a class ------------------------------------------------

; Methods declared or defined in a class body, constructors (`Box.Box`),
; destructors (`Box.~Box`) and operators (`Box.operator==`), also as templates
; and behind `*`/`&` return declarators.
(field_declaration_list (template_declaration (function_definition
  declarator: [(function_declarator declarator: (_) @name)
               (pointer_declarator declarator: (function_declarator declarator: (_) @name))
               (reference_declarator (function_declarator declarator: (_) @name))]
  body: (_)? @body)) @definition.method)
(field_declaration_list (template_declaration (declaration
  declarator: [(function_declarator declarator: (_) @name)
               (pointer_declarator declarator: (function_declarator declarator: (_) @name))
               (reference_declarator (function_declarator declarator: (_) @name))])) @definition.method)
(field_declaration_list (function_definition
  declarator: [(function_declarator declarator: (_) @name)
               (pointer_declarator declarator: (function_declarator declarator: (_) @name))
               (reference_declarator (function_declarator declarator: (_) @name))]
  body: (_)? @body) @definition.method)
(field_declaration_list (declaration
  declarator: [(function_declarator declarator: (_) @name)
               (pointer_declarator declarator: (function_declarator declarator: (_) @name))
               (reference_declarator (function_declarator declarator: (_) @name))]) @definition.method)
(field_declaration_list (field_declaration
  declarator: [(function_declarator declarator: (_) @name)
               (pointer_declarator declarator: (function_declarator declarator: (_) @name))
               (reference_declarator (function_declarator declarator: (_) @name))]) @definition.method)

; Conversion operators (`operator bool() const`, `Box.operator const char*`): the
; grammar makes the operator the declarator itself.
(field_declaration_list (template_declaration (function_definition declarator: (operator_cast) @name body: (_)? @body)) @definition.method)
(field_declaration_list (template_declaration (declaration declarator: (operator_cast) @name)) @definition.method)
(field_declaration_list (function_definition declarator: (operator_cast) @name body: (_)? @body) @definition.method)
(field_declaration_list (declaration declarator: (operator_cast) @name) @definition.method)

; A member of an anonymous struct/union/enum type names it (`u.i`).
(field_declaration
  type: [(struct_specifier !name body: (_)) (union_specifier !name body: (_))]
  declarator: (field_identifier) @name) @definition.struct
(field_declaration type: (enum_specifier !name body: (_)) declarator: (field_identifier) @name) @definition.enum

; Fields: `T value;`, `static int count;`, `Node *next;`, `T &ref;`, `int buf[4];`, `int (*cb)(int);`.
(field_declaration declarator: (field_identifier) @name) @definition.field
(field_declaration declarator: (pointer_declarator declarator: (field_identifier) @name)) @definition.field
(field_declaration declarator: (pointer_declarator declarator: (pointer_declarator declarator: (field_identifier) @name))) @definition.field
(field_declaration declarator: (reference_declarator (field_identifier) @name)) @definition.field
(field_declaration declarator: (array_declarator declarator: (field_identifier) @name)) @definition.field
(field_declaration declarator: (pointer_declarator declarator: (array_declarator declarator: (field_identifier) @name))) @definition.field
(field_declaration
  declarator: (function_declarator
    declarator: (parenthesized_declarator (pointer_declarator declarator: (field_identifier) @name)))) @definition.field

; ---- functions -----------------------------------------------------------

; Out-of-line members: `double Circle::area() const {…}` is `Circle.area`,
; `template <class T> Box<T>::Box(int)` is `Box.Box`, `a::b::C::run` is `C.run`.
(template_declaration (function_definition
  declarator: [(function_declarator declarator: (qualified_identifier
                 scope: [(namespace_identifier) @container (template_type name: (type_identifier) @container)]
                 name: (_) @name))
               (pointer_declarator declarator: (function_declarator declarator: (qualified_identifier
                 scope: [(namespace_identifier) @container (template_type name: (type_identifier) @container)]
                 name: (_) @name)))
               (reference_declarator (function_declarator declarator: (qualified_identifier
                 scope: [(namespace_identifier) @container (template_type name: (type_identifier) @container)]
                 name: (_) @name)))]
  body: (_) @body)) @definition.method
(function_definition
  declarator: [(function_declarator declarator: (qualified_identifier
                 scope: [(namespace_identifier) @container (template_type name: (type_identifier) @container)]
                 name: [(identifier) (destructor_name) (operator_name) (operator_cast) (field_identifier)] @name))
               (pointer_declarator declarator: (function_declarator declarator: (qualified_identifier
                 scope: [(namespace_identifier) @container (template_type name: (type_identifier) @container)]
                 name: [(identifier) (destructor_name) (operator_name) (field_identifier)] @name)))
               (reference_declarator (function_declarator declarator: (qualified_identifier
                 scope: [(namespace_identifier) @container (template_type name: (type_identifier) @container)]
                 name: [(identifier) (destructor_name) (operator_name) (field_identifier)] @name)))]
  body: (_) @body) @definition.method
(function_definition
  declarator: (function_declarator declarator: (qualified_identifier
    name: (qualified_identifier
      scope: [(namespace_identifier) @container (template_type name: (type_identifier) @container)]
      name: [(identifier) (destructor_name) (operator_name) (operator_cast)] @name)))
  body: (_) @body) @definition.method
(function_definition
  declarator: (function_declarator declarator: (qualified_identifier
    name: (qualified_identifier
      name: (qualified_identifier
        scope: [(namespace_identifier) @container (template_type name: (type_identifier) @container)]
        name: [(identifier) (destructor_name) (operator_name) (operator_cast)] @name))))
  body: (_) @body) @definition.method

(template_declaration (function_definition
  declarator: (qualified_identifier
    scope: [(namespace_identifier) @container (template_type name: (type_identifier) @container)]
    name: (operator_cast) @name)
  body: (_) @body)) @definition.method
(function_definition
  declarator: (qualified_identifier
    scope: [(namespace_identifier) @container (template_type name: (type_identifier) @container)]
    name: (operator_cast) @name)
  body: (_) @body) @definition.method

; Out-of-line static data members: `int Counter::total = 0;`, `const char *const Names::first;`.
(declaration
  declarator: [(qualified_identifier scope: [(namespace_identifier) @container (template_type name: (type_identifier) @container)] name: (identifier) @name)
               (init_declarator declarator: (qualified_identifier scope: [(namespace_identifier) @container (template_type name: (type_identifier) @container)] name: (identifier) @name))
               (pointer_declarator declarator: (qualified_identifier scope: [(namespace_identifier) @container (template_type name: (type_identifier) @container)] name: (identifier) @name))
               (init_declarator declarator: (pointer_declarator declarator: (qualified_identifier scope: [(namespace_identifier) @container (template_type name: (type_identifier) @container)] name: (identifier) @name)))]) @definition.field

; Explicit specialisations: `template <> void run<true>() {…}` is `run`.
(template_declaration (function_definition
  declarator: (function_declarator declarator: (template_function name: (identifier) @name))
  body: (_) @body)) @definition.function
(function_definition
  declarator: (function_declarator declarator: (template_function name: (identifier) @name))
  body: (_) @body) @definition.function

; Free functions, templates and operators: `int f(…) {…}`, `char *f(…)`, `T& f(…)`.
(template_declaration (function_definition
  declarator: [(function_declarator declarator: [(identifier) (operator_name)] @name)
               (pointer_declarator declarator: (function_declarator declarator: [(identifier) (operator_name)] @name))
               (reference_declarator (function_declarator declarator: [(identifier) (operator_name)] @name))]
  body: (_) @body)) @definition.function
(function_definition
  declarator: [(function_declarator declarator: [(identifier) (operator_name)] @name)
               (pointer_declarator declarator: (function_declarator declarator: [(identifier) (operator_name)] @name))
               (pointer_declarator declarator: (pointer_declarator declarator: (function_declarator declarator: [(identifier) (operator_name)] @name)))
               (reference_declarator (function_declarator declarator: [(identifier) (operator_name)] @name))]
  body: (_) @body) @definition.function

; Prototypes: `int add(int, int);`, `template <class T> T max(T, T);`.
(template_declaration (declaration
  declarator: [(function_declarator declarator: [(identifier) (operator_name)] @name)
               (pointer_declarator declarator: (function_declarator declarator: [(identifier) (operator_name)] @name))
               (reference_declarator (function_declarator declarator: [(identifier) (operator_name)] @name))])) @definition.function
(declaration
  declarator: [(function_declarator declarator: [(identifier) (operator_name)] @name)
               (pointer_declarator declarator: (function_declarator declarator: [(identifier) (operator_name)] @name))
               (pointer_declarator declarator: (pointer_declarator declarator: (function_declarator declarator: [(identifier) (operator_name)] @name)))
               (reference_declarator (function_declarator declarator: [(identifier) (operator_name)] @name))]) @definition.function

; ---- macros and globals --------------------------------------------------

(preproc_def name: (identifier) @name) @definition.macro
(preproc_function_def name: (identifier) @name) @definition.macro

; An anonymous struct's variable names it: `static struct { int n; } state;`.
(declaration
  type: [(struct_specifier !name body: (_)) (union_specifier !name body: (_)) (class_specifier !name body: (_))]
  declarator: [(identifier) @name (init_declarator declarator: (identifier) @name)]) @definition.struct

(declaration
  type: (enum_specifier !name body: (_))
  declarator: [(identifier) @name (init_declarator declarator: (identifier) @name)]) @definition.enum

; Globals and constants: `constexpr int kMax = 4;`, `extern const char *names[];`,
; `template <class T> constexpr bool is_x = …;`.
(template_declaration (declaration declarator: (init_declarator declarator: (identifier) @name))) @definition.variable
(declaration declarator: (identifier) @name) @definition.variable
(declaration declarator: (init_declarator declarator: (identifier) @name)) @definition.variable
(declaration declarator: (pointer_declarator declarator: (identifier) @name)) @definition.variable
(declaration declarator: (init_declarator declarator: (pointer_declarator declarator: (identifier) @name))) @definition.variable
(declaration declarator: (reference_declarator (identifier) @name)) @definition.variable
(declaration declarator: (init_declarator declarator: (reference_declarator (identifier) @name))) @definition.variable
(declaration declarator: (array_declarator declarator: (identifier) @name)) @definition.variable
(declaration declarator: (init_declarator declarator: (array_declarator declarator: (identifier) @name))) @definition.variable
(declaration declarator: (pointer_declarator declarator: (array_declarator declarator: (identifier) @name))) @definition.variable
(declaration declarator: (init_declarator declarator: (pointer_declarator declarator: (array_declarator declarator: (identifier) @name)))) @definition.variable

; ---- references --------------------------------------------------------

; Calls: `f(x)`, `obj.run()`, `p->run()`, `std::sort(…)`, `make<T>(…)`.
(call_expression function: (identifier) @name) @reference.call
(call_expression function: (field_expression field: (field_identifier) @name)) @reference.call
(call_expression function: (qualified_identifier name: (identifier) @name)) @reference.call
(call_expression function: (qualified_identifier name: (qualified_identifier name: (identifier) @name))) @reference.call
(call_expression function: (template_function name: (identifier) @name)) @reference.call
(call_expression function: (qualified_identifier name: (template_function name: (identifier) @name))) @reference.call
(call_expression function: (field_expression field: (template_method name: (field_identifier) @name))) @reference.call

; `new T(…)`, `new ns::T`, `new Box<int>`.
(new_expression type: (type_identifier) @name) @reference.new
(new_expression type: (template_type name: (type_identifier) @name)) @reference.new
(new_expression type: (qualified_identifier name: (type_identifier) @name)) @reference.new
(new_expression type: (qualified_identifier name: (template_type name: (type_identifier) @name))) @reference.new

; Base classes: `class Box : public Base, Other<T>, ns::Iface`.
(base_class_clause (type_identifier) @name) @reference.inheritance
(base_class_clause (template_type name: (type_identifier) @name)) @reference.inheritance
(base_class_clause (qualified_identifier name: (type_identifier) @name)) @reference.inheritance
(base_class_clause (qualified_identifier name: (template_type name: (type_identifier) @name))) @reference.inheritance

; Type uses: declarations, parameters, template arguments, casts.
(type_identifier) @name @reference.type

; Members: `p->next`, `pt.x`.
(field_expression field: (field_identifier) @name) @reference.member

; ---- imports -----------------------------------------------------------

(preproc_include) @import
