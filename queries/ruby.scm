; repomap query for Ruby.
; Convention (see src/extract/extractor.ts): @definition.<kind> + @name,
; @reference.<kind> + @name, @import; captures starting with `_` are helpers.
; Names are qualified by nesting (`module Billing; class Invoice; def pay` →
; Billing.Invoice.pay); `class A::B` names B with A as its container.

; ---- definitions -------------------------------------------------------

(module name: (constant) @name) @definition.module
(module name: (scope_resolution scope: (_) @container name: (constant) @name)) @definition.module
(module name: (scope_resolution name: (constant) @name)) @definition.module
(class name: (constant) @name) @definition.class
(class name: (scope_resolution scope: (_) @container name: (constant) @name)) @definition.class
(class name: (scope_resolution name: (constant) @name)) @definition.class

; `def pay`, `def self.build` (a method of the enclosing class), `def Invoice.build`.
(method name: (_) @name) @definition.method
(singleton_method object: (self) name: (_) @name) @definition.method
(singleton_method object: (constant) @container name: (_) @name) @definition.method
(singleton_method object: (identifier) @container name: (_) @name) @definition.method
(singleton_method object: (scope_resolution name: (constant) @container) name: (_) @name) @definition.method

; `alias total amount`: a second name of a method.
(alias name: (identifier) @name) @definition.method

; `TAX_RATE = 0.2`, `Status = Struct.new(...)`.
(assignment left: (constant) @name) @definition.constant

; ---- references --------------------------------------------------------

; `Invoice.new(...)`, `Billing::Invoice.new`.
(call
  receiver: (constant) @name
  method: (identifier) @_new
  (#eq? @_new "new")) @reference.new
(call
  receiver: (scope_resolution name: (constant) @name)
  method: (identifier) @_new
  (#eq? @_new "new")) @reference.new

; `class Invoice < Document`, `include Payable`, `extend Forwardable`.
(superclass (constant) @name) @reference.inheritance
(superclass (scope_resolution name: (constant) @name)) @reference.inheritance
(call
  method: (identifier) @_mixin
  arguments: (argument_list (constant) @name)
  (#match? @_mixin "^(include|extend|prepend)$")) @reference.inheritance
(call
  method: (identifier) @_mixin
  arguments: (argument_list (scope_resolution name: (constant) @name))
  (#match? @_mixin "^(include|extend|prepend)$")) @reference.inheritance

; Method calls: `invoice.pay(10)`, `validate! amount`, `Tax.rate`.
(call method: (identifier) @name) @reference.call
(call method: (constant) @name) @reference.call

; Constant uses: `Invoice::TAX_RATE`, `rescue PaymentError`.
((constant) @name) @reference.type

; ---- imports -----------------------------------------------------------

; `require 'billing/invoice'`, `require_relative 'tax'`.
((call
  method: (identifier) @_require
  arguments: (argument_list . (string))) @import
  (#match? @_require "^(require|require_relative|load)$"))

; `attr_reader :lines, :status` defines the fields `lines` and `status`; `alias_method :new, :old` a method.
((call
   method: (identifier) @_attr
   arguments: (argument_list (simple_symbol) @name)) @definition.field
  (#match? @_attr "^attr_(reader|writer|accessor)$"))
((call
   method: (identifier) @_alias
   arguments: (argument_list . (simple_symbol) @name)) @definition.method
  (#eq? @_alias "alias_method"))
