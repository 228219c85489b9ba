// Reciprocal-rank fusion of the graph's order with the other signals' orders (signals.ts),
// each list weighted and damped by k.
import type { GraphSnapshot } from '../graph/snapshot.js';
import type { RankOptions } from './options.js';
import type { Priors } from './priors.js';
import { byScore, perSignal, SIGNALS, type FusionLists, type FusionWeights } from './signals.js';

export { byScore, type FusionLists, type FusionWeights } from './signals.js';

/**
 * k of the rank fusion (0 turns it off: the graph's order alone). 5 won on the benchmark
 * (bench/history/notebook-2026-11-to-12.md, "Results"); the fit keeps it (signals.ts).
 */
const DEFAULT_FUSION = 5;

/** k of the fusion; 0 when it is off. */
export function fusionConstant(options: RankOptions): number {
  return options.fusion ?? DEFAULT_FUSION;
}

/**
 * The weights of the fusion: `fusionWeights`, else each signal's own option (the prior shares
 * for lexical and co-change), else its default, which may differ for a task given as text alone.
 */
export function fusionWeights(options: RankOptions, textOnly = false): FusionWeights {
  const given = options.fusionWeights ?? {};
  return perSignal((signal) => given[signal.name] ?? signal.weight(options, textOnly));
}

/** The orders the fusion combines (seeds left out): what a fit of the fusion reads. */
export function fusionLists(
  scores: ReadonlyMap<string, number>,
  snapshot: GraphSnapshot,
  reasons: Map<number, 'seed' | 'mentioned'>,
  priors: Priors,
): FusionLists {
  // Seeds lead the list anyway (tier 2); fusing them would only push every other file down.
  const others = new Map(scores);
  for (const [index, reason] of reasons) if (reason === 'seed') others.delete(snapshot.paths[index]!);
  const context = { graph: byScore(others), snapshot, reasons, priors };
  return perSignal((signal) => signal.list(context));
}

/**
 * Reciprocal rank fusion of the signals' lists: each list adds weight / (k + rank). A file
 * several lists agree on rises; one that only the graph reaches keeps its graph order.
 */
export function fuseRanks(lists: FusionLists, weights: FusionWeights, k: number): Map<string, number> {
  const fused = new Map<string, number>();
  for (const { name } of SIGNALS) {
    const weight = weights[name];
    if (weight <= 0) continue;
    lists[name].forEach((path, rank) => fused.set(path, (fused.get(path) ?? 0) + weight / (k + rank + 1)));
  }
  return fused;
}
