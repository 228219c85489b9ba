// Maps show members in their context and a name once: the outline of a file's definitions.
import { afterAll, describe, expect, it } from 'vitest';
import { Repository } from '../../src/index.js';
import { dropRepeats, linkContainers, withContext } from '../../src/render/outline.js';
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

  it('adds the containers of chosen members as context, once, and never a chosen one twice', () => {
    const cls = def('Invoice', 'class', 1, 20);
    const a = def('Invoice.a', 'method', 2, 3);
    const b = def('Invoice.b', 'method', 5, 6);
    linkContainers([cls, a, b]);
    const shown = withContext([a, b]);
    expect(shown.map((d) => [d.qualifiedName, d.role ?? 'ranked'])).toEqual([
      ['Invoice.a', 'ranked'],
      ['Invoice.b', 'ranked'],
      ['Invoice', 'context'],
    ]);
    expect(withContext([cls, a]).map((d) => d.qualifiedName)).toEqual(['Invoice', 'Invoice.a']);
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
            const shown = new Set(file.symbols.map((symbol) => symbol.qualifiedName));
            const keys = file.symbols.map((symbol) => `${symbol.kind} ${symbol.qualifiedName}`);
            expect(new Set(keys).size, `${file.path}: ${keys.join(', ')}`).toBe(keys.length);
            for (const symbol of file.symbols) {
              if (symbol.container === null) continue;
              members++;
              expect(shown.has(symbol.container), `${file.path}: ${symbol.qualifiedName} without ${symbol.container}`).toBe(true);
            }
            for (const symbol of file.symbols.filter((s) => s.role === 'context')) {
              expect(file.symbols.some((s) => s.role === 'ranked' && s.container !== null), `${file.path}: context ${symbol.qualifiedName} for nothing`).toBe(true);
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
