// repomap's own ranking (default options) and its Aider-weights mode.
import type { RankOptions } from '../../rank/rank.js';
import type { Ranker } from './types.js';

function repomapRanker(name: string, description: string, options: RankOptions): Ranker {
  return {
    name,
    description,
    rank: (context) => context.repo.rank(context.request, options).map((file) => file.path),
    maps: (context, budgets) => budgets.map((tokens) => context.repo.map(context.request, { ...options, tokens })),
  };
}

export const repomap = repomapRanker('repomap', "repomap's personalized PageRank, default options", {});
export const repomapAider = repomapRanker('repomap-aider', "repomap's graph with Aider's weights ({aider: true})", { aider: true });
