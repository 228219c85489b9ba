import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractSource } from '../../src/extract/extractor.js';
import type { ExtractResult } from '../../src/types.js';
import { defRows as defs, hasRef, refKinds } from './support.js';

const FIXTURES = join(import.meta.dirname, '..', '..', 'fixtures', 'extract', 'rust', 'src');

async function extract(file: string): Promise<ExtractResult> {
  return extractSource('rust', readFileSync(join(FIXTURES, file), 'utf8'));
}

describe('rust extraction: invoice.rs', async () => {
  const result = await extract('invoice.rs');

  it('parses cleanly', () => {
    expect(result.status).toBe('ok');
  });

  it('finds enums, traits, structs, fields, macros and impl methods with exact signatures', () => {
    expect(defs(result)).toEqual([
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
    ]);
  });

  it('drops locals and never puts a body in a signature', () => {
    const names = result.definitions.map((d) => d.name);
    expect(names).not.toContain('subtotal');
    expect(names).not.toContain('discount');
    for (const def of result.definitions) {
      expect(def.signature).not.toMatch(/\blet\b|\{|\}|=>|self\.|Ok\(/);
    }
    expect(result.definitions.find((d) => d.qualifiedName === 'Invoice.total_with_tax')?.endLine).toBe(79);
  });

  it('records calls, method calls, scoped calls and macro invocations', () => {
    expect(hasRef(result, 'compute', 'call')).toBe(true); // tax::compute(...)
    expect(hasRef(result, 'total_with_tax', 'call')).toBe(true); // self.total_with_tax(...)
    expect(hasRef(result, 'amount_due', 'call')).toBe(true);
    expect(hasRef(result, 'push', 'call')).toBe(true);
    expect(hasRef(result, 'line', 'call')).toBe(true); // line!(...)
    expect(hasRef(result, 'new', 'call')).toBe(true); // Vec::new()
    expect(hasRef(result, 'Money', 'call')).toBe(true); // tuple struct constructor
  });

  it('records struct expressions, trait impls and bounds, types, paths and fields', () => {
    expect(result.references.find((r) => r.name === 'Invoice' && r.kind === 'new')).toMatchObject({ line: 58, count: 1 });
    // the impl blocks' self type is a type reference
    expect(result.references.find((r) => r.name === 'Invoice' && r.kind === 'type')).toMatchObject({ line: 56, count: 2 });
    expect(refKinds(result, 'Payable')).toEqual(['inheritance']); // impl Payable for, Self: Payable
    expect(result.references.find((r) => r.name === 'Payable')?.count).toBe(2);
    expect(refKinds(result, 'Debug')).toEqual(['inheritance']); // supertrait std::fmt::Debug
    expect(hasRef(result, 'HashMap', 'type')).toBe(true);
    expect(hasRef(result, 'PaymentError', 'type')).toBe(true);
    expect(hasRef(result, 'Status', 'type')).toBe(true); // Status::Draft
    expect(hasRef(result, 'Draft', 'member')).toBe(true);
    expect(hasRef(result, 'ZERO', 'member')).toBe(true); // Money::ZERO
    expect(hasRef(result, 'DEFAULT_RATE', 'member')).toBe(true); // crate::tax::DEFAULT_RATE
    expect(hasRef(result, 'unit_price', 'member')).toBe(true);
    expect(hasRef(result, 'paid', 'member')).toBe(true);
    // module path segments are not references
    expect(refKinds(result, 'crate')).toEqual([]);
    expect(refKinds(result, 'money')).toEqual([]);
  });

  it('records use declarations and the names they import', () => {
    expect(refKinds(result, 'HashMap')).toEqual(['import', 'type']);
    expect(hasRef(result, 'Money', 'import')).toBe(true);
    expect(result.imports).toEqual([
      { specifier: 'std::collections', names: ['HashMap'], line: 1 },
      { specifier: 'crate::money', names: ['Money'], line: 3 },
      { specifier: 'crate', names: ['tax'], line: 4 },
    ]);
  });
});

describe('rust extraction: money.rs', async () => {
  const result = await extract('money.rs');

  it('qualifies impl items by the type, whatever trait they implement', () => {
    expect(defs(result)).toEqual([
      ['constant', 'CENTS_PER_UNIT', 5, 'pub const CENTS_PER_UNIT: i64 = 100;'],
      ['struct', 'Money', 9, 'pub struct Money'],
      ['constant', 'Money.ZERO', 12, '    pub const ZERO: Money = Money(0);'],
      ['method', 'Money.from_units', 14, '    pub fn from_units(units: i64) -> Self'],
      ['method', 'Money.cents', 18, '    pub fn cents(&self) -> i64'],
      ['type', 'Money.Output', 24, '    type Output = Money;'],
      ['method', 'Money.add', 26, '    fn add(self, other: Money) -> Money'],
      ['method', 'Money.fmt', 32, "    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result"],
    ]);
  });

  it('records impl-for traits as inheritance', () => {
    expect(refKinds(result, 'Add')).toEqual(['import', 'inheritance']);
    expect(refKinds(result, 'Display')).toEqual(['inheritance']); // impl fmt::Display for Money
    expect(hasRef(result, 'Formatter', 'type')).toBe(true);
    expect(hasRef(result, 'write', 'call')).toBe(true);
    expect(result.imports).toEqual([
      { specifier: 'std', names: ['fmt'], line: 1 },
      { specifier: 'std::ops', names: ['Add'], line: 2 },
    ]);
  });
});

describe('rust extraction: tax.rs', async () => {
  const result = await extract('tax.rs');

  it('finds statics, functions and inline modules', () => {
    expect(defs(result)).toEqual([
      ['variable', 'DEFAULT_RATE', 3, 'pub static DEFAULT_RATE: f64 = 0.20;'],
      ['function', 'compute', 6, 'pub fn compute(amount: Money, rate: f64) -> Money'],
      ['module', 'rounding', 11, 'mod rounding'],
      ['function', 'rounding.half_up', 12, '    pub fn half_up(value: f64) -> f64'],
    ]);
    expect(result.definitions.map((d) => d.name)).not.toContain('cents');
    expect(hasRef(result, 'cents', 'call')).toBe(true); // method defined in money.rs
    expect(result.imports).toEqual([{ specifier: 'crate::money', names: ['Money'], line: 1 }]);
  });
});

describe('rust extraction: lib.rs', async () => {
  const result = await extract('lib.rs');

  it('treats `mod x;` as an import, not a module definition', () => {
    expect(result.definitions).toEqual([]);
    expect(result.imports).toEqual([
      { specifier: 'alloc', names: [], line: 2 },
      { specifier: 'mod:invoice', names: [], line: 4 },
      { specifier: 'mod:money', names: [], line: 5 },
      { specifier: 'mod:tax', names: [], line: 6 },
      { specifier: 'crate::invoice', names: ['Invoice', 'Status'], line: 8 },
      { specifier: 'money', names: ['Money'], line: 9 },
    ]);
    expect(refKinds(result, 'Invoice')).toEqual(['import']);
    expect(refKinds(result, 'Money')).toEqual(['import']); // `use money::Money as Amount`
    expect(refKinds(result, 'Amount')).toEqual([]);
  });
});

describe('rust extraction: unions and generic impls', async () => {
  const source = [
    'union Bits { int: u32, float: f32 }', // 1
    'impl<T: Clone> billing::Ledger<T> {', // 2
    '    fn post<I>(&self, items: I) where I: IntoIterator<Item = T> { todo!() }', // 3
    '}', // 4
  ].join('\n');
  const result = await extractSource('rust', source);

  it('qualifies union fields and methods of a scoped generic type', () => {
    expect(defs(result)).toEqual([
      ['struct', 'Bits', 1, 'union Bits'],
      ['field', 'Bits.int', 1, 'int: u32'],
      ['field', 'Bits.float', 1, 'float: f32'],
      ['method', 'Ledger.post', 3, '    fn post<I>(&self, items: I) where I: IntoIterator<Item = T>'],
    ]);
    expect(refKinds(result, 'IntoIterator')).toEqual(['inheritance']);
    expect(refKinds(result, 'Clone')).toEqual(['inheritance']);
  });
});
