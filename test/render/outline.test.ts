// Maps show members in their context and a name once: the outline of a file's definitions.
import { afterAll, describe, expect, it } from 'vitest';
import { Repository } from '../../src/index.js';
import { dropRepeats, linkContainers, shownEntry } from '../../src/render/outline.js';
import { renderMap } from '../../src/render/formats.js';
import type { MapEntry } from '../../src/render/types.js';
import type { RankedDefinition } from '../../src/types.js';
import { cleanupTemporaries, copyFixture } from '../helpers.js';

afterAll(cleanupTemporaries);

const def = (qualifiedName: string, kind: RankedDefinition['kind'], startLine: number, endLine: number, score = 1): RankedDefinition => ({
  path: 'a.ts',
  name: qualifiedName.slice(qualifiedName.lastIndexOf('.') + 1),
  qualifiedName,
  kind,
  startLine,
  endLine,
  signature: qualifiedName,
  score,
});

describe('the outline of a file', () => {
  it('links each definition to the innermost type or module that encloses it', () => {
    const outer = def('Outer', 'module', 1, 30);
    const cls = def('Outer.Invoice', 'class', 2, 20);
    const method = def('Outer.Invoice.total', 'method', 3, 10);
    const nested = def('Outer.Invoice.total.helper', 'function', 4, 5);
    const free = def('free', 'function', 25, 28);
    const after = def('after', 'function', 31, 33);
    const all = [free, nested, method, cls, outer, after];
    linkContainers(all);
    expect(method.container).toBe(cls);
    expect(nested.container).toBe(cls); // a function is not a container: its type gives the context
    expect(cls.container).toBe(outer);
    expect(free.container).toBe(outer);
    expect(outer.container).toBeNull();
    expect(after.container).toBeNull();
  });

  it('keeps the best-ranked definition of a repeated name and counts the rest', () => {
    const defs = [def('x', 'variable', 9, 9, 3), def('A', 'class', 1, 5, 2), def('x', 'variable', 1, 1, 1), def('x', 'variable', 7, 7, 0.5)];
    const kept = dropRepeats(defs);
    expect(kept.map((d) => [d.qualifiedName, d.startLine, d.repeats ?? 0])).toEqual([
      ['x', 9, 2],
      ['A', 1, 0],
    ]);
  });

  it('shows chosen members under the headers of their blocks, each once, outermost first, and marks members left out after them', () => {
    const member = (qualifiedName: string, line: number, block: number): RankedDefinition => ({ ...def(qualifiedName, 'method', line, line), signature: `    ${qualifiedName}()`, block });
    const entry: MapEntry = {
      file: { path: 'a.ts', score: 1, reason: 'seed' },
      definitions: [member('Invoice.a', 3, 1), member('Invoice.b', 5, 1), member('Invoice.c', 7, 1), def('free', 'function', 12, 12)],
      blocks: [
        { startLine: 1, endLine: 10, line: 1, header: 'export namespace Billing {', parent: null },
        { startLine: 2, endLine: 9, line: 2, header: '  impl Invoice {', parent: 0 },
      ],
    };
    const shown = shownEntry(entry, [entry.definitions[1]!, entry.definitions[0]!]);
    expect(shown.definitions.map((d) => d.qualifiedName)).toEqual(['Invoice.a', 'Invoice.b']);
    expect(shown.headers!.map((h) => h.line)).toEqual([1, 2]);
    expect(shown.continues).toBe(true);
    expect(renderMap([shown])).toBe(['a.ts (seed)', '  1│ export namespace Billing {', '  2│   impl Invoice {', '  3│     Invoice.a()', '  ⋮', '  5│     Invoice.b()', '  ⋮', ''].join('\n'));
    // The last member shown: nothing of the block is left out after it.
    expect(shownEntry(entry, [entry.definitions[2]!]).continues).toBe(false);
    // A definition outside every block brings no header.
    expect(shownEntry(entry, [entry.definitions[3]!]).headers).toEqual([]);
  });
});

describe('maps of the fixtures', () => {
  const fixtures: [string, string][] = [
    ['ts-billing', 'src/billing/invoice.ts'],
    ['rank-ts', 'src/services/order-service.ts'],
    ['rank-py', 'library/services/lending.py'],
    ['rank-java', ''],
    ['rank-go', 'internal/shortener/service.go'],
    ['py-shop', 'shop/orders/order.py'],
  ];

  it.each(fixtures)('%s: no member without its container, no repeated name, never over the budget', async (fixture, seed) => {
    const repo = Repository.open(copyFixture(fixture));
    try {
      await repo.update();
      let members = 0;
      for (const request of [{}, seed ? { paths: [seed] } : { query: 'service repository' }]) {
        for (const tokens of [128, 512, 1024, 4096]) {
          const map = repo.map(request, { tokens });
          expect(map.tokens).toBeLessThanOrEqual(tokens);
          for (const file of map.files) {
            const keys = file.symbols.map((symbol) => `${symbol.kind} ${symbol.qualifiedName}`);
            expect(new Set(keys).size, `${file.path}: ${keys.join(', ')}`).toBe(keys.length);
            const headers = new Set(file.blocks.map((block) => block.line));
            for (const symbol of file.symbols) {
              if (symbol.block === null) continue;
              members++;
              expect(headers.has(symbol.block), `${file.path}: ${symbol.qualifiedName} without the header of line ${symbol.block}`).toBe(true);
            }
            for (const block of file.blocks) {
              const line = new RegExp(`^ *${block.line}│ `, 'mu');
              expect(line.test(map.text), `${file.path}: header ${block.line} not in the map`).toBe(true);
            }
          }
        }
      }
      expect(members).toBeGreaterThan(0);
    } finally {
      repo.close();
    }
  });
});
