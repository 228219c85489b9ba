import { describe, expect, it } from 'vitest';
import {
  accuracyAt,
  aggregate,
  bootstrapMean,
  budgetLabel,
  hitAt,
  metricNames,
  quantile,
  rankMetrics,
  recallAt,
  recallInSet,
  reciprocalRank,
  seededRandom,
  withoutSeeds,
} from '../../src/bench/metrics.js';
import { completeOrder } from '../../src/bench/runner.js';

const ranking = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k', 'l'];

describe('rank metrics on hand-made rankings', () => {
  it('recall@k is the share of expected files in the top k', () => {
    expect(recallAt(ranking, ['a'], 1)).toBe(1);
    expect(recallAt(ranking, ['b'], 1)).toBe(0);
    expect(recallAt(ranking, ['b', 'e', 'k'], 5)).toBeCloseTo(2 / 3);
    expect(recallAt(ranking, ['b', 'e', 'k'], 10)).toBeCloseTo(2 / 3);
    expect(recallAt(ranking, ['b', 'e', 'k'], 20)).toBe(1);
    expect(recallAt(ranking, ['zz'], 20)).toBe(0);
    expect(recallAt(ranking, [], 5)).toBe(0);
  });

  it('MRR is the reciprocal rank of the first expected file', () => {
    expect(reciprocalRank(ranking, ['a'])).toBe(1);
    expect(reciprocalRank(ranking, ['d', 'b'])).toBe(1 / 2);
    expect(reciprocalRank(ranking, ['k'])).toBe(1 / 11);
    expect(reciprocalRank(ranking, ['missing'])).toBe(0);
  });

  it('Acc@k needs every expected file in the top k', () => {
    expect(accuracyAt(ranking, ['a', 'e'], 5)).toBe(1);
    expect(accuracyAt(ranking, ['a', 'f'], 5)).toBe(0);
    expect(accuracyAt(ranking, ['a', 'f'], 10)).toBe(1);
  });

  it('hit@k needs at least one expected file in the top k', () => {
    expect(hitAt(ranking, ['a'], 1)).toBe(1);
    expect(hitAt(ranking, ['b'], 1)).toBe(0);
    expect(hitAt(ranking, ['zz', 'e', 'k'], 5)).toBe(1);
    expect(hitAt(ranking, ['f', 'k'], 5)).toBe(0);
    expect(hitAt(ranking, ['missing'], 20)).toBe(0);
    expect(hitAt(ranking, [], 5)).toBe(0);
    // one of two in the top 5: hit, but not Acc@5 (which needs both)
    expect(rankMetrics(ranking, ['b', 'k'])).toMatchObject({ 'hit@1': 0, 'hit@5': 1, 'acc@5': 0, 'recall@5': 0.5 });
    expect(rankMetrics(ranking, ['a', 'k'])).toMatchObject({ 'hit@1': 1, 'hit@5': 1, 'acc@5': 0 });
  });

  it('seeds are removed before scoring, moving the others up', () => {
    const ranked = withoutSeeds(['s1', 'x', 's2', 'y', 'x'], ['s1', 's2']);
    expect(ranked).toEqual(['x', 'y']);
    expect(rankMetrics(ranked, ['y'])).toMatchObject({ mrr: 0.5, 'recall@1': 0, 'recall@5': 1, 'acc@5': 1 });
  });

  it('map recall counts the expected files a map shows', () => {
    expect(recallInSet(['a', 'c'], ['a', 'b'])).toBe(0.5);
    expect(recallInSet(new Set(['a', 'b']), ['a', 'b'])).toBe(1);
  });

  it('names metrics and budgets', () => {
    expect(budgetLabel(1024)).toBe('1k');
    expect(budgetLabel(8192)).toBe('8k');
    expect(budgetLabel(1500)).toBe('1500');
    expect(metricNames([1024, 4096])).toEqual(['mrr', 'recall@1', 'recall@5', 'recall@10', 'recall@20', 'acc@5', 'acc@10', 'hit@1', 'hit@5', 'recall@1k', 'recall@4k']);
    expect(metricNames([2048], true)).toContain('symbols@2k');
  });
});

describe('bootstrap confidence interval', () => {
  it('is deterministic for a seed and brackets the mean', () => {
    const values = [0, 1, 0, 1, 1, 0.5, 0.25, 1, 0, 0.75];
    const a = bootstrapMean(values, { seed: 7 });
    const b = bootstrapMean(values, { seed: 7 });
    expect(a).toEqual(b);
    expect(a.mean).toBeCloseTo(0.55);
    expect(a.low).toBeLessThan(a.mean);
    expect(a.high).toBeGreaterThan(a.mean);
    expect(a.low).toBeGreaterThanOrEqual(0);
    expect(a.high).toBeLessThanOrEqual(1);
    expect(a.n).toBe(10);
  });

  it('has roughly the width the normal approximation predicts', () => {
    const random = seededRandom(3);
    const values = Array.from({ length: 400 }, () => (random() < 0.3 ? 1 : 0));
    const interval = bootstrapMean(values, { resamples: 2000, seed: 11 });
    const p = interval.mean;
    const half = 1.96 * Math.sqrt((p * (1 - p)) / values.length);
    expect(interval.high - interval.low).toBeGreaterThan(2 * half * 0.8);
    expect(interval.high - interval.low).toBeLessThan(2 * half * 1.2);
    expect(Math.abs((interval.low + interval.high) / 2 - p)).toBeLessThan(0.01);
  });

  it('collapses for constant values and a single value; is NaN for none', () => {
    const constant = bootstrapMean([0.4, 0.4, 0.4]);
    expect(constant.mean).toBeCloseTo(0.4, 12);
    expect(constant.low).toBeCloseTo(0.4, 12);
    expect(constant.high).toBeCloseTo(0.4, 12);
    expect(bootstrapMean([0.9])).toEqual({ mean: 0.9, low: 0.9, high: 0.9, n: 1 });
    expect(bootstrapMean([]).n).toBe(0);
    expect(Number.isNaN(bootstrapMean([]).mean)).toBe(true);
  });

  it('quantiles interpolate', () => {
    expect(quantile([0, 10], 0.5)).toBe(5);
    expect(quantile([1, 2, 3, 4, 5], 0.25)).toBe(2);
    expect(quantile([1, 2, 3], 1)).toBe(3);
  });

  it('aggregates each metric over the cases that have it', () => {
    const out = aggregate([{ mrr: 1, 'recall@5': 1 }, { mrr: 0 }, { mrr: 0.5, 'recall@5': 0 }], ['mrr', 'recall@5']);
    expect(out.mrr!.mean).toBeCloseTo(0.5);
    expect(out['recall@5']!.mean).toBeCloseTo(0.5);
    expect(out['recall@5']!.n).toBe(2);
  });
});

describe('completing a ranker order', () => {
  it('keeps the order, drops unknown and repeated paths, appends the rest in a seeded order', () => {
    const paths = ['a', 'b', 'c', 'd', 'e'];
    const one = completeOrder(['c', 'zz', 'c', 'a'], paths, seededRandom(5));
    const two = completeOrder(['c', 'zz', 'c', 'a'], paths, seededRandom(5));
    expect(one.slice(0, 2)).toEqual(['c', 'a']);
    expect([...one].sort()).toEqual(paths);
    expect(one).toEqual(two);
  });
});
