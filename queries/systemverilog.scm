; repomap query for SystemVerilog and Verilog (grammar: tree-sitter-systemverilog).
; Convention (see src/extract/extractor.ts): @definition.<kind> + @name,
; @reference.<kind> + @name, @import; captures starting with `_` are helpers.
; A design unit's or subroutine's signature ends at the `;` closing its header
; (`module alu #(…) (…)`, `function automatic int add(int a, int b)`). The signals,
; ports and instances inside a module are not definitions: the header shows the ports.

; ---- design units ------------------------------------------------------

(module_declaration (module_ansi_header name: (simple_identifier) @name ";" @body)) @definition.module
(module_declaration (module_nonansi_header name: (simple_identifier) @name ";" @body)) @definition.module
(interface_declaration (interface_ansi_header name: (simple_identifier) @name ";" @body)) @definition.interface
(interface_declaration (interface_nonansi_header name: (simple_identifier) @name ";" @body)) @definition.interface
(program_declaration (program_ansi_header name: (simple_identifier) @name ";" @body)) @definition.module
(program_declaration (program_nonansi_header name: (simple_identifier) @name ";" @body)) @definition.module
(package_declaration name: (simple_identifier) @name ";" @body) @definition.module
(checker_declaration name: (simple_identifier) @name) @definition.module

; ---- classes -----------------------------------------------------------

(class_declaration name: (simple_identifier) @name ";" @body) @definition.class
(interface_class_declaration name: (simple_identifier) @name ";" @body) @definition.interface

; Methods: the class item holds the qualifiers (`virtual`, `protected`, `static`).
(class_method (function_declaration (function_body_declaration name: (simple_identifier) @name ";" @body))) @definition.method
(class_method (task_declaration (task_body_declaration name: (simple_identifier) @name ";" @body))) @definition.method
; (`super.new(…);` inside it is a `new` and a `;` of its own.)
(class_method (class_constructor_declaration "function" . "new" @name . "(" . (class_constructor_arg_list) . ")" . ";" @body)) @definition.method
(class_method (class_constructor_declaration "function" . "new" @name . "(" . ")" . ";" @body)) @definition.method
(class_method (class_constructor_declaration "function" . "new" @name . ";" @body)) @definition.method
; `extern` and `pure virtual` methods: prototypes, the class's interface.
(class_method (function_prototype name: (simple_identifier) @name)) @definition.method
(class_method (task_prototype name: (simple_identifier) @name)) @definition.method
(interface_class_method (function_prototype name: (simple_identifier) @name)) @definition.method
(interface_class_method (task_prototype name: (simple_identifier) @name)) @definition.method

; `rand bit [7:0] addr;`: a property; `constraint c_addr { … }`; a covergroup.
(class_property (data_declaration (list_of_variable_decl_assignments (variable_decl_assignment name: (simple_identifier) @name)))) @definition.field
(class_property (data_type) . (simple_identifier) @name) @definition.field
(constraint_declaration (simple_identifier) @name) @definition.field
(covergroup_declaration name: (simple_identifier) @name ";" @body) @definition.type
; An interface's `clocking cb @(posedge clk);` and `modport master (…)`: what a testbench connects to.
(clocking_declaration name: (simple_identifier) @name ";" @body) @definition.field
(modport_declaration (modport_item . (simple_identifier) @name)) @definition.field

; ---- subroutines -------------------------------------------------------

; `function my_seq::body();` out of its class: a method of `my_seq`.
(function_declaration (function_body_declaration (class_scope (class_type (simple_identifier) @receiver)) name: (simple_identifier) @name ";" @body)) @definition.function
(task_declaration (task_body_declaration (class_scope (class_type (simple_identifier) @receiver)) name: (simple_identifier) @name ";" @body)) @definition.function
(function_declaration (function_body_declaration name: (simple_identifier) @name ";" @body)) @definition.function
(task_declaration (task_body_declaration name: (simple_identifier) @name ";" @body)) @definition.function
(function_declaration (function_body_declaration name: (simple_identifier) @name)) @definition.function
(task_declaration (task_body_declaration name: (simple_identifier) @name)) @definition.function
; `import "DPI-C" function int c_fn(…)`: a C function the design calls.
(dpi_import_export (dpi_function_proto (function_prototype name: (simple_identifier) @name))) @definition.function
(dpi_import_export (dpi_task_proto (task_prototype name: (simple_identifier) @name))) @definition.function
(sequence_declaration name: (simple_identifier) @name) @definition.function
(property_declaration name: (simple_identifier) @name) @definition.function
(let_declaration name: (simple_identifier) @name) @definition.function

; ---- types -------------------------------------------------------------

(type_declaration (data_type (enum_base_type)) type_name: (simple_identifier) @name) @definition.enum
(type_declaration (data_type (struct_union)) type_name: (simple_identifier) @name) @definition.struct
(type_declaration type_name: (simple_identifier) @name) @definition.type
(nettype_declaration (data_type) . (simple_identifier) @name) @definition.type
(enum_name_declaration . (simple_identifier) @name) @definition.constant
(struct_union_member (list_of_variable_decl_assignments (variable_decl_assignment name: (simple_identifier) @name))) @definition.field

; ---- parameters, package values, macros ---------------------------------

(parameter_declaration (list_of_param_assignments (param_assignment . (simple_identifier) @name))) @definition.constant
(local_parameter_declaration (list_of_param_assignments (param_assignment . (simple_identifier) @name))) @definition.constant
(type_parameter_declaration (list_of_type_assignments (type_assignment name: (simple_identifier) @name))) @definition.type
(parameter_port_declaration (list_of_param_assignments (param_assignment . (simple_identifier) @name))) @definition.constant
(specparam_declaration (list_of_specparam_assignments (specparam_assignment . (simple_identifier) @name))) @definition.constant

; A package's (or a file's) own variables.
(package_item (data_declaration (list_of_variable_decl_assignments (variable_decl_assignment name: (simple_identifier) @name))) @definition.variable)
(source_file (data_declaration (list_of_variable_decl_assignments (variable_decl_assignment name: (simple_identifier) @name))) @definition.variable)

(text_macro_definition (text_macro_name (simple_identifier) @name)) @definition.macro

; ---- references --------------------------------------------------------

; `ibex_alu #(…) u_alu (…)`: the module (interface, program, checker) instantiated.
(module_instantiation instance_type: (simple_identifier) @name) @reference.new
(interface_instantiation instance_type: (simple_identifier) @name) @reference.new
(program_instantiation instance_type: (simple_identifier) @name) @reference.new
(checker_instantiation instance_type: (simple_identifier) @name) @reference.new

; `helper(3)`, `obj.send(it)`, `pkg::f(x)`, `` `uvm_info(…) ``.
(tf_call (hierarchical_identifier (simple_identifier) @name .)) @reference.call
(method_call_body name: (simple_identifier) @name) @reference.call
(text_macro_usage (simple_identifier) @name) @reference.call

; `class my_seq extends base_seq`; `item_t it;`; `ibex_pkg::opcode_e`.
(class_declaration (class_type (simple_identifier) @name)) @reference.inheritance
(data_type (simple_identifier) @name) @reference.type
(class_type (simple_identifier) @name) @reference.type
(package_scope (simple_identifier) @name) @reference.type
(package_import_item . (simple_identifier) @name) @reference.import

; ---- imports -----------------------------------------------------------

(package_import_declaration) @import
(include_compiler_directive) @import
