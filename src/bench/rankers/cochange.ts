// How often a file changed together with the seeds, in the history before the case.
import type { Ranker } from './types.js';
import { byScore } from './types.js';

export const cochange: Ranker = {
  name: 'cochange',
  description: 'git co-change counts with the seed files, from changes strictly before the case',
  rank(context) {
    if (!context.history) return [];
    const counts = context.history.counts(context.seeds, context.historyBefore);
    const indexed = new Set(context.data.paths);
    for (const path of counts.keys()) if (!indexed.has(path)) counts.delete(path);
    return byScore(counts, context.random);
  },
};
