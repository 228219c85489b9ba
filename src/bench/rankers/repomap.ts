// repomap's own ranking (default options) and its Aider-weights mode.
import type { RankOptions } from '../../rank/rank.js';
import type { RankContext, Ranker } from './types.js';

/**
 * The options for a case: the history repomap may use is the benchmark's,
 * cut strictly before the case's commit (the materialized tree has no git
 * history of its own, and the repository's would leak the future).
 */
function caseOptions(context: RankContext, options: RankOptions): RankOptions {
  return { ...options, history: context.history?.upTo(context.historyBefore) ?? null };
}

export function repomapRanker(name: string, description: string, options: RankOptions): Ranker {
  return {
    name,
    description,
    rank: (context) => context.repo.rank(context.request, caseOptions(context, options)).map((file) => file.path),
    maps: (context, budgets) => budgets.map((tokens) => context.repo.map(context.request, { ...caseOptions(context, options), tokens })),
  };
}

export const repomap = repomapRanker('repomap', "repomap's personalized PageRank, default options", {});
export const repomapAider = repomapRanker('repomap-aider', "repomap's graph with Aider's weights ({aider: true})", { aider: true });
