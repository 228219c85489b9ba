import type { GraphData, StoredDefinition } from '../store/read.js';
import type { DefinitionKind, RankedDefinition, RankedFile } from '../types.js';
import { buildFileGraph, forEachReferenceEdge, importIndex, type FileGraph } from '../graph/build.js';
import { buildTransitionMatrix, personalizedPageRankOnMatrix } from './pagerank.js';
import { resolveSeeds, type SeedRequest } from './seeds.js';

export interface RankOptions {
  /** Reproduce Aider's weights (no import edges, no caller edges, its multipliers). */
  aider?: boolean;
  alpha?: number;
}

export interface Ranking {
  /** Every indexed file, best first. */
  files: RankedFile[];
  /** Score the given definitions (of ranked files) by the rank flowing into each. */
  scoreDefinitions(definitions: readonly StoredDefinition[]): RankedDefinition[];
  seeded: boolean;
  graph: FileGraph;
}

const GLOBAL_SHARE = 1e-3;
const KIND_WEIGHT: Partial<Record<DefinitionKind, number>> = { field: 0.5, variable: 0.5, constant: 0.7 };

/**
 * Personalized PageRank over the file graph, seeded by the task; with no
 * seeds, global PageRank (a general map). Each file's reason names the seed
 * property or the neighbour that sent it the most rank.
 */
export function rankFiles(data: GraphData, request: SeedRequest, options: RankOptions = {}): Ranking {
  const seeds = resolveSeeds(data, request);
  const graph = buildFileGraph(data, { mentioned: seeds.mentioned, aider: options.aider });
  const matrix = buildTransitionMatrix(graph, 'weight');
  const personalization = new Map<string, number>();
  for (const [index, weight] of seeds.personalization) personalization.set(data.paths[index]!, weight);
  const alpha = options.alpha ?? 0.85;
  const seeded = personalizedPageRankOnMatrix(matrix, { personalization, alpha }).scores;
  // Files the seeds cannot reach still need an order to fill a budget: a
  // small share of global rank, which never outranks what the seeds reach.
  const scores = seeds.empty ? seeded : new Map(seeded);
  if (!seeds.empty) {
    const global = personalizedPageRankOnMatrix(matrix, { alpha }).scores;
    for (const [path, score] of global) scores.set(path, (scores.get(path) ?? 0) + GLOBAL_SHARE * score);
  }

  const outWeight = new Float64Array(data.paths.length);
  graph.forEachEdge((_edge, attributes, source, _target, sourceAttributes) => {
    outWeight[sourceAttributes.index] += attributes.weight;
  });

  const files: RankedFile[] = data.paths.map((path, index) => ({
    path,
    score: scores.get(path) ?? 0,
    reason: reasonFor(graph, path, seeds.reasons.get(index), seeds.empty || !(seeded.get(path)! > 0), seeded, outWeight),
  }));
  files.sort((a, b) => b.score - a.score || (a.path < b.path ? -1 : 1));

  const scoreDefinitions = (definitions: readonly StoredDefinition[]): RankedDefinition[] =>
    scoreByInflow(data, definitions, scores, outWeight, seeds.mentioned, options);
  return { files, scoreDefinitions, seeded: !seeds.empty, graph };
}

function reasonFor(
  graph: FileGraph,
  path: string,
  seedReason: 'seed' | 'mentioned' | undefined,
  unseeded: boolean,
  scores: Map<string, number>,
  outWeight: Float64Array,
): string {
  if (seedReason) return seedReason;
  if (unseeded) return 'global-rank';
  let best = 0;
  let reason = 'global-rank';
  graph.forEachInEdge(path, (_edge, attributes, source, _target, sourceAttributes) => {
    const total = outWeight[sourceAttributes.index]!;
    if (total <= 0) return;
    const flow = (scores.get(source) ?? 0) * (attributes.weight / total);
    if (flow > best) {
      best = flow;
      if (attributes.reverse) reason = `${attributes.imported ? 'imports' : 'references'}:${source}`;
      else reason = `${attributes.imported ? 'imported-by' : 'referenced-by'}:${source}`;
    }
  });
  return reason;
}

/**
 * A definition's score is the rank that flows into it along the references to
 * its name (each referencing file passes on its rank in proportion to the
 * edge's share of its out-weight), plus an even share of its file's own rank
 * so that a seed file's definitions show even when nothing calls them.
 */
function scoreByInflow(
  data: GraphData,
  definitions: readonly StoredDefinition[],
  scores: Map<string, number>,
  outWeight: Float64Array,
  mentioned: Set<string>,
  options: RankOptions,
): RankedDefinition[] {
  const wanted = new Map<number, Map<string, number>>();
  const indexByPath = new Map<string, number>();
  data.paths.forEach((path, index) => indexByPath.set(path, index));
  const perFile = new Map<string, number>();
  for (const def of definitions) {
    const index = indexByPath.get(def.path);
    perFile.set(def.path, (perFile.get(def.path) ?? 0) + 1);
    if (index === undefined) continue;
    let names = wanted.get(index);
    if (!names) wanted.set(index, (names = new Map()));
    names.set(def.name, 0);
  }
  forEachReferenceEdge(data, { mentioned, aider: options.aider }, importIndex(data), (from, to, weight, _imported, refIndex) => {
    const names = wanted.get(to);
    if (!names) return;
    const name = data.refName[refIndex]!;
    const current = names.get(name);
    if (current === undefined || outWeight[from]! <= 0) return;
    names.set(name, current + (scores.get(data.paths[from]!) ?? 0) * (weight / outWeight[from]!));
  });

  return definitions.map((def) => {
    const index = indexByPath.get(def.path);
    const fileScore = scores.get(def.path) ?? 0;
    const inflow = index === undefined ? 0 : (wanted.get(index)?.get(def.name) ?? 0);
    const share = fileScore / ((perFile.get(def.path) ?? 0) + 1);
    const boost = mentioned.has(def.name) || mentioned.has(def.qualifiedName) ? 10 : 1;
    return { ...def, score: (inflow + share) * (KIND_WEIGHT[def.kind] ?? 1) * boost };
  });
}
