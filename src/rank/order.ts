// The ranked list's order and reasons: what the task names leads (seed tiers), and every
// other file is explained by the neighbour that sent it the most rank (rank.ts: or by its
// history with the seeds, when that sent it more).
import { EDGE_IMPORTED, EDGE_REVERSE, type GraphSnapshot } from '../graph/snapshot.js';

/** 2 for seed paths, 1 for files the task names strongly (half the top weight or more), else 0. */
export function seedTiers(
  personalization: Map<number, number>,
  reasons: Map<number, 'seed' | 'mentioned'>,
  paths: readonly string[],
): Map<string, number> {
  let strongest = 0;
  for (const [index, weight] of personalization) if (reasons.get(index) === 'mentioned') strongest = Math.max(strongest, weight);
  const tiers = new Map<string, number>();
  for (const [index, reason] of reasons) {
    if (reason === 'seed') tiers.set(paths[index]!, 2);
    else if (personalization.get(index)! >= strongest / 2) tiers.set(paths[index]!, 1);
  }
  return tiers;
}

/** The in-neighbour that sent this file the most rank, how it is related, and its flow (score × the edge's share of its out-weight). */
export function strongestNeighbour(snapshot: GraphSnapshot, index: number, scores: Map<string, number>): { reason: string; flow: number } {
  let best = 0;
  let reason = 'global-rank';
  for (let e = snapshot.inStart[index]!; e < snapshot.inStart[index + 1]!; e++) {
    const source = snapshot.inSource[e]!;
    const total = snapshot.outWeight[source]!;
    if (total <= 0) continue;
    const flow = (scores.get(snapshot.paths[source]!) ?? 0) * (snapshot.inWeight[e]! / total);
    if (flow <= best) continue;
    best = flow;
    const flags = snapshot.inFlags[e]!;
    const imported = (flags & EDGE_IMPORTED) !== 0;
    const name = snapshot.paths[source]!;
    reason = (flags & EDGE_REVERSE) !== 0
      ? `${imported ? 'imports' : 'references'}:${name}`
      : `${imported ? 'imported-by' : 'referenced-by'}:${name}`;
  }
  return { reason, flow: best };
}
