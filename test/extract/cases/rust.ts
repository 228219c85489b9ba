import type { LanguageCase } from './types.js';

export const rust: LanguageCase = {
  language: 'rust',
  dir: 'rust/src',
  files: [
    {
      file: 'invoice.rs',
      finds: 'enums, traits, structs, fields, macros and impl methods',
      definitions: [
        ['enum', 'Status', 8, 'pub enum Status'],
        ['constant', 'Status.Draft', 9, '    Draft'],
        ['constant', 'Status.Issued', 10, '    Issued'],
        ['constant', 'Status.Void', 11, '    Void'],
        ['trait', 'Payable', 15, 'pub trait Payable: std::fmt::Debug'],
        ['type', 'Payable.Receipt', 16, '    type Receipt;'],
        ['method', 'Payable.amount_due', 18, '    fn amount_due(&self) -> Money;'],
        // a bodyless trait method keeps its multi-line parameter list whole
        [
          'method',
          'Payable.pay',
          20,
          '    fn pay(\n        &mut self,\n        amount: Money,\n    ) -> Result<Self::Receipt, PaymentError>;',
        ],
        ['method', 'Payable.is_settled', 25, '    fn is_settled(&self) -> bool'],
        ['struct', 'PaymentError', 31, 'pub struct PaymentError;'],
        ['type', 'Lines', 33, 'pub type Lines = Vec<LineItem>;'],
        ['struct', 'LineItem', 36, 'pub struct LineItem'],
        ['field', 'LineItem.description', 37, '    pub description: String'],
        ['field', 'LineItem.quantity', 38, '    pub quantity: u32'],
        ['field', 'LineItem.unit_price', 39, '    pub unit_price: Money'],
        ['struct', 'Invoice', 43, "pub struct Invoice<'a>"],
        ['field', 'Invoice.customer', 44, "    pub customer: &'a str"],
        ['field', 'Invoice.lines', 45, '    pub lines: Lines'],
        ['field', 'Invoice.status', 46, '    pub status: Status'],
        ['field', 'Invoice.paid', 47, '    paid: Money'],
        ['macro', 'line', 50, 'macro_rules! line'],
        // `impl<'a> Invoice<'a>`: methods are qualified by the implementing type
        ['method', 'Invoice.new', 57, "    pub fn new(customer: &'a str) -> Self"],
        ['method', 'Invoice.add_line', 61, '    pub fn add_line(&mut self, description: &str, quantity: u32, units: i64)'],
        [
          'method',
          'Invoice.total_with_tax',
          65,
          '    pub fn total_with_tax(\n        &self,\n        rate: f64,\n        discounts: &HashMap<String, Money>,\n    ) -> Money\n    where\n        Self: Payable,',
        ],
        // `impl<'a> Payable for Invoice<'a>`: qualified by the type, not the trait
        ['type', 'Invoice.Receipt', 83, '    type Receipt = u32;'],
        ['method', 'Invoice.amount_due', 85, '    fn amount_due(&self) -> Money'],
        ['method', 'Invoice.pay', 89, '    fn pay(&mut self, amount: Money) -> Result<u32, PaymentError>'],
      ],
      locals: ['subtotal', 'discount'],
      endLines: { 'Invoice.total_with_tax': 79 },
      body: { pattern: /\blet\b|\{|\}|=>|self\.|Ok\(/ },
      referenced: {
        // calls, method calls, scoped calls and macro invocations
        call: [
          'compute', // tax::compute(...)
          'total_with_tax', // self.total_with_tax(...)
          'amount_due',
          'push',
          'line', // line!(...)
          'new', // Vec::new()
          'Money', // tuple struct constructor
        ],
        type: [
          'HashMap',
          'PaymentError',
          'Status', // Status::Draft
        ],
        member: [
          'Draft',
          'ZERO', // Money::ZERO
          'DEFAULT_RATE', // crate::tax::DEFAULT_RATE
          'unit_price',
          'paid',
        ],
        import: ['Money'],
      },
      firstReferences: [
        { name: 'Invoice', kind: 'new', has: { line: 58, count: 1 } },
        // the impl blocks' self type is a type reference
        { name: 'Invoice', kind: 'type', has: { line: 56, count: 2 } },
        { name: 'Payable', has: { count: 2 } },
      ],
      referenceKinds: {
        Payable: ['inheritance'], // impl Payable for, Self: Payable
        Debug: ['inheritance'], // supertrait std::fmt::Debug
        HashMap: ['import', 'type'],
        // module path segments are not references
        crate: [],
        money: [],
      },
      imports: [
        { specifier: 'std::collections', names: ['HashMap'], line: 1 },
        { specifier: 'crate::money', names: ['Money'], line: 3 },
        { specifier: 'crate', names: ['tax'], line: 4 },
      ],
    },
    {
      file: 'money.rs',
      finds: 'impl items qualified by the type, whatever trait they implement',
      definitions: [
        ['constant', 'CENTS_PER_UNIT', 5, 'pub const CENTS_PER_UNIT: i64 = 100;'],
        ['struct', 'Money', 9, 'pub struct Money'],
        ['constant', 'Money.ZERO', 12, '    pub const ZERO: Money = Money(0);'],
        ['method', 'Money.from_units', 14, '    pub fn from_units(units: i64) -> Self'],
        ['method', 'Money.cents', 18, '    pub fn cents(&self) -> i64'],
        ['type', 'Money.Output', 24, '    type Output = Money;'],
        ['method', 'Money.add', 26, '    fn add(self, other: Money) -> Money'],
        ['method', 'Money.fmt', 32, "    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result"],
      ],
      // impl-for traits are inheritance
      referenceKinds: {
        Add: ['import', 'inheritance'],
        Display: ['inheritance'], // impl fmt::Display for Money
      },
      referenced: { type: ['Formatter'], call: ['write'] },
      imports: [
        { specifier: 'std', names: ['fmt'], line: 1 },
        { specifier: 'std::ops', names: ['Add'], line: 2 },
      ],
    },
    {
      file: 'tax.rs',
      finds: 'statics, functions and inline modules',
      definitions: [
        ['variable', 'DEFAULT_RATE', 3, 'pub static DEFAULT_RATE: f64 = 0.20;'],
        ['function', 'compute', 6, 'pub fn compute(amount: Money, rate: f64) -> Money'],
        ['module', 'rounding', 11, 'mod rounding'],
        ['function', 'rounding.half_up', 12, '    pub fn half_up(value: f64) -> f64'],
      ],
      locals: ['cents'],
      referenced: { call: ['cents'] }, // method defined in money.rs
      imports: [{ specifier: 'crate::money', names: ['Money'], line: 1 }],
    },
    {
      file: 'lib.rs',
      finds: 'no definitions: `mod x;` is an import, not a module definition',
      definitions: [],
      imports: [
        { specifier: 'alloc', names: [], line: 2 },
        { specifier: 'mod:invoice', names: [], line: 4 },
        { specifier: 'mod:money', names: [], line: 5 },
        { specifier: 'mod:tax', names: [], line: 6 },
        { specifier: 'crate::invoice', names: ['Invoice', 'Status'], line: 8 },
        { specifier: 'money', names: ['Money'], line: 9 },
      ],
      referenceKinds: {
        Invoice: ['import'],
        Money: ['import'], // `use money::Money as Amount`
        Amount: [],
      },
    },
  ],
};
