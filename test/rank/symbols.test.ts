// The definition ranking (`rank --symbols`): the definitions of the best-ranked files as
// one list for a task, best first, each with why it is there.
import { afterEach, describe, expect, it } from 'vitest';
import { Repository, type RankedSymbol } from '../../src/index.js';
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
  it('lists what the seed uses first, then the rest, with the seed\'s own definitions marked', async () => {
    const symbols = await rankSymbols(seed);
    const place = (qualifiedName: string): number => symbols.findIndex((symbol) => symbol.qualifiedName === qualifiedName);
    // invoice.ts calls roundCents, TaxCalculator.computeTax and uses Customer
    for (const used of ['roundCents', 'TaxCalculator', 'TaxCalculator.computeTax', 'Customer']) {
      expect(place(used)).toBeGreaterThanOrEqual(0);
      expect(place(used)).toBeLessThan(place('formatMoney'));
      expect(place(used)).toBeLessThan(place('withRetry'));
    }
    expect(symbols.find((symbol) => symbol.qualifiedName === 'roundCents')).toMatchObject({
      path: 'src/util/money.ts',
      kind: 'function',
      line: 1,
      seed: false,
      reason: 'referenced-by-seed:src/billing/invoice.ts',
    });
    const own = symbols.filter((symbol) => symbol.path === 'src/billing/invoice.ts');
    expect(own.map((symbol) => symbol.qualifiedName)).toEqual(expect.arrayContaining(['Invoice', 'Invoice.applyTax', 'createInvoice']));
    expect(own.every((symbol) => symbol.seed && symbol.reason === 'seed')).toBe(true);
    expect(symbols.filter((symbol) => symbol.seed)).toHaveLength(own.length);
  });

  it('says why each definition is there: used by a ranked file, or carried by its file\'s rank', async () => {
    const reasons = new Map((await rankSymbols(seed)).map((symbol) => [symbol.qualifiedName, symbol.reason]));
    expect(reasons.get('customerDisplayName')).toBe('referenced-by:src/reports/monthly.ts');
    expect(reasons.get('formatMoney')).toBe('file-imported-by:src/billing/invoice.ts');
    expect(reasons.get('withRetry')).toMatch(/^file-(global-rank|imported-by:|imports:|references:|referenced-by:)/);
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
