import type { LanguageCase } from './types.js';

/** Statements that only occur in bodies. */
const BODY = /\braise\b|@lines <<|Receipt\.new|\bnew\('DRAFT'\)|@invoice =|lines\.sum/;

export const ruby: LanguageCase = {
  language: 'ruby',
  dir: 'ruby/lib/billing',
  files: [
    {
      file: 'invoice.rb',
      finds: 'modules, classes, instance and singleton methods, aliases, constants and A::B names',
      definitions: [
        ['module', 'Billing', 5, 'module Billing'],
        ['class', 'Billing.Invoice', 6, '  class Invoice < Document'],
        ['constant', 'Billing.Invoice.TAX_RATE', 10, "    TAX_RATE = BigDecimal('0.2')"],
        // `def self.build` belongs to the class it is written in
        ['field', 'Billing.Invoice.lines', 12, '    attr_reader :lines, :status'],
        ['field', 'Billing.Invoice.status', 12, '    attr_reader :lines, :status'],
        ['method', 'Billing.Invoice.build', 14, '    def self.build(number, lines = [])'],
        ['method', 'Billing.Invoice.add_line', 20, '    def add_line(line)'],
        ['method', 'Billing.Invoice.pay', 25, '    def pay(amount,\n            reference: nil)'],
        ['method', 'Billing.Invoice.settle', 31, '    alias settle pay'],
        // `class << self` qualifies nothing by itself
        ['method', 'Billing.Invoice.draft', 34, '      def draft'],
        // an endless method stops before its `=`
        ['method', 'Billing.Invoice.total', 39, '    def total'],
        // `class Billing::Receipt` inside `module Billing` is Billing.Receipt
        ['class', 'Billing.Receipt', 42, '  class Billing::Receipt'],
        ['method', 'Billing.Receipt.initialize', 43, '    def initialize(invoice, amount, reference)'],
        ['method', 'Billing.version', 49, 'def Billing.version'],
      ],
      locals: ['invoice', 'helper', 'line'],
      endLines: { 'Billing.Invoice.pay': 29, 'Billing.Invoice': 40, Billing: 47 },
      body: { pattern: BODY },
      referenceKinds: {
        Document: ['inheritance'],
        Payable: ['inheritance'],
        Forwardable: ['inheritance'],
        Invoice: ['new'],
        Receipt: ['new'],
        ArgumentError: ['type'],
        add_line: ['call'],
        BigDecimal: ['call'],
      },
      imports: [
        { specifier: 'bigdecimal', names: [], line: 1 },
        { specifier: './document', names: [], line: 2 },
      ],
    },
    {
      file: 'document.rb',
      finds: 'nested modules and a base class',
      definitions: [
        ['module', 'Billing', 1, 'module Billing'],
        ['module', 'Billing.Payable', 2, '  module Payable'],
        ['method', 'Billing.Payable.paid?', 3, '    def paid?'],
        ['class', 'Billing.Document', 8, '  class Document'],
        ['method', 'Billing.Document.initialize', 9, '    def initialize(number)'],
      ],
      referenceKinds: { 'zero?': ['call'] },
      imports: [],
    },
  ],
};
