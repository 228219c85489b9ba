// repomap's own ranking (default options) and its Aider-weights mode.
import { DEFAULT_SYMBOL_FILES, type MapOptions } from '../../repository.js';
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

/** A variant's options: ranking knobs, and the map's layout knobs. */
export type VariantOptions = RankOptions & Pick<MapOptions, MapKnob>;

type MapKnob =
  | 'definitionDecay'
  | 'publicFirst'
  | 'docs'
  | 'docsScope'
  | 'fileTail'
  | 'fileTailShare'
  | 'valueRankDecay'
  | 'valueSymbolWeight'
  | 'valueSeedPosition'
  | 'valueDocWeight'
  | 'valueDocShare'
  | 'valueDocLeadWeight';

export function repomapRanker(name: string, description: string, options: VariantOptions): Ranker {
  const { definitionDecay, publicFirst, docs, docsScope, fileTail, fileTailShare, valueRankDecay, valueSymbolWeight, valueSeedPosition, valueDocWeight, valueDocShare, valueDocLeadWeight, ...ranking } =
    options;
  const mapOptions = { definitionDecay, publicFirst, docs, docsScope, fileTail, fileTailShare, valueRankDecay, valueSymbolWeight, valueSeedPosition, valueDocWeight, valueDocShare, valueDocLeadWeight };
  return {
    name,
    description,
    rank: (context) => context.repo.rank(context.request, caseOptions(context, ranking)).map((file) => file.path),
    maps: (context, budgets) =>
      budgets.map((tokens) => context.repo.map(context.request, { ...mapOptions, tokens }, caseOptions(context, ranking))),
    // As many non-seed files as the baselines' definition rankings list.
    rankSymbols: (context) =>
      context.repo.rankSymbols(context.request, { files: DEFAULT_SYMBOL_FILES + context.seeds.length }, caseOptions(context, ranking)),
  };
}

export const repomap = repomapRanker('repomap', "repomap's personalized PageRank, default options", {});
export const repomapAider = repomapRanker('repomap-aider', "repomap's graph with Aider's weights ({aider: true})", { aider: true });

/**
 * repomap's file order rendered as the baselines' maps are (mapFromRanking), and its
 * definitions listed as theirs are (file by file, in source order): do repomap's own map
 * and definition ranking beat that?
 */
export const repomapDepth: Ranker = {
  name: 'repomap-depth',
  description: "repomap's file order (default options), its map rendered depth-first by mapFromRanking and its definitions listed in source order, like the baselines'",
  rank: repomap.rank,
};
