// The rankers a benchmark can compare. Adding one: a module exporting a
// `Ranker` (see types.ts) and a line here.
import { bm25 } from './bm25.js';
import { cochange } from './cochange.js';
import { globalPagerank } from './global-pagerank.js';
import { random } from './random.js';
import { repomap, repomapAider } from './repomap.js';
import { sameDirectory } from './same-directory.js';
import type { Ranker } from './types.js';

export type { Ranker, RankContext } from './types.js';

export const RANKERS: readonly Ranker[] = [repomap, repomapAider, random, sameDirectory, bm25, globalPagerank, cochange];

/** Rankers by name, in the order given; unknown names throw with the known ones listed. */
export function selectRankers(names: readonly string[] | undefined): Ranker[] {
  if (!names?.length) return [...RANKERS];
  return names.map((name) => {
    const ranker = RANKERS.find((candidate) => candidate.name === name);
    if (!ranker) throw new Error(`unknown ranker '${name}' (known: ${RANKERS.map((r) => r.name).join(', ')})`);
    return ranker;
  });
}
