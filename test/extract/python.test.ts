import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractSource } from '../../src/extract/extractor.js';
import type { ExtractResult } from '../../src/types.js';
import { defRows as defs, hasRef, refKinds } from './support.js';

const FIXTURES = join(import.meta.dirname, '..', '..', 'fixtures', 'extract', 'python', 'billing');

async function extract(file: string): Promise<ExtractResult> {
  return extractSource('python', readFileSync(join(FIXTURES, file), 'utf8'));
}

describe('python extraction: tax.py', async () => {
  const result = await extract('tax.py');

  it('parses cleanly', () => {
    expect(result.status).toBe('ok');
    expect(result.lines).toBe(20);
  });

  it('finds module-level constants, variables and functions, and drops locals', () => {
    expect(defs(result)).toEqual([
      ['constant', 'DEFAULT_RATE', 4, 'DEFAULT_RATE = Decimal("0.20")'],
      ['constant', 'REDUCED_RATE', 5, 'REDUCED_RATE: Decimal = Decimal("0.05")'],
      ['variable', 'registry', 6, 'registry = {}'],
      ['function', 'compute_tax', 9, 'def compute_tax(amount: Decimal, rate: Decimal = DEFAULT_RATE) -> Decimal:'],
      ['function', 'register', 15, 'def register(name):'],
    ]);
    const names = result.definitions.map((d) => d.name);
    expect(names).not.toContain('scaled'); // local assignment
    expect(names).not.toContain('wrap'); // nested function
  });

  it('records calls, annotation types and from-imports', () => {
    expect(hasRef(result, 'quantize', 'call')).toBe(true);
    expect(hasRef(result, 'Decimal', 'call')).toBe(true);
    expect(hasRef(result, 'Decimal', 'type')).toBe(true);
    expect(hasRef(result, 'Decimal', 'import')).toBe(true);
    expect(result.imports).toEqual([{ specifier: 'decimal', names: ['Decimal'], line: 2 }]);
  });
});

describe('python extraction: models.py', async () => {
  const result = await extract('models.py');

  it('finds classes, fields and methods with exact signatures', () => {
    expect(defs(result)).toEqual([
      ['constant', 'CURRENCY', 10, 'CURRENCY = "EUR"'],
      ['class', 'Document', 13, 'class Document(abc.ABC):'],
      ['field', 'Document.prefix', 16, '    prefix: str = "DOC"'],
      // decorated: the signature and start line begin at `def`
      ['method', 'Document.number', 19, '    def number(self) -> str:'],
      ['class', 'LineItem', 24, 'class LineItem:'],
      ['field', 'LineItem.description', 25, '    description: str'],
      ['field', 'LineItem.quantity', 26, '    quantity: int'],
      ['field', 'LineItem.unit_price', 27, '    unit_price: Decimal'],
      ['method', 'LineItem.total', 29, '    def total(self) -> Decimal:'],
      ['class', 'Invoice', 33, 'class Invoice(Document):'],
      ['field', 'Invoice.prefix', 34, '    prefix = "INV"'],
      ['method', 'Invoice.__init__', 36, '    def __init__(self, customer: "Customer", items: list[LineItem]) -> None:'],
      ['method', 'Invoice.number', 40, '    def number(self) -> str:'],
      ['method', 'Invoice.subtotal', 43, '    def subtotal(self) -> Decimal:'],
      [
        'method',
        'Invoice.apply_tax',
        46,
        '    def apply_tax(\n        self,\n        rate: Decimal = RATE,\n        *,\n        exempt: Optional[bool] = None,\n    ) -> Decimal:',
      ],
      ['class', 'CreditNote', 58, 'class CreditNote(Invoice):'],
      [
        'method',
        'CreditNote.apply_tax',
        61,
        '    def apply_tax(self, rate: Decimal = RATE, *, exempt: Optional[bool] = None) -> Decimal:',
      ],
    ]);
  });

  it('records end lines covering the whole body', () => {
    const applyTax = result.definitions.find((d) => d.qualifiedName === 'Invoice.apply_tax');
    expect(applyTax?.endLine).toBe(55);
    const invoice = result.definitions.find((d) => d.qualifiedName === 'Invoice');
    expect(invoice?.endLine).toBe(55);
  });

  it('never puts a body or a docstring in a signature', () => {
    for (const def of result.definitions) {
      expect(def.signature).not.toMatch(/\breturn\b|"""|self\.\w+ =|\.\.\./);
    }
  });

  it('records inheritance, calls, member access and types', () => {
    expect(refKinds(result, 'Document')).toEqual(['inheritance']);
    expect(refKinds(result, 'ABC')).toEqual(['inheritance']);
    expect(refKinds(result, 'Invoice')).toEqual(['inheritance']);
    expect(hasRef(result, 'compute_tax', 'call')).toBe(true);
    expect(hasRef(result, 'compute_tax', 'import')).toBe(true);
    expect(hasRef(result, 'DEFAULT_RATE', 'import')).toBe(true);
    expect(hasRef(result, 'subtotal', 'call')).toBe(true);
    expect(result.references.find((r) => r.name === 'subtotal' && r.kind === 'call')?.count).toBe(3);
    expect(hasRef(result, 'apply_tax', 'call')).toBe(true); // super().apply_tax(...)
    expect(hasRef(result, 'dataclass', 'call')).toBe(true); // decorator
    expect(hasRef(result, 'unit_price', 'member')).toBe(true);
    expect(hasRef(result, 'customer', 'member')).toBe(true);
    expect(hasRef(result, 'LineItem', 'type')).toBe(true); // list[LineItem]
    expect(hasRef(result, 'Optional', 'type')).toBe(true);
    expect(hasRef(result, 'Customer', 'type')).toBe(true); // string forward reference
  });

  it('does not count a definition name as a reference to itself', () => {
    expect(refKinds(result, 'LineItem')).toEqual(['type']);
    expect(refKinds(result, 'CreditNote')).toEqual([]);
  });

  it('records import statements', () => {
    expect(result.imports).toEqual([
      { specifier: 'abc', names: [], line: 3 },
      { specifier: 'dataclasses', names: ['dataclass', 'field'], line: 4 },
      { specifier: 'decimal', names: ['Decimal'], line: 5 },
      { specifier: 'typing', names: ['Optional'], line: 6 },
      { specifier: '.tax', names: ['compute_tax', 'DEFAULT_RATE'], line: 8 },
    ]);
  });
});

describe('python extraction: service.py', async () => {
  const result = await extract('service.py');

  it('finds decorated functions, tuple-assigned constants and variables', () => {
    expect(defs(result)).toEqual([
      ['variable', 'log', 5, 'log = logging.getLogger(__name__)'],
      ['constant', 'MAX_ITEMS', 6, 'MAX_ITEMS, MIN_ITEMS = 100, 1'],
      ['constant', 'MIN_ITEMS', 6, 'MAX_ITEMS, MIN_ITEMS = 100, 1'],
      ['function', 'issue_invoice', 10, 'def issue_invoice(customer, lines: list[tuple[str, int, float]]) -> Invoice:'],
      ['function', 'refund', 17, 'def refund(invoice: Invoice) -> CreditNote:'],
    ]);
    expect(result.definitions.map((d) => d.name)).not.toContain('invoice'); // local
  });

  it('records instantiation as calls, imported names and methods called on other files', () => {
    expect(refKinds(result, 'Invoice')).toEqual(['call', 'import', 'type']);
    expect(refKinds(result, 'CreditNote')).toEqual(['call', 'import', 'type']);
    expect(refKinds(result, 'LineItem')).toEqual(['call', 'import']);
    expect(refKinds(result, 'register')).toEqual(['call', 'import']);
    expect(hasRef(result, 'number', 'call')).toBe(true);
    expect(hasRef(result, 'getLogger', 'call')).toBe(true);
    const invoiceType = result.references.find((r) => r.name === 'Invoice' && r.kind === 'type');
    expect(invoiceType).toMatchObject({ line: 10, count: 2 });
  });

  it('records import statements', () => {
    expect(result.imports).toEqual([
      { specifier: 'logging', names: [], line: 1 },
      { specifier: 'billing.models', names: ['CreditNote', 'Invoice', 'LineItem'], line: 2 },
      { specifier: 'billing.tax', names: ['register'], line: 3 },
    ]);
  });
});
