; inherits: ecmascript
; repomap query for TypeScript (also inherited by tsx.scm): the patterns it
; shares with JavaScript (ecmascript.scm), then its own below.
; Convention (see src/extract/extractor.ts): @definition.<kind> + @name,
; @reference.<kind> + @name, @import; captures starting with `_` feed predicates.
; Several patterns may capture the same node: the one written FIRST wins, so
; specific patterns (a const holding an arrow function) precede catch-alls.
;
; Placement: besides the program and `export`, functions and variables are
; definitions at the top of a namespace body or of `declare global {}`, or
; wrapped in `declare`. Classes, interfaces, enums, type aliases and namespaces
; are definitions anywhere (the engine drops those nested in functions).

; ---- functions ----------------------------------------------------------

(program (function_signature name: (identifier) @name) @definition.function)
(export_statement declaration: (function_signature name: (identifier) @name)) @definition.function
(ambient_declaration (function_signature name: (identifier) @name)) @definition.function
(export_statement declaration: (ambient_declaration (function_signature name: (identifier) @name))) @definition.function
(internal_module body: (statement_block
  [(function_declaration name: (identifier) @name)
   (generator_function_declaration name: (identifier) @name)
   (function_signature name: (identifier) @name)] @definition.function))
(module body: (statement_block
  [(function_declaration name: (identifier) @name)
   (generator_function_declaration name: (identifier) @name)
   (function_signature name: (identifier) @name)] @definition.function))

; const f = () => … in a namespace (before its constant pattern below: same node, first wins)
(internal_module body: (statement_block
  [(lexical_declaration (variable_declarator name: (identifier) @name
     value: [(arrow_function) (function_expression) (generator_function)]))
   (variable_declaration (variable_declarator name: (identifier) @name
     value: [(arrow_function) (function_expression) (generator_function)]))] @definition.function))

; ---- members of module-level object literals ----------------------------
; as the shared patterns read them, also in `… satisfies T` and `… as const`

(program
  [(lexical_declaration (variable_declarator name: (identifier) @container value:
     [(satisfies_expression (object
       [(method_definition name: (property_identifier) @name) @definition.method
        (pair key: (property_identifier) @name
          value: [(arrow_function) (function_expression) (generator_function)]) @definition.method]))
      (as_expression (object
       [(method_definition name: (property_identifier) @name) @definition.method
        (pair key: (property_identifier) @name
          value: [(arrow_function) (function_expression) (generator_function)]) @definition.method]))]))
   (variable_declaration (variable_declarator name: (identifier) @container value:
     [(satisfies_expression (object
       [(method_definition name: (property_identifier) @name) @definition.method
        (pair key: (property_identifier) @name
          value: [(arrow_function) (function_expression) (generator_function)]) @definition.method]))
      (as_expression (object
       [(method_definition name: (property_identifier) @name) @definition.method
        (pair key: (property_identifier) @name
          value: [(arrow_function) (function_expression) (generator_function)]) @definition.method]))]))])
(export_statement declaration: (lexical_declaration (variable_declarator name: (identifier) @container value:
  [(satisfies_expression (object
    [(method_definition name: (property_identifier) @name) @definition.method
     (pair key: (property_identifier) @name
       value: [(arrow_function) (function_expression) (generator_function)]) @definition.method]))
   (as_expression (object
    [(method_definition name: (property_identifier) @name) @definition.method
     (pair key: (property_identifier) @name
       value: [(arrow_function) (function_expression) (generator_function)]) @definition.method]))])))
(export_statement "default" @container value:
  [(satisfies_expression (object
    [(method_definition name: (property_identifier) @name) @definition.method
     (pair key: (property_identifier) @name
       value: [(arrow_function) (function_expression) (generator_function)]) @definition.method]))
   (as_expression (object
    [(method_definition name: (property_identifier) @name) @definition.method
     (pair key: (property_identifier) @name
       value: [(arrow_function) (function_expression) (generator_function)]) @definition.method]))])

; ---- module-level constants and variables -------------------------------

(ambient_declaration (lexical_declaration "const" (variable_declarator name: (identifier) @name))) @definition.constant
(export_statement declaration: (ambient_declaration (lexical_declaration "const" (variable_declarator name: (identifier) @name)))) @definition.constant
(internal_module body: (statement_block (lexical_declaration "const" (variable_declarator name: (identifier) @name)) @definition.constant))
(module body: (statement_block (lexical_declaration "const" (variable_declarator name: (identifier) @name)) @definition.constant))

(ambient_declaration
  [(lexical_declaration "let" (variable_declarator name: (identifier) @name))
   (variable_declaration (variable_declarator name: (identifier) @name))]) @definition.variable
(internal_module body: (statement_block
  [(lexical_declaration "let" (variable_declarator name: (identifier) @name))
   (variable_declaration (variable_declarator name: (identifier) @name))] @definition.variable))

; ---- classes, interfaces, types, enums, namespaces ----------------------

; the export_statement patterns come first: the outer node wins, keeping `export`
(export_statement
  declaration: [(class_declaration name: (type_identifier) @name)
                (abstract_class_declaration name: (type_identifier) @name)]) @definition.class
(export_statement declaration: (ambient_declaration
  [(class_declaration name: (type_identifier) @name)
   (abstract_class_declaration name: (type_identifier) @name)])) @definition.class
(ambient_declaration
  [(class_declaration name: (type_identifier) @name)
   (abstract_class_declaration name: (type_identifier) @name)]) @definition.class
(class_declaration name: (type_identifier) @name) @definition.class
(abstract_class_declaration name: (type_identifier) @name) @definition.class
(export_statement "default" @name value: (class)) @definition.class

(export_statement declaration: (interface_declaration name: (type_identifier) @name)) @definition.interface
(export_statement declaration: (ambient_declaration (interface_declaration name: (type_identifier) @name))) @definition.interface
(ambient_declaration (interface_declaration name: (type_identifier) @name)) @definition.interface
(interface_declaration name: (type_identifier) @name) @definition.interface

(export_statement declaration: (type_alias_declaration name: (type_identifier) @name)) @definition.type
(export_statement declaration: (ambient_declaration (type_alias_declaration name: (type_identifier) @name))) @definition.type
(ambient_declaration (type_alias_declaration name: (type_identifier) @name)) @definition.type
(type_alias_declaration name: (type_identifier) @name) @definition.type

(export_statement declaration: (enum_declaration name: (identifier) @name)) @definition.enum
(export_statement declaration: (ambient_declaration (enum_declaration name: (identifier) @name))) @definition.enum
(ambient_declaration (enum_declaration name: (identifier) @name)) @definition.enum
(enum_declaration name: (identifier) @name) @definition.enum
; enum members: Algorithm.HS256 (qualified by the enum they sit in)
(enum_body (property_identifier) @name @definition.constant)
(enum_body (enum_assignment name: (property_identifier) @name) @definition.constant)

; namespace A.B {}, module M {}, declare module 'pkg' {} (named without quotes)
(export_statement
  declaration: [(internal_module name: [(identifier) (nested_identifier)] @name)
                (module name: [(identifier) (nested_identifier)] @name)]) @definition.module
(ambient_declaration
  [(internal_module name: [(identifier) (nested_identifier)] @name)
   (module name: [(identifier) (nested_identifier)] @name)
   (module name: (string (string_fragment) @name))]) @definition.module
(internal_module name: [(identifier) (nested_identifier)] @name) @definition.module
(module name: [(identifier) (nested_identifier)] @name) @definition.module
(module name: (string (string_fragment) @name)) @definition.module

; ---- class members (methods: shared; object literals: shared and above; nested ones are not definitions)

(class_body (method_signature name: (_) @name) @definition.method)
(class_body (abstract_method_signature name: (_) @name) @definition.method)
; handler = (e) => {…} is a method (first: it also matches the field pattern)
(class_body (public_field_definition name: (_) @name
  value: [(arrow_function) (function_expression) (generator_function)]) @definition.method)
(class_body (public_field_definition name: (_) @name) @definition.field)

; ---- interface members, and those of object types --------------------
; An object type's members are definitions where it is a type alias's value,
; also up to three types deep (`type Options = | { a } | { b }` gives Options.a
; and Options.b; an object type in a parameter of a function type lies deeper).

(interface_body (property_signature name: (_) @name) @definition.field)
(interface_body (method_signature name: (_) @name) @definition.method)
(type_alias_declaration value: [
  (object_type [(property_signature name: (_) @name) @definition.field
                (method_signature name: (_) @name) @definition.method])
  (_ (object_type [(property_signature name: (_) @name) @definition.field
                   (method_signature name: (_) @name) @definition.method]))
  (_ (_ (object_type [(property_signature name: (_) @name) @definition.field
                      (method_signature name: (_) @name) @definition.method])))
  (_ (_ (_ (object_type [(property_signature name: (_) @name) @definition.field
                         (method_signature name: (_) @name) @definition.method]))))])

; ---- references --------------------------------------------------------

(extends_clause value: (identifier) @name) @reference.inheritance
(extends_clause value: (member_expression property: (property_identifier) @name)) @reference.inheritance
(extends_type_clause type: [(type_identifier) @name
                            (generic_type name: (type_identifier) @name)
                            (nested_type_identifier name: (type_identifier) @name)]) @reference.inheritance
(implements_clause [(type_identifier) @name
                    (generic_type name: (type_identifier) @name)
                    (nested_type_identifier name: (type_identifier) @name)]) @reference.inheritance

(type_identifier) @name @reference.type

; A.B as a type: the namespace `A`
(nested_type_identifier module: (identifier) @name) @reference.member
