// Files near the seeds in the directory tree first.
import type { Ranker } from './types.js';
import { byScore } from './types.js';

/** Steps from directory `a` to directory `b` through their deepest common ancestor. */
export function directoryDistance(a: string, b: string): number {
  const x = a ? a.split('/') : [];
  const y = b ? b.split('/') : [];
  let common = 0;
  while (common < x.length && common < y.length && x[common] === y[common]) common++;
  return x.length - common + (y.length - common);
}

function directoryOf(path: string): string {
  const slash = path.lastIndexOf('/');
  return slash < 0 ? '' : path.slice(0, slash);
}

export const sameDirectory: Ranker = {
  name: 'same-directory',
  description: "files in the seeds' directories first, then by directory distance to the nearest seed",
  rank(context) {
    const seedDirs = [...new Set(context.seeds.map(directoryOf))];
    if (!seedDirs.length) return [];
    const scores = new Map<string, number>();
    for (const path of context.data.paths) {
      const dir = directoryOf(path);
      let best = Infinity;
      for (const seedDir of seedDirs) best = Math.min(best, directoryDistance(dir, seedDir));
      scores.set(path, 1 / (1 + best));
    }
    return byScore(scores, context.random);
  },
};
