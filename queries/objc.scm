; repomap query for Objective-C (.m, .mm, and a .h file that declares Objective-C:
; src/extract/header-language.ts).
; Convention (see src/extract/extractor.ts): @definition.<kind> + @name,
; @reference.<kind> + @name, @import, @scope, @body; captures starting with `_`
; are helpers.
; A method is named by its selector, keywords and colons (`addItem:quantity:` for
; `- (void)addItem:(id)item quantity:(int)q`, `count` for `- (int)count`), and so
; is a message send (`[cart addItem:x quantity:2]`): the @name captures of a
; match are joined.

; ---- definitions -------------------------------------------------------

; @interface / @implementation of a class (a class extension `@interface Foo ()`
; included) define the class.
; The first member ends the signature (`@interface Foo : NSObject <P>`).
(class_interface !category . (identifier) @name
  [(property_declaration) (method_declaration) (instance_variables) (qualified_protocol_interface_declaration)] @body) @definition.class
(class_interface !category . (identifier) @name) @definition.class
(class_implementation !category . (identifier) @name [(implementation_definition) (instance_variables)] @body) @definition.class
(class_implementation !category . (identifier) @name) @definition.class
; A category `@interface UIImage (GIF)` is a named bundle of methods (a trait, as a
; Dart named extension): `UIImage.GIF`. Its methods stay the class's (`UIImage.method`):
; the class name is also a scope over the same node, written after the trait.
(class_interface . (identifier) @container category: (identifier) @name
  [(property_declaration) (method_declaration) (qualified_protocol_interface_declaration)] @body) @definition.trait
(class_interface . (identifier) @container category: (identifier) @name) @definition.trait
(class_implementation . (identifier) @container category: (identifier) @name (implementation_definition) @body) @definition.trait
(class_implementation . (identifier) @container category: (identifier) @name) @definition.trait
(class_interface . (identifier) @name category: (identifier)) @scope
(class_implementation . (identifier) @name category: (identifier)) @scope
(protocol_declaration . (identifier) @name
  [(property_declaration) (method_declaration) (qualified_protocol_interface_declaration)] @body) @definition.interface
(protocol_declaration . (identifier) @name) @definition.interface

; Methods (instance `-` and class `+`), declared or defined.
(method_declaration [(identifier) @name (method_parameter ":" @name)]+) @definition.method
(method_definition [(identifier) @name (method_parameter ":" @name)]+ (compound_statement) @body) @definition.method

; @property: `NSArray *items`, `NSInteger count`, `void (^onChange)(id)`.
(property_declaration (struct_declaration (struct_declarator (identifier) @name))) @definition.field
(property_declaration (struct_declaration (struct_declarator (pointer_declarator declarator: (identifier) @name)))) @definition.field
(property_declaration (struct_declaration (struct_declarator (pointer_declarator declarator: (pointer_declarator declarator: (identifier) @name))))) @definition.field
(property_declaration (struct_declaration (struct_declarator (function_declarator declarator: (parenthesized_declarator (block_pointer_declarator declarator: (identifier) @name)))))) @definition.field

; Instance variables, in braces after `@interface Foo : NSObject` or `@implementation Foo`:
; `NSString *name;`, `dispatch_queue_t a, b;`, `void *key;`, `int counts[4];`, `void (^done)(id);`.
(instance_variable (struct_declaration (struct_declarator [
  (identifier) @name
  (pointer_declarator declarator: (identifier) @name)
  (pointer_declarator declarator: (pointer_declarator declarator: (identifier) @name))
  (array_declarator declarator: (identifier) @name)
  (function_declarator declarator: (parenthesized_declarator (block_pointer_declarator declarator: (identifier) @name)))]))) @definition.field

; C: functions, macros, structs, unions, enums, typedefs, file-level variables.
(function_definition declarator: (function_declarator declarator: (identifier) @name)) @definition.function
(function_definition declarator: (pointer_declarator declarator: (function_declarator declarator: (identifier) @name))) @definition.function
; Prototypes, the C API a header declares: `FOUNDATION_EXPORT UIImage *SDScaledImageForKey(…);`.
(declaration declarator: (function_declarator declarator: (identifier) @name)) @definition.function
(declaration declarator: (pointer_declarator declarator: (function_declarator declarator: (identifier) @name))) @definition.function
(preproc_def name: (identifier) @name) @definition.macro
(preproc_function_def name: (identifier) @name) @definition.macro
(struct_specifier name: (type_identifier) @name body: (field_declaration_list)) @definition.struct
(union_specifier name: (type_identifier) @name body: (field_declaration_list)) @definition.struct
(enum_specifier name: (type_identifier) @name body: (enumerator_list)) @definition.enum
(enumerator name: (identifier) @name) @definition.constant
(field_declaration_list (field_declaration declarator: (field_identifier) @name) @definition.field)
(field_declaration_list (field_declaration declarator: (pointer_declarator declarator: (field_identifier) @name)) @definition.field)
; `typedef NS_ENUM(NSInteger, State) { StateA, StateB };` parses as a macro type
; whose values are declarators: the enum and its values (unqualified).
((type_definition
  type: (macro_type_specifier name: (identifier) @_m type: (type_descriptor type: (type_identifier) @name))) @definition.enum
  (#match? @_m "^(NS|CF)_(ENUM|OPTIONS|CLOSED_ENUM|ERROR_ENUM)$"))
((type_definition type: (macro_type_specifier name: (identifier) @_m) declarator: (type_identifier) @name) @definition.constant
  (#match? @_m "^(NS|CF)_(ENUM|OPTIONS|CLOSED_ENUM|ERROR_ENUM)$"))
(type_definition declarator: (type_identifier) @name) @definition.type
(type_definition declarator: (pointer_declarator declarator: (type_identifier) @name)) @definition.type
(translation_unit (declaration declarator: (init_declarator declarator: (identifier) @name)) @definition.variable)
(translation_unit (declaration declarator: (init_declarator declarator: (pointer_declarator declarator: (identifier) @name))) @definition.variable)
(translation_unit (declaration declarator: (init_declarator declarator: (pointer_declarator declarator: (pointer_declarator declarator: (identifier) @name)))) @definition.variable)

; ---- references --------------------------------------------------------

; Message sends, by their selector: `[cart addItem:x quantity:2]` → addItem:quantity:.
(message_expression receiver: (_) [method: (identifier) @name ":" @name (_)]+) @reference.call
; `[Foo alloc]`, `[Foo new]` construct Foo; any other capitalised receiver is a class use.
((message_expression receiver: (identifier) @name method: (identifier) @_m) @reference.new
  (#match? @_m "^(alloc|new)$"))
((message_expression receiver: (identifier) @name) @reference.type
  (#match? @name "^[A-Z]"))
(call_expression function: (identifier) @name) @reference.call

; Superclass and protocol lists: `@interface Foo : NSObject <NSCopying>`, `@protocol P <NSObject>`.
(class_interface superclass: (identifier) @name) @reference.inheritance
(class_interface (parameterized_arguments (type_name (type_identifier) @name))) @reference.inheritance
(protocol_declaration (protocol_reference_list (identifier) @name)) @reference.inheritance
(class_interface (protocol_reference_list (identifier) @name)) @reference.inheritance

(type_identifier) @name @reference.type

; `self.items`, `item.cents`.
(field_expression field: (field_identifier) @name) @reference.member

; ---- imports -----------------------------------------------------------

(preproc_include) @import
