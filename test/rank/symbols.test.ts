// The definition ranking (`rank --symbols`): the definitions of the best-ranked files as
// one list for a task, best first, each with why it is there.
import { afterEach, describe, expect, it } from 'vitest';
import { Repository, type RankedSymbol } from '../../src/index.js';
import { ownLines } from '../../src/rank/symbols.js';
import { cleanupTemporaries, copyFixture } from '../helpers.js';

afterEach(cleanupTemporaries);

async function rankSymbols(request: Parameters<Repository['rankSymbols']>[0], options: Parameters<Repository['rankSymbols']>[1] = {}): Promise<RankedSymbol[]> {
  const repo = Repository.open(copyFixture('ts-billing'));
  try {
    await repo.update({ threads: 1 });
    return repo.rankSymbols(request, options);
  } finally {
    repo.close();
  }
}

const seed = { paths: ['src/billing/invoice.ts'] };

describe('definition ranking', () => {
  it('puts what the seed uses, and longer definitions, before the rest of their file; the seed\'s own marked', async () => {
    const symbols = await rankSymbols(seed);
    const place = (qualifiedName: string): number => symbols.findIndex((symbol) => symbol.qualifiedName === qualifiedName);
    // invoice.ts calls TaxCalculator.computeTax (the best-ranked file's) and roundCents, and uses Customer
    expect(symbols[0]).toMatchObject({ path: 'src/tax/calculator.ts', qualifiedName: 'TaxCalculator.computeTax', kind: 'method', line: 8, seed: false });
    expect(place('TaxCalculator.computeTax')).toBeLessThan(place('DEFAULT_TAX_RATE'));
    expect(place('roundCents')).toBeLessThan(place('formatMoney'));
    for (const field of ['Customer.id', 'Customer.name', 'Customer.email']) expect(place('Customer')).toBeLessThan(place(field));
    // neither is used: the three-line function before the one-line type
    expect(place('createLogger')).toBeLessThan(place('LogLevel'));
    const own = symbols.filter((symbol) => symbol.path === 'src/billing/invoice.ts');
    expect(own.map((symbol) => symbol.qualifiedName)).toEqual(expect.arrayContaining(['Invoice', 'Invoice.applyTax', 'createInvoice']));
    expect(own.every((symbol) => symbol.seed && symbol.reason === 'seed')).toBe(true);
    expect(symbols.filter((symbol) => symbol.seed)).toHaveLength(own.length);
  });

  it('says why each definition is there: used by a ranked file, or carried by its file\'s rank', async () => {
    const reasons = new Map((await rankSymbols(seed)).map((symbol) => [symbol.qualifiedName, symbol.reason]));
    expect(reasons.get('roundCents')).toBe('referenced-by-seed:src/billing/invoice.ts');
    expect(reasons.get('customerDisplayName')).toBe('referenced-by:src/reports/monthly.ts');
    expect(reasons.get('formatMoney')).toBe('file-imported-by:src/billing/invoice.ts');
    expect(reasons.get('withRetry')).toBe('file-global-rank');
    const named = await rankSymbols({ mentions: ['customerDisplayName'] });
    expect(named[0]).toMatchObject({ qualifiedName: 'customerDisplayName', reason: 'mentioned', seed: false });
  });

  it('is ordered by score, ties by path then line, and the same from a fresh index', async () => {
    const first = await rankSymbols(seed);
    for (let i = 1; i < first.length; i++) {
      const [a, b] = [first[i - 1]!, first[i]!];
      expect(a.score).toBeGreaterThanOrEqual(b.score);
      if (a.score === b.score) expect(a.path < b.path || (a.path === b.path && a.line <= b.line)).toBe(true);
    }
    expect(first.some((a, i) => i > 0 && a.score === first[i - 1]!.score)).toBe(true); // the tie rule is exercised
    expect(await rankSymbols(seed)).toEqual(first);
  });

  it('lists the definitions of the best-ranked files only, and the first `top`', async () => {
    const all = await rankSymbols(seed);
    const twoFiles = await rankSymbols(seed, { files: 2 });
    expect(new Set(twoFiles.map((symbol) => symbol.path)).size).toBe(2);
    expect(twoFiles.length).toBeLessThan(all.length);
    expect(await rankSymbols(seed, { top: 3 })).toEqual(all.slice(0, 3));
  });
});

describe('a definition\'s own lines', () => {
  it('leaves out the lines of its members, at any depth once, and counts at least one', () => {
    // class 1–20 { method 2–5 { inner 3–4 }, method 7–10 }, function 22–25, a getter and setter on one span
    const spans = [
      { startLine: 1, endLine: 20 },
      { startLine: 2, endLine: 5 },
      { startLine: 3, endLine: 4 },
      { startLine: 7, endLine: 10 },
      { startLine: 22, endLine: 25 },
      { startLine: 30, endLine: 30 },
      { startLine: 30, endLine: 30 },
      { startLine: 40, endLine: 41 },
      { startLine: 40, endLine: 41 },
    ];
    expect(ownLines(spans)).toEqual([12, 2, 2, 4, 4, 1, 1, 2, 2]);
    expect(ownLines([{ startLine: 5, endLine: 6 }, { startLine: 1, endLine: 9 }])).toEqual([2, 7]);
  });
});
