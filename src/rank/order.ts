// The ranked list's order and reasons: what the task names leads (seed tiers), and every
// other file is explained by the neighbour that sent it the most rank (rank.ts: or by its
// history with the seeds, when that sent it more).
import { EDGE_IMPORTED, EDGE_REVERSE, type GraphSnapshot } from '../graph/snapshot.js';

/** 2 for seed paths, 1 for files the task names strongly (half the top weight or more), else 0. */
export function seedTiers(
  personalization: Map<number, number>,
  reasons: Map<number, 'seed' | 'mentioned'>,
  paths: readonly string[],
  /** When given, only these of the mentioned files can lead. */
  leaders?: ReadonlySet<number>,
): Map<string, number> {
  let strongest = 0;
  for (const [index, weight] of personalization) {
    if (reasons.get(index) === 'mentioned' && (!leaders || leaders.has(index))) strongest = Math.max(strongest, weight);
  }
  const tiers = new Map<string, number>();
  for (const [index, reason] of reasons) {
    if (reason === 'seed') tiers.set(paths[index]!, 2);
    else if (personalization.get(index)! >= strongest / 2 && (!leaders || leaders.has(index))) tiers.set(paths[index]!, 1);
  }
  return tiers;
}

/**
 * The in-neighbour that sent this file the most rank, how it is related, and its flow (score
 * × the edge's share of its out-weight). `scoreOf` is the score of each file by index.
 */
export function strongestNeighbour(snapshot: GraphSnapshot, index: number, scoreOf: Float64Array): { reason: string; flow: number } {
  let best = 0;
  let bestEdge = -1;
  for (let e = snapshot.inStart[index]!; e < snapshot.inStart[index + 1]!; e++) {
    const source = snapshot.inSource[e]!;
    const total = snapshot.outWeight[source]!;
    if (total <= 0) continue;
    const flow = scoreOf[source]! * (snapshot.inWeight[e]! / total);
    if (flow <= best) continue;
    best = flow;
    bestEdge = e;
  }
  if (bestEdge < 0) return { reason: 'global-rank', flow: 0 };
  const flags = snapshot.inFlags[bestEdge]!;
  const imported = (flags & EDGE_IMPORTED) !== 0;
  const name = snapshot.paths[snapshot.inSource[bestEdge]!]!;
  const reason = (flags & EDGE_REVERSE) !== 0 ? `${imported ? 'imports' : 'references'}:${name}` : `${imported ? 'imported-by' : 'referenced-by'}:${name}`;
  return { reason, flow: best };
}
