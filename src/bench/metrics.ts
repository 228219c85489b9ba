// Retrieval metrics on one ranked list, and their aggregation over cases with
// a percentile bootstrap confidence interval from a seeded generator.
import { parseSymbolId, symbolId } from './symbol-id.js';

/** Cut-offs of recall@k and Acc@k. */
export const RECALL_KS = [1, 5, 10, 20] as const;
export const ACC_KS = [5, 10] as const;
/**
 * Cut-offs of hit@k: at least one expected file in the top k (the "Acc@k" of
 * file localization on SWE-bench-style issues, where most fixes touch one file).
 */
export const HIT_KS = [1, 5] as const;
/** Cut-offs of the definition ranking's symbol recall (symRecall@k). */
export const SYMBOL_RECALL_KS = [10, 50] as const;
/** Token budgets of the map-recall metrics. */
export const DEFAULT_BUDGETS = [1024, 2048, 4096, 8192] as const;

/** Share of `expected` found in the first `k` entries of `ranked`. */
export function recallAt(ranked: readonly string[], expected: readonly string[], k: number): number {
  if (!expected.length) return 0;
  const top = new Set(ranked.slice(0, k));
  return expected.filter((path) => top.has(path)).length / expected.length;
}

/** 1 when every expected file is in the first `k` entries, else 0. */
export function accuracyAt(ranked: readonly string[], expected: readonly string[], k: number): number {
  if (!expected.length) return 0;
  const top = new Set(ranked.slice(0, k));
  return expected.every((path) => top.has(path)) ? 1 : 0;
}

/** 1 when at least one expected file is in the first `k` entries, else 0. */
export function hitAt(ranked: readonly string[], expected: readonly string[], k: number): number {
  if (!expected.length) return 0;
  const wanted = new Set(expected);
  return ranked.slice(0, k).some((path) => wanted.has(path)) ? 1 : 0;
}

/** Reciprocal of the (1-based) rank of the first expected file; 0 when none is ranked. */
export function reciprocalRank(ranked: readonly string[], expected: readonly string[]): number {
  const wanted = new Set(expected);
  const index = ranked.findIndex((path) => wanted.has(path));
  return index < 0 ? 0 : 1 / (index + 1);
}

/** Share of `expected` among the files a map shows. */
export function recallInSet(shown: Iterable<string>, expected: readonly string[]): number {
  if (!expected.length) return 0;
  const set = new Set(shown);
  return expected.filter((path) => set.has(path)).length / expected.length;
}

/** What the symbol recall needs of a map: each shown file and the definitions shown in its block. */
export interface ShownFile {
  path: string;
  symbols: readonly { name: string; qualifiedName: string }[];
}

/**
 * Share of `expected` symbols a map shows. An expected symbol is
 * `path#name` (shown when that file's block shows a definition whose
 * qualified name or name is `name`) or a bare `name` (shown in any file's
 * block), as `parseSymbolId` reads it.
 */
export function symbolRecall(files: readonly ShownFile[], expected: readonly string[]): number {
  if (!expected.length) return 0;
  const anywhere = new Set<string>();
  const inFile = new Set<string>();
  for (const file of files) {
    for (const symbol of file.symbols) {
      for (const name of [symbol.name, symbol.qualifiedName]) {
        anywhere.add(name);
        inFile.add(symbolId(file.path, name));
      }
    }
  }
  const shown = expected.filter((id) => (parseSymbolId(id).path === null ? anywhere.has(id) : inFile.has(id)));
  return shown.length / expected.length;
}

/** What the definition-ranking metrics need of a ranked definition. */
export interface RankedName {
  path: string;
  name: string;
  qualifiedName: string;
}

/**
 * The metrics of a definition ranking (best first; seeds' definitions already left out):
 * symMrr, 1/rank of the first expected symbol, and symRecall@k, the share of the expected
 * symbols among the first k. A definition is one entry per `path#qualifiedName` (an
 * overload or a getter and setter count once, at the first); it matches an expected
 * `path#name` when its qualified name or name is `name` in that file, a bare `name` in any file.
 */
export function symbolRankMetrics(ranked: readonly RankedName[], expected: readonly string[]): CaseMetrics {
  const inFile = new Map<string, number>();
  const anywhere = new Map<string, number>();
  const seen = new Set<string>();
  let position = 0;
  for (const symbol of ranked) {
    const id = symbolId(symbol.path, symbol.qualifiedName);
    if (seen.has(id)) continue;
    seen.add(id);
    position++;
    for (const name of [symbol.qualifiedName, symbol.name]) {
      const key = symbolId(symbol.path, name);
      if (!inFile.has(key)) inFile.set(key, position);
      if (!anywhere.has(name)) anywhere.set(name, position);
    }
  }
  const ranks = expected.map((id) => (parseSymbolId(id).path === null ? anywhere.get(id) : inFile.get(id)));
  const found = ranks.filter((rank): rank is number => rank !== undefined);
  const metrics: CaseMetrics = { symMrr: found.length ? 1 / Math.min(...found) : 0 };
  for (const k of SYMBOL_RECALL_KS) metrics[`symRecall@${k}`] = expected.length ? found.filter((rank) => rank <= k).length / expected.length : 0;
  return metrics;
}

/** The ranking a case is scored on: seeds removed, each path once. */
export function withoutSeeds(ranked: readonly string[], seeds: readonly string[]): string[] {
  const skip = new Set(seeds);
  const out: string[] = [];
  for (const path of ranked) {
    if (skip.has(path)) continue;
    skip.add(path);
    out.push(path);
  }
  return out;
}

/** Metric name → value for one case and ranker. */
export type CaseMetrics = Record<string, number>;

export function metricNames(budgets: readonly number[], withSymbols = false): string[] {
  return [
    'mrr',
    ...RECALL_KS.map((k) => `recall@${k}`),
    ...ACC_KS.map((k) => `acc@${k}`),
    ...HIT_KS.map((k) => `hit@${k}`),
    ...budgets.map((budget) => `recall@${budgetLabel(budget)}`),
    ...(withSymbols ? budgets.map((budget) => `symbols@${budgetLabel(budget)}`) : []),
    ...(withSymbols ? ['symMrr', ...SYMBOL_RECALL_KS.map((k) => `symRecall@${k}`)] : []),
  ];
}

/** 1024 → '1k', 1500 → '1500'. */
export function budgetLabel(tokens: number): string {
  return tokens % 1024 === 0 ? `${tokens / 1024}k` : String(tokens);
}

/**
 * Every rank-based metric of one ranked list (seeds already removed); the
 * map-based ones are added by the caller from the maps it rendered.
 */
export function rankMetrics(ranked: readonly string[], expected: readonly string[]): CaseMetrics {
  const metrics: CaseMetrics = { mrr: reciprocalRank(ranked, expected) };
  for (const k of RECALL_KS) metrics[`recall@${k}`] = recallAt(ranked, expected, k);
  for (const k of ACC_KS) metrics[`acc@${k}`] = accuracyAt(ranked, expected, k);
  for (const k of HIT_KS) metrics[`hit@${k}`] = hitAt(ranked, expected, k);
  return metrics;
}

/** mulberry32: a small, fast, seeded generator of floats in [0, 1). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A 32-bit FNV-1a hash of a string: seeds per case that do not depend on run order. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export interface Interval {
  mean: number;
  /** Bounds of the percentile bootstrap interval (equal to the mean for fewer than two values). */
  low: number;
  high: number;
  n: number;
}

export interface BootstrapOptions {
  resamples?: number;
  /** Confidence level, default 0.95. */
  level?: number;
  seed?: number;
}

/**
 * The mean of `values` with a percentile bootstrap confidence interval:
 * `resamples` means of samples drawn with replacement, and the
 * (1-level)/2 and (1+level)/2 quantiles of those means.
 */
export function bootstrapMean(values: readonly number[], options: BootstrapOptions = {}): Interval {
  const n = values.length;
  if (n === 0) return { mean: NaN, low: NaN, high: NaN, n: 0 };
  const mean = values.reduce((sum, value) => sum + value, 0) / n;
  if (n === 1) return { mean, low: mean, high: mean, n };
  const resamples = options.resamples ?? 1000;
  const level = options.level ?? 0.95;
  const random = seededRandom(options.seed ?? 1);
  const means = new Float64Array(resamples);
  for (let r = 0; r < resamples; r++) {
    let sum = 0;
    for (let i = 0; i < n; i++) sum += values[Math.floor(random() * n)]!;
    means[r] = sum / n;
  }
  means.sort();
  return { mean, low: quantile(means, (1 - level) / 2), high: quantile(means, (1 + level) / 2), n };
}

/** Linear-interpolation quantile of sorted values. */
export function quantile(sorted: ArrayLike<number>, q: number): number {
  if (sorted.length === 0) return NaN;
  const position = (sorted.length - 1) * Math.min(1, Math.max(0, q));
  const lower = Math.floor(position);
  const upper = Math.ceil(position);
  const a = sorted[lower]!;
  const b = sorted[upper]!;
  return a + (b - a) * (position - lower);
}

/** Aggregate per-case metrics: each metric's bootstrap interval over the cases that have it. */
export function aggregate(cases: readonly CaseMetrics[], names: readonly string[], options: BootstrapOptions = {}): Record<string, Interval> {
  const out: Record<string, Interval> = {};
  for (const name of names) {
    const values = cases.map((metrics) => metrics[name]).filter((value): value is number => typeof value === 'number' && !Number.isNaN(value));
    out[name] = bootstrapMean(values, { ...options, seed: (options.seed ?? 1) ^ hashString(name) });
  }
  return out;
}
