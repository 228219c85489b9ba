// repomap's own ranking (default options) and its Aider-weights mode.
import type { MapOptions } from '../../repository.js';
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

/** A variant's options: ranking knobs, and the map's depth and breadth knobs. */
export type VariantOptions = RankOptions & Pick<MapOptions, MapKnob>;

type MapKnob =
  | 'definitionDecay'
  | 'depthShare'
  | 'depthFiles'
  | 'depthSeeds'
  | 'publicFirst'
  | 'depthFitShare'
  | 'depthWhole'
  | 'depthScoreRatio'
  | 'docs'
  | 'docsScope'
  | 'fileTail'
  | 'fileTailShare';

export function repomapRanker(name: string, description: string, options: VariantOptions): Ranker {
  const { definitionDecay, depthShare, depthFiles, depthSeeds, publicFirst, depthFitShare, depthWhole, depthScoreRatio, docs, docsScope, fileTail, fileTailShare, ...ranking } =
    options;
  const mapOptions = { definitionDecay, depthShare, depthFiles, depthSeeds, publicFirst, depthFitShare, depthWhole, depthScoreRatio, docs, docsScope, fileTail, fileTailShare };
  return {
    name,
    description,
    rank: (context) => context.repo.rank(context.request, caseOptions(context, ranking)).map((file) => file.path),
    maps: (context, budgets) =>
      budgets.map((tokens) => context.repo.map(context.request, { ...mapOptions, tokens }, caseOptions(context, ranking))),
  };
}

export const repomap = repomapRanker('repomap', "repomap's personalized PageRank, default options", {});
export const repomapAider = repomapRanker('repomap-aider', "repomap's graph with Aider's weights ({aider: true})", { aider: true });

/** repomap's file order rendered as the baselines' maps are (mapFromRanking): does repomap's own map beat it? */
export const repomapDepth: Ranker = {
  name: 'repomap-depth',
  description: "repomap's file order (default options), its map rendered depth-first by mapFromRanking like the baselines'",
  rank: repomap.rank,
};
