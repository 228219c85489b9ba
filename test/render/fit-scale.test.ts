import { describe, expect, it, vi } from 'vitest';
import { fitMap } from '../../src/render/fit.js';
import { syntheticMap } from './synthetic.js';

// Every text the fitter counts, to check how much counting it does, not only how long it takes.
const counted = vi.hoisted(() => [] as string[]);
vi.mock('../../src/render/tokens.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/render/tokens.js')>();
  return {
    ...original,
    countTokens: (text: string) => {
      counted.push(text);
      return original.countTokens(text);
    },
  };
});

describe('fitMap on a large repository', () => {
  const ranked = syntheticMap(10_000, 20);
  const items = 10_000 * 20;

  it('counts O(log n) full renders plus a bounded greedy phase', () => {
    fitMap(ranked, { tokens: 64, format: 'text' }); // loads the encoding
    for (const format of ['text', 'markdown'] as const) {
      for (const budget of [1024, 8192]) {
        counted.length = 0;
        const result = fitMap(ranked, { tokens: budget, format });

        expect(result.tokens).toBeLessThanOrEqual(budget);
        expect(result.tokens).toBeGreaterThanOrEqual(0.9 * budget);
        const fullRenders = counted.filter((text) => text.length > result.text.length / 2);
        // Search: about log2(n) renders at most; greedy fill: at most 32 per attempt, few in practice.
        expect(fullRenders.length).toBeLessThanOrEqual(2 * Math.log2(items) + 32);
        const countedCharacters = counted.reduce((sum, text) => sum + text.length, 0);
        expect(countedCharacters).toBeLessThan(25 * result.text.length);
      }
    }
  });
});
