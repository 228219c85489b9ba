import { describe, expect, it } from 'vitest';
import { renderMap } from '../../src/render/formats.js';
import type { MapEntry } from '../../src/render/types.js';
import type { RankedDefinition } from '../../src/types.js';

function def(path: string, startLine: number, signature: string, endLine = startLine + 10, score = 1): RankedDefinition {
  const name = /(\w+)\s*[(<:={]/.exec(signature)?.[1] ?? 'x';
  return { path, name, qualifiedName: name, kind: 'function', startLine, endLine, signature, score };
}

const invoicePath = 'src/billing/invoice.ts';
const invoice: MapEntry = {
  file: { path: invoicePath, score: 0.9, reason: 'seed' },
  // Given in rank order, not source order.
  definitions: [
    def(invoicePath, 40, 'export function applyTax(\n  invoice: Invoice,\n  rate: number,\n): Invoice', 52, 0.9),
    def(invoicePath, 12, 'export class Invoice extends Base {', 80, 0.8),
    def(invoicePath, 13, '  readonly lines: InvoiceLine[]', 13, 0.5),
    def(invoicePath, 20, '  total(): number', 24, 0.4),
  ],
};
const money: MapEntry = {
  file: { path: 'src/money.ts', score: 0.5, reason: 'imported-by:src/billing/invoice.ts' },
  definitions: [def('src/money.ts', 3, 'export type Cents = number', 3)],
};
const readme: MapEntry = { file: { path: 'src/config.json', score: 0.1, reason: 'global-rank' }, definitions: [] };

describe('renderMap text', () => {
  it('shows headers with reasons, numbered signature lines in source order, elisions and blank lines between files', () => {
    expect(renderMap([invoice, money, readme])).toBe(
      [
        'src/billing/invoice.ts (seed)',
        '  12│ export class Invoice extends Base {',
        '  13│   readonly lines: InvoiceLine[]',
        '   ⋮',
        '  20│   total(): number',
        '   ⋮',
        '  40│ export function applyTax(',
        '  41│   invoice: Invoice,',
        '  42│   rate: number,',
        '  43│ ): Invoice',
        '',
        'src/money.ts (imported-by:src/billing/invoice.ts)',
        '  3│ export type Cents = number',
        '',
        'src/config.json (global-rank)',
        '',
      ].join('\n'),
    );
  });

  it('puts an elision line exactly where consecutive shown lines are not adjacent', () => {
    const lines = renderMap([invoice]).trimEnd().split('\n').slice(1);
    const numbers = lines.map((line) => {
      const match = /^\s*(\d+)│/.exec(line);
      return match ? Number(match[1]) : null;
    });
    for (let i = 0; i < lines.length; i++) {
      if (numbers[i] !== null) continue;
      expect(lines[i]).toMatch(/^\s+⋮$/);
      expect(numbers[i + 1]! - numbers[i - 1]!).toBeGreaterThan(1);
    }
    for (let i = 1; i < lines.length; i++) {
      if (numbers[i] !== null && numbers[i - 1] !== null) expect(numbers[i]! - numbers[i - 1]!).toBe(1);
    }
    expect(lines.filter((line) => line.trim() === '⋮')).toHaveLength(2);
    expect(lines[0]).not.toContain('⋮');
    expect(lines[lines.length - 1]).not.toContain('⋮');
  });

  it('elides a single skipped line but not adjacent ones', () => {
    const path = 'src/gap.ts';
    const entry: MapEntry = {
      file: { path, score: 1, reason: 'seed' },
      definitions: [def(path, 5, 'export const A = 1', 5), def(path, 6, 'export const B = 2', 6), def(path, 8, 'export const C = 3', 8)],
    };
    expect(renderMap([entry])).toBe('src/gap.ts (seed)\n  5│ export const A = 1\n  6│ export const B = 2\n  ⋮\n  8│ export const C = 3\n');
  });

  it('keeps source indentation and tabs, drops trailing whitespace and CRLF', () => {
    const entry: MapEntry = {
      file: { path: 'a.py', score: 1, reason: 'mentioned' },
      definitions: [def('a.py', 7, 'class A:\r\n\tdef run(self,   \r\n\t        job) -> None:  ')],
    };
    expect(renderMap([entry])).toBe('a.py (mentioned)\n  7│ class A:\n  8│ \tdef run(self,\n  9│ \t        job) -> None:\n');
  });

  it('aligns line numbers and the elision marker to the widest number in the file', () => {
    const path = 'src/big.ts';
    const entry: MapEntry = {
      file: { path, score: 1, reason: 'seed' },
      definitions: [def(path, 9, 'export const A = 1', 9), def(path, 1200, 'export const B = 2', 1200)],
    };
    expect(renderMap([entry])).toBe('src/big.ts (seed)\n     9│ export const A = 1\n     ⋮\n  1200│ export const B = 2\n');
  });

  it('does not repeat lines a nested definition shares with its container', () => {
    const path = 'src/shape.ts';
    const entry: MapEntry = {
      file: { path, score: 1, reason: 'seed' },
      definitions: [def(path, 5, 'export interface Shape {\n  area(): number', 9), def(path, 6, '  area(): number', 6)],
    };
    expect(renderMap([entry])).toBe('src/shape.ts (seed)\n  5│ export interface Shape {\n  6│   area(): number\n');
  });
});

describe('renderMap markdown', () => {
  it('renders a heading, a reason line and a fenced block tagged with the language', () => {
    expect(renderMap([invoice, readme], 'markdown')).toBe(
      [
        '### src/billing/invoice.ts',
        'reason: seed',
        '```ts',
        '  12│ export class Invoice extends Base {',
        '  13│   readonly lines: InvoiceLine[]',
        '   ⋮',
        '  20│   total(): number',
        '   ⋮',
        '  40│ export function applyTax(',
        '  41│   invoice: Invoice,',
        '  42│   rate: number,',
        '  43│ ): Invoice',
        '```',
        '',
        '### src/config.json',
        'reason: global-rank',
        '',
      ].join('\n'),
    );
  });

  it('tags languages by extension and lengthens the fence past backticks in a signature', () => {
    const entries: MapEntry[] = [
      { file: { path: 'pkg/a.py', score: 1, reason: 'seed' }, definitions: [def('pkg/a.py', 1, 'def f(x): ...')] },
      { file: { path: 'cmd/main.go', score: 1, reason: 'seed' }, definitions: [def('cmd/main.go', 1, 'func main()')] },
      { file: { path: 'src/lib.rs', score: 1, reason: 'seed' }, definitions: [def('src/lib.rs', 1, 'pub fn f()')] },
      { file: { path: 'src/t.ts', score: 1, reason: 'seed' }, definitions: [def('src/t.ts', 2, 'const q = ````;')] },
    ];
    const text = renderMap(entries, 'markdown');
    expect(text).toContain('```python\n  1│ def f(x): ...\n```\n');
    expect(text).toContain('```go\n  1│ func main()\n```\n');
    expect(text).toContain('```rust\n  1│ pub fn f()\n```\n');
    expect(text).toContain('\n`````ts\n  2│ const q = ````;\n`````\n');
  });
});
