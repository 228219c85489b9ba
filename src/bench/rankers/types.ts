// What a ranker sees, and what it must return. A ranker is one small module:
// a name, a line of description, and `rank(context)` giving repository paths
// best first (a partial order is fine: the runner appends the files it left
// out in a seeded random order, so ties never favour a ranker).
import type { RepoMap, Repository } from '../../repository.js';
import type { RankedSymbol, Ranking } from '../../rank/rank.js';
import type { SeedRequest } from '../../rank/seeds.js';
import type { GraphData } from '../../store/read.js';
import type { ResolvedCase } from '../cases.js';
import type { CoChangeIndex } from '../history.js';

export interface RankContext {
  repo: Repository;
  /** The index's files, definitions and references (loaded once per case). */
  data: GraphData;
  case: ResolvedCase;
  /** The task as repomap takes it. */
  request: SeedRequest;
  /** Seed paths present in the index. */
  seeds: string[];
  /** A generator seeded by the case and the ranker. */
  random: () => number;
  /** Co-change history of the repository, when it is a git repository. */
  history: CoChangeIndex | null;
  /** Only changes at positions before this one may be counted (strictly before the case's commit). */
  historyBefore: number;
  /** repomap's global (unseeded) ranking of this tree, computed once per case. */
  globalRanking(): Ranking;
}

export interface Ranker {
  name: string;
  description: string;
  /** Paths best first (seeds may be included: they are removed before scoring). */
  rank(context: RankContext): readonly string[];
  /**
   * The maps this ranker emits at each budget. Default: the seeds, then the
   * ranked files, rendered by `mapFromRanking`.
   */
  maps?(context: RankContext, budgets: readonly number[]): RepoMap[];
  /**
   * Its definition ranking, best first (seeds' definitions may be included: they are left
   * out before scoring). Default: the ranked files' definitions, file by file, in source order.
   */
  rankSymbols?(context: RankContext): readonly RankedSymbol[];
}

/**
 * Paths by score (higher first), ties in a random order from `random`; paths
 * with no score (undefined or <= 0) are left out for the runner to append.
 */
export function byScore(scores: Map<string, number>, random: () => number): string[] {
  const entries = [...scores].filter(([, score]) => score > 0).map(([path, score]) => ({ path, score, tie: random() }));
  entries.sort((a, b) => b.score - a.score || a.tie - b.tie);
  return entries.map((entry) => entry.path);
}
