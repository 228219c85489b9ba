// The rankers a benchmark can compare. Adding one: a module exporting a
// `Ranker` (see types.ts) and a line here.
import { bm25 } from './bm25.js';
import { cochange } from './cochange.js';
import { globalPagerank } from './global-pagerank.js';
import { random } from './random.js';
import { repomap, repomapAider, repomapDepth, repomapRanker } from './repomap.js';
import { sameDirectory } from './same-directory.js';
import type { Ranker } from './types.js';

export type { Ranker, RankContext } from './types.js';

export const RANKERS: readonly Ranker[] = [repomap, repomapAider, repomapDepth, random, sameDirectory, bm25, globalPagerank, cochange, ...variantsFromEnvironment()];

/**
 * Extra repomap variants for tuning, side by side with the rest:
 * REPOMAP_BENCH_VARIANTS='{"repomap-lex1":{"lexicalWeight":1},"repomap-nohist":{"cochangeWeight":0}}'
 * (each value is a RankOptions object).
 */
function variantsFromEnvironment(): Ranker[] {
  const spec = process.env.REPOMAP_BENCH_VARIANTS;
  if (!spec) return [];
  const variants = JSON.parse(spec) as Record<string, Record<string, unknown>>;
  return Object.entries(variants).map(([name, options]) => repomapRanker(name, `repomap with ${JSON.stringify(options)}`, options));
}

/** Rankers by name, in the order given; unknown names throw with the known ones listed. */
export function selectRankers(names: readonly string[] | undefined): Ranker[] {
  if (!names?.length) return [...RANKERS];
  return names.map((name) => {
    const ranker = RANKERS.find((candidate) => candidate.name === name);
    if (!ranker) throw new Error(`unknown ranker '${name}' (known: ${RANKERS.map((r) => r.name).join(', ')})`);
    return ranker;
  });
}
