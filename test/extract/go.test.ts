import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractSource } from '../../src/extract/extractor.js';
import type { ExtractResult } from '../../src/types.js';
import { defRows as defs, hasRef, refKinds } from './support.js';

const FIXTURES = join(import.meta.dirname, '..', '..', 'fixtures', 'extract', 'go');

async function extract(file: string): Promise<ExtractResult> {
  return extractSource('go', readFileSync(join(FIXTURES, file), 'utf8'));
}

describe('go extraction: invoice/invoice.go', async () => {
  const result = await extract('invoice/invoice.go');

  it('parses cleanly', () => {
    expect(result.status).toBe('ok');
  });

  it('finds types, fields, constants, functions and receiver methods with exact signatures', () => {
    expect(defs(result)).toEqual([
      ['type', 'Status', 11, 'type Status int'],
      // a `const ( … )` group: one definition per spec
      ['constant', 'Draft', 14, '\tDraft Status = iota'],
      ['constant', 'Issued', 15, '\tIssued'],
      ['constant', 'Paid', 16, '\tPaid'],
      // one spec declaring two names
      ['constant', 'MaxLines', 19, 'const MaxLines, MinLines = 100, 1'],
      ['constant', 'MinLines', 19, 'const MaxLines, MinLines = 100, 1'],
      ['type', 'Money', 22, 'type Money = int64'],
      ['interface', 'Document', 25, 'type Document interface'],
      ['method', 'Document.Number', 26, '\tNumber() string'],
      ['struct', 'LineItem', 31, 'type LineItem struct'],
      ['field', 'LineItem.Description', 32, '\tDescription string'],
      ['field', 'LineItem.Quantity', 33, '\tQuantity    int'],
      ['field', 'LineItem.UnitPrice', 34, '\tUnitPrice   Money `json:"unit_price"`'],
      ['struct', 'Invoice', 38, 'type Invoice struct'],
      ['field', 'Invoice.ID', 40, '\tID, Customer string'],
      ['field', 'Invoice.Customer', 40, '\tID, Customer string'],
      ['field', 'Invoice.Lines', 41, '\tLines        []LineItem'],
      ['field', 'Invoice.IssuedAt', 42, '\tIssuedAt     *time.Time'],
      ['field', 'Invoice.status', 43, '\tstatus       Status'],
      ['struct', 'Base', 47, 'type Base struct'],
      ['field', 'Base.Created', 47, 'Created time.Time'],
      ['function', 'New', 50, 'func New(id string, customer string) *Invoice'],
      ['method', 'Invoice.Total', 55, 'func (inv *Invoice) Total(\n\trate tax.Rate,\n\tdiscount Money,\n) Money'],
      ['method', 'Invoice.Number', 67, 'func (inv Invoice) Number() string'],
      ['method', 'Invoice.String', 71, 'func (inv *Invoice) String() string'],
    ]);
  });

  it('drops locals and never puts a body in a signature', () => {
    const names = result.definitions.map((d) => d.name);
    expect(names).not.toContain('sum');
    expect(names).not.toContain('line');
    for (const def of result.definitions) {
      expect(def.signature).not.toMatch(/\breturn\b|\{|:=|\+=/);
    }
    expect(result.definitions.find((d) => d.qualifiedName === 'Invoice.Total')?.endLine).toBe(64);
    expect(result.definitions.find((d) => d.qualifiedName === 'Invoice')?.endLine).toBe(44);
  });

  it('records calls into another package, composite literals, embedding and types', () => {
    expect(hasRef(result, 'Compute', 'call')).toBe(true); // tax.Compute(...)
    expect(hasRef(result, 'Sprintf', 'call')).toBe(true);
    expect(hasRef(result, 'Number', 'call')).toBe(true); // inv.Number()
    expect(result.references.find((r) => r.name === 'Invoice' && r.kind === 'new')).toMatchObject({ line: 51, count: 1 });
    expect(refKinds(result, 'Invoice')).toEqual(['new', 'type']);
    expect(refKinds(result, 'Base')).toEqual(['inheritance']); // embedded struct
    expect(refKinds(result, 'Stringer')).toEqual(['inheritance']); // embedded interface
    expect(hasRef(result, 'Rate', 'type')).toBe(true); // tax.Rate
    expect(hasRef(result, 'Time', 'type')).toBe(true);
    expect(hasRef(result, 'LineItem', 'type')).toBe(true);
    expect(hasRef(result, 'Money', 'type')).toBe(true);
    // predeclared types are not references
    expect(refKinds(result, 'string')).toEqual([]);
    expect(refKinds(result, 'int')).toEqual([]);
  });

  it('records selectors and literal keys as member access', () => {
    expect(hasRef(result, 'UnitPrice', 'member')).toBe(true);
    expect(hasRef(result, 'Quantity', 'member')).toBe(true);
    expect(hasRef(result, 'Lines', 'member')).toBe(true);
    expect(hasRef(result, 'Customer', 'member')).toBe(true); // Invoice{Customer: …}
  });

  it('records import specs', () => {
    expect(result.imports).toEqual([
      { specifier: 'fmt', names: [], line: 4 },
      { specifier: 'time', names: [], line: 5 },
      { specifier: 'example.com/billing/tax', names: [], line: 7 },
    ]);
  });
});

describe('go extraction: invoice/store.go', async () => {
  const result = await extract('invoice/store.go');

  it('finds the interface, its methods and an implementation', () => {
    expect(defs(result)).toEqual([
      ['variable', 'ErrNotFound', 6, 'var ErrNotFound = errors.New("invoice not found")'],
      ['interface', 'Store', 9, 'type Store interface'],
      ['method', 'Store.Get', 10, '\tGet(id string) (*Invoice, error)'],
      ['method', 'Store.Put', 11, '\tPut(inv *Invoice) error'],
      ['struct', 'MemoryStore', 15, 'type MemoryStore struct'],
      ['field', 'MemoryStore.byID', 16, '\tbyID map[string]*Invoice'],
      ['method', 'MemoryStore.Get', 20, 'func (s *MemoryStore) Get(id string) (*Invoice, error)'],
      ['method', 'MemoryStore.Put', 29, 'func (s *MemoryStore) Put(inv *Invoice) error'],
    ]);
  });

  it('references types defined in another file of the package', () => {
    expect(result.references.find((r) => r.name === 'Invoice')).toMatchObject({ kind: 'type', line: 10, count: 5 });
    expect(hasRef(result, 'New', 'call')).toBe(true); // errors.New
    expect(hasRef(result, 'byID', 'member')).toBe(true);
    expect(hasRef(result, 'ID', 'member')).toBe(true);
    expect(result.imports).toEqual([{ specifier: 'errors', names: [], line: 3 }]);
  });
});

describe('go extraction: tax/tax.go', async () => {
  const result = await extract('tax/tax.go');

  it('finds package-level declarations', () => {
    expect(defs(result)).toEqual([
      ['constant', 'DefaultRate', 7, 'const DefaultRate = 0.20'],
      ['variable', 'Rates', 10, 'var Rates = map[string]float64'],
      ['type', 'Rate', 16, 'type Rate float64'],
      ['function', 'Compute', 19, 'func Compute(amount int64, rate Rate) int64'],
    ]);
    expect(result.definitions.map((d) => d.name)).not.toContain('due');
  });

  it('records calls and imports', () => {
    expect(hasRef(result, 'Round', 'call')).toBe(true);
    expect(refKinds(result, 'Rate')).toEqual(['type']);
    expect(result.imports).toEqual([{ specifier: 'math', names: [], line: 4 }]);
  });
});

describe('go extraction: grouped declarations', async () => {
  const source = [
    'package billing', // 1
    '', // 2
    'type (', // 3
    '\tCents int64', // 4
    '\tLedger struct {', // 5
    '\t\tentries []Cents', // 6
    '\t}', // 7
    ')', // 8
    '', // 9
    'var (', // 10
    '\tdefaultLedger Ledger', // 11
    '\tledgers, archives = map[string]Ledger{}, 0', // 12
    ')', // 13
    '', // 14
    'func (l *Ledger) Add(c Cents) { l.entries = append(l.entries, c) }', // 15
    '', // 16
    'func (p Pair[K, V]) Key() K { return p.k }', // 17
  ].join('\n');
  const result = await extractSource('go', source);

  it('defines each spec of a group on its own line', () => {
    expect(defs(result)).toEqual([
      ['type', 'Cents', 4, '\tCents int64'],
      ['struct', 'Ledger', 5, '\tLedger struct'],
      ['field', 'Ledger.entries', 6, '\t\tentries []Cents'],
      ['variable', 'defaultLedger', 11, '\tdefaultLedger Ledger'],
      // a composite literal's elements are its body: the signature stops before them
      ['variable', 'ledgers', 12, '\tledgers, archives = map[string]Ledger'],
      ['variable', 'archives', 12, '\tledgers, archives = map[string]Ledger'],
      ['method', 'Ledger.Add', 15, 'func (l *Ledger) Add(c Cents)'],
      ['method', 'Pair.Key', 17, 'func (p Pair[K, V]) Key() K'],
    ]);
    expect(hasRef(result, 'Ledger', 'new')).toBe(false); // map[string]Ledger{} builds a map
    expect(hasRef(result, 'append', 'call')).toBe(true);
  });
});
