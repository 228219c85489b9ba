import { countTokens as referenceCount } from 'gpt-tokenizer/encoding/o200k_base';
import { describe, expect, it } from 'vitest';
import { depthPlan } from '../../src/render/depth.js';
import { fitMap } from '../../src/render/fit.js';
import type { DepthOptions, MapEntry } from '../../src/render/types.js';
import { isPrivate } from '../../src/render/visibility.js';
import { syntheticMap } from './synthetic.js';

const material = syntheticMap(200, 12);
const DEPTH: DepthOptions = { share: 0.5, files: 5, seeds: false, publicFirst: false };

/** Qualified names a fitted map shows per file path. */
function shownNames(entries: readonly MapEntry[]): Map<string, Set<string>> {
  return new Map(entries.map((entry) => [entry.file.path, new Set(entry.definitions.map((def) => def.qualifiedName))]));
}

describe('depthPlan', () => {
  it('gives the top non-seed files their public definitions, best first, within the share', () => {
    const plan = depthPlan(material, 4096, DEPTH);
    expect(plan[0]).toBeNull(); // the seed keeps breadth
    const depthFiles = plan.flatMap((entry, file) => (entry ? [file] : []));
    expect(depthFiles).toEqual([1, 2, 3, 4, 5]);
    for (const file of depthFiles) {
      const definitions = material[file]!.definitions;
      const { order, depth } = plan[file]!;
      const publicCount = definitions.filter((def) => !isPrivate(def)).length;
      expect([...order].sort((a, b) => a - b)).toEqual(definitions.map((_, index) => index));
      expect(order.slice(0, publicCount).every((index) => !isPrivate(definitions[index]!))).toBe(true);
      const scores = order.slice(0, depth).map((index) => definitions[index]!.score);
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
      // every public definition of a depth file but the last one's
      if (file !== depthFiles[depthFiles.length - 1]) expect(depth).toBe(publicCount);
    }
  });

  it('plans nothing with share 0, and seeds too when asked', () => {
    expect(depthPlan(material, 4096, { ...DEPTH, share: 0 }).every((entry) => entry === null)).toBe(true);
    expect(depthPlan(material, 4096, { ...DEPTH, share: 0, fitShare: 1 }).every((entry) => entry === null)).toBe(true);
    expect(depthPlan(material, 4096, { ...DEPTH, seeds: true })[0]!.depth).toBeGreaterThan(1);
  });

  it('grows the share to the top files\' whole surfaces when they fit within fitShare', () => {
    const publicCount = (file: number) => material[file]!.definitions.filter((def) => !isPrivate(def)).length;
    const small = depthPlan(material, 4096, { ...DEPTH, share: 0.05 });
    const grown = depthPlan(material, 4096, { ...DEPTH, share: 0.05, fitShare: 1 });
    const depthOf = (plan: typeof small) => plan.reduce((sum, entry) => sum + (entry?.depth ?? 0), 0);
    expect(depthOf(grown)).toBeGreaterThan(depthOf(small));
    // whole surfaces only: every depth file but the last shows all its public definitions
    const files = grown.flatMap((entry, file) => (entry ? [file] : []));
    for (const file of files.slice(0, -1)) expect(grown[file]!.depth).toBe(publicCount(file));
    // a fitShare below the share changes nothing
    expect(depthPlan(material, 4096, { ...DEPTH, fitShare: 0.1 })).toEqual(depthPlan(material, 4096, DEPTH));
  });

  it('gives no partial depth with whole, and depth only near the top score with scoreRatio', () => {
    const whole = depthPlan(material, 1024, { ...DEPTH, whole: true });
    whole.forEach((entry, file) => {
      if (entry) expect(entry.depth).toBe(material[file]!.definitions.filter((def) => !isPrivate(def)).length);
    });
    const top = material[1]!.file.score;
    const ratio = depthPlan(material, 4096, { ...DEPTH, scoreRatio: 0.9 });
    ratio.forEach((entry, file) => {
      if (entry) expect(material[file]!.file.score).toBeGreaterThanOrEqual(0.9 * top);
    });
  });

  it('stops at a small budget', () => {
    const plan = depthPlan(material, 256, DEPTH);
    expect(plan.filter((entry) => entry).length).toBeLessThan(5);
  });
});

describe('fitMap with depth', () => {
  for (const budget of [128, 256, 512, 1024, 2048, 4096, 8192]) {
    it(`never exceeds ${budget} tokens, and the top files show more than one signature when it allows`, () => {
      const result = fitMap(material, { tokens: budget, format: 'text', depth: DEPTH });
      expect(referenceCount(result.text)).toBeLessThanOrEqual(budget);
      expect(result.tokens).toBe(referenceCount(result.text));
      if (budget >= 1024) {
        const shown = shownNames(result.entries);
        for (const file of [1, 2, 3]) expect(shown.get(material[file]!.file.path)?.size ?? 0).toBeGreaterThan(1);
      }
    });
  }

  it('shows a top file\'s private definitions only after all its public ones', () => {
    for (const budget of [1024, 2048, 4096]) {
      const plan = depthPlan(material, budget, DEPTH);
      const shown = shownNames(fitMap(material, { tokens: budget, format: 'text', depth: DEPTH }).entries);
      plan.forEach((entry, file) => {
        if (!entry) return;
        const { file: ranked, definitions } = material[file]!;
        const names = shown.get(ranked.path) ?? new Set<string>();
        const privateShown = definitions.some((def) => isPrivate(def) && names.has(def.qualifiedName));
        const publicMissing = definitions.some((def) => !isPrivate(def) && !names.has(def.qualifiedName));
        expect(privateShown && publicMissing).toBe(false);
      });
    }
  });

  it('spends more of the budget on fewer files than breadth only', () => {
    const breadth = fitMap(material, { tokens: 2048, format: 'text' });
    const depth = fitMap(material, { tokens: 2048, format: 'text', depth: DEPTH });
    expect(depth.entries.length).toBeLessThan(breadth.entries.length);
    expect(fitMap(material, { tokens: 2048, format: 'text', depth: { ...DEPTH, share: 0 } }).text).toBe(breadth.text);
  });
});

describe('publicFirst', () => {
  it('orders every file\'s private definitions after its public ones, with no depth', () => {
    const plan = depthPlan(material, 4096, { ...DEPTH, share: 0, publicFirst: true });
    const withPrivate = material.flatMap((entry, file) => (entry.definitions.some(isPrivate) ? [file] : []));
    expect(withPrivate.length).toBeGreaterThan(10);
    for (const file of withPrivate) {
      const { order, depth } = plan[file]!;
      expect(depth).toBe(0);
      const visibility = order.map((index) => isPrivate(material[file]!.definitions[index]!));
      expect(visibility).toEqual([...visibility].sort((a, b) => Number(a) - Number(b)));
    }
  });
});
