// repomap's graph with no seeds: what a general map would show first.
import type { Ranker } from './types.js';

export const globalPagerank: Ranker = {
  name: 'global-pagerank',
  description: "repomap's graph ranked by PageRank without seeds",
  rank: (context) => context.globalRanking().files.map((file) => file.path),
};
