import type { DefinitionKind, RankedDefinition, RankedFile, StoredDefinition } from '../types.js';
import { EDGE_IMPORTED, EDGE_REVERSE, type GraphSnapshot } from '../graph/snapshot.js';
import { nameSpecificity } from '../graph/weights.js';
import { UNIMPORTED_DEFINER_SHARE } from '../graph/build.js';
import { personalizedPageRankOnMatrix, type TransitionMatrix } from './pagerank.js';
import { resolveSeeds, type SeedContext, type SeedRequest } from './seeds.js';
import { lexicalScores, type LexicalSource } from './lexical.js';
import { extractQueryTerms } from './query-terms.js';
import { posix } from 'node:path';
import type { ChangeHistory } from '../shared/history.js';
import { fileRole } from '../shared/roles.js';

export interface RankOptions {
  /** Reproduce Aider's weights (no import edges, no caller edges, its multipliers, no lexical or history prior). */
  aider?: boolean;
  alpha?: number;
  /** Share of the teleport mass given to files lexically similar to the seeds (BM25). Default 0.5; 0 turns it off. */
  lexicalWeight?: number;
  /** Share given to files that changed together with the seeds in git history. Default 0.5; 0 turns it off. */
  cochangeWeight?: number;
  /** Reciprocal-rank fusion constant k for combining graph, lexical and co-change orders; 0 = graph order only. */
  fusion?: number;
  /** The change history behind the co-change prior; by default the repository's own git history when it has one. */
  history?: ChangeHistory | null;
  /** Changes this many changes older than the newest count half as much in the co-change prior. Default 1000. */
  cochangeHalfLife?: number;
  /** Weight of the seeds' package facades (an __init__.py, index.ts, mod.rs or lib.rs importing a seed) in the fusion. Default 0.5. */
  facadeWeight?: number;
  /** Weight of the files in a seed's directory (in graph order) in the fusion. Default 0.25. */
  directoryWeight?: number;
  /** Score factor for tests, docs and examples, vendored and generated code that is not a seed. Default 0.5. */
  supportingFactor?: number;
}

export interface Ranking {
  /** Every indexed file, best first. */
  files: RankedFile[];
  /** Score the given definitions (of ranked files) by the rank flowing into each. */
  scoreDefinitions(definitions: readonly StoredDefinition[]): RankedDefinition[];
  seeded: boolean;
}

/** What definition scoring reads from the store: the references of the best-ranked files. */
export interface ReferenceSource {
  /** (name, occurrences) referenced by each given file. */
  referencesOf(paths: readonly string[]): Map<string, { name: string; count: number }[]>;
  /** How many files define each name. */
  definerCounts(names: readonly string[]): Map<string, number>;
  /** For each given file, the files its imports resolve to. */
  importsOf(paths: readonly string[]): Map<string, Set<string>>;
}

export interface RankInputs {
  snapshot: GraphSnapshot;
  matrix: TransitionMatrix;
  seedContext: SeedContext;
  references: ReferenceSource;
  lexical: LexicalSource;
  /** Unseeded PageRank by alpha: the same for every task on this graph, so computed once. */
  globalByAlpha?: Map<number, Map<string, number>>;
  /** Files that are not source (tests, docs, …), once per graph. */
  supporting?: string[];
}

function globalScores(inputs: RankInputs, alpha: number): Map<string, number> {
  inputs.globalByAlpha ??= new Map();
  let scores = inputs.globalByAlpha.get(alpha);
  if (!scores) {
    scores = personalizedPageRankOnMatrix(inputs.matrix, { alpha }).scores;
    inputs.globalByAlpha.set(alpha, scores);
  }
  return scores;
}

/** Files seeds cannot reach still need an order to fill a budget: a small share of global rank. */
const GLOBAL_SHARE = 1e-3;
const KIND_WEIGHT: Partial<Record<DefinitionKind, number>> = { field: 0.5, variable: 0.5, constant: 0.7 };
/** Definition scores count the rank sent by this many best-ranked files: where nearly all of it comes from. */
const CONTRIBUTING_FILES = 64;
const SEED_SOURCE_BOOST = 3;

/**
 * Personalized PageRank over the file graph, seeded by the task; with no
 * seeds, global PageRank (a general map). Each file's reason names the seed
 * property or the neighbour that sent it the most rank.
 */
export function rankFiles(inputs: RankInputs, request: SeedRequest, options: RankOptions = {}): Ranking {
  const { snapshot, matrix } = inputs;
  const seeds = resolveSeeds(inputs.seedContext, request);
  // A seeded walk that restarts more often stays near the task (measured better on real history);
  // a general map keeps PageRank's classic damping.
  const alpha = options.alpha ?? (seeds.empty ? 0.85 : SEEDED_ALPHA);
  const personalization = new Map<string, number>();
  for (const [index, weight] of seeds.personalization) personalization.set(snapshot.paths[index]!, weight);
  const priors = !seeds.empty && !options.aider ? addPriors(inputs, request, seeds.reasons, personalization, options) : null;
  const seeded = seeds.empty ? globalScores(inputs, alpha) : personalizedPageRankOnMatrix(matrix, { personalization, alpha }).scores;
  const scores = seeds.empty ? seeded : new Map(seeded);
  if (!seeds.empty) {
    const global = globalScores(inputs, alpha);
    for (const [path, score] of global) scores.set(path, (scores.get(path) ?? 0) + GLOBAL_SHARE * score);
  }

  let fused: Map<string, number> | null = null;
  if (priors && (options.fusion ?? DEFAULT_FUSION) > 0) {
    // Seeds lead the list anyway (tier 2); fusing them would only push every other file down.
    const others = new Map(scores);
    for (const [index, reason] of seeds.reasons) if (reason === 'seed') others.delete(snapshot.paths[index]!);
    const graph = byScore(others);
    const lists: FusionLists = {
      graph,
      lexical: byScore(priors.lexical),
      cochange: byScore(priors.cochange),
      facades: byScore(facadesOf(snapshot, seeds.reasons)),
      siblings: inSeedDirectories(graph, snapshot, seeds.reasons),
    };
    fused = fuseRanks(lists, options);
    // The code a task changes is source; its tests and docs follow the source they exercise.
    const factor = options.supportingFactor ?? SUPPORTING_FACTOR;
    for (const path of supportingPaths(inputs)) {
      const score = fused.get(path);
      if (score !== undefined) fused.set(path, score * factor);
    }
  }
  const files: RankedFile[] = snapshot.paths.map((path, index) => ({
    path,
    score: fused ? (fused.get(path) ?? 0) : (scores.get(path) ?? 0),
    reason:
      seeds.reasons.get(index) ??
      (seeds.empty || !(seeded.get(path)! > 0) ? 'global-rank' : neighbourReason(snapshot, index, seeded)),
  }));
  // What the task names comes first: PageRank alone can rank a seed's only
  // neighbour above the seed itself (the seed passes on nearly all its mass).
  const tier = seedTiers(seeds.personalization, seeds.reasons, snapshot.paths);
  files.sort((a, b) => (tier.get(b.path) ?? 0) - (tier.get(a.path) ?? 0) || b.score - a.score || (a.path < b.path ? -1 : 1));

  return {
    files,
    seeded: !seeds.empty,
    scoreDefinitions: (definitions) =>
      scoreByInflow(inputs, files, scores, definitions, seeds.mentioned, options),
  };
}

/** k of the rank fusion (0 turns it off: the graph's order alone). 5 won on the benchmark (bench/README.md). */
const DEFAULT_FUSION = 5;
const SEEDED_ALPHA = 0.5;
const DEFAULT_COCHANGE_HALF_LIFE = 1000;
const FACADE_WEIGHT = 0.5;
const DIRECTORY_WEIGHT = 0.25;
const SUPPORTING_FACTOR = 0.5;
/** Files considered from each prior. */
const PRIOR_FILES = 50;

/** Each prior's files, by score. */
interface Priors {
  lexical: Map<string, number>;
  cochange: Map<string, number>;
}

/**
 * Spread part of the teleport mass over files the graph may not reach:
 * those lexically similar to the seeds and those that changed with them.
 * Each prior gets its share of the seeds' total weight, split by score.
 */
function addPriors(
  inputs: RankInputs,
  request: SeedRequest,
  reasons: Map<number, 'seed' | 'mentioned'>,
  personalization: Map<string, number>,
  options: RankOptions,
): Priors {
  const seedPaths: string[] = [];
  for (const [index, reason] of reasons) if (reason === 'seed') seedPaths.push(inputs.snapshot.paths[index]!);
  let total = 0;
  for (const weight of personalization.values()) total += weight;
  const spread = (scores: Map<string, number>, share: number): void => {
    let sum = 0;
    for (const [path, score] of scores) if (score > 0 && inputs.matrix.indexOf.has(path)) sum += score;
    if (sum <= 0 || share <= 0) return;
    for (const [path, score] of scores) {
      if (score <= 0 || !inputs.matrix.indexOf.has(path)) continue;
      personalization.set(path, (personalization.get(path) ?? 0) + (total * share * score) / sum);
    }
  };
  const words = request.query ? extractQueryTerms(request.query).words : [];
  const lexical = lexicalScores(inputs.lexical, seedPaths, words, PRIOR_FILES);
  spread(lexical, options.lexicalWeight ?? 0.5);
  let cochange = new Map<string, number>();
  if (options.history && seedPaths.length) {
    const counts = options.history.coChanges(seedPaths, { halfLife: options.cochangeHalfLife ?? DEFAULT_COCHANGE_HALF_LIFE });
    for (const seed of seedPaths) counts.delete(seed);
    cochange = topEntries(counts, PRIOR_FILES);
    spread(cochange, options.cochangeWeight ?? 0.5);
  }
  for (const seed of seedPaths) lexical.delete(seed);
  return { lexical, cochange };
}

/** A package's entry file: what re-exports a module's API, and changes when that API does. */
const FACADE = /(^|\/)(__init__\.py|index\.[cm]?[jt]sx?|mod\.rs|lib\.rs)$/;

/** Facade files that import a seed, by how many seeds they import. */
function facadesOf(snapshot: GraphSnapshot, reasons: Map<number, 'seed' | 'mentioned'>): Map<string, number> {
  const facades = new Map<string, number>();
  for (const [seed, reason] of reasons) {
    if (reason !== 'seed') continue;
    for (let e = snapshot.inStart[seed]!; e < snapshot.inStart[seed + 1]!; e++) {
      const flags = snapshot.inFlags[e]!;
      // A forward imported edge into the seed: its source imports the seed.
      if ((flags & EDGE_IMPORTED) === 0 || (flags & EDGE_REVERSE) !== 0) continue;
      const source = snapshot.inSource[e]!;
      const path = snapshot.paths[source]!;
      if (reasons.get(source) !== 'seed' && FACADE.test(path)) facades.set(path, (facades.get(path) ?? 0) + 1);
    }
  }
  return facades;
}

/** The files of `order` that share a directory with a seed, in that order. */
function inSeedDirectories(order: readonly string[], snapshot: GraphSnapshot, reasons: Map<number, 'seed' | 'mentioned'>): string[] {
  const directories = new Set<string>();
  for (const [index, reason] of reasons) if (reason === 'seed') directories.add(posix.dirname(snapshot.paths[index]!));
  return order.filter((path) => directories.has(posix.dirname(path)));
}

/** Tests, docs, examples, vendored and generated files: classified once per graph. */
function supportingPaths(inputs: RankInputs): string[] {
  inputs.supporting ??= inputs.snapshot.paths.filter((path) => fileRole(path) !== 'source');
  return inputs.supporting;
}

/** Paths of the positive scores, best first. */
function byScore(scores: ReadonlyMap<string, number>): string[] {
  return [...scores]
    .filter(([, score]) => score > 0)
    .sort((a, b) => b[1] - a[1])
    .map(([path]) => path);
}

/** Each list's paths, best first. */
interface FusionLists {
  graph: readonly string[];
  lexical: readonly string[];
  cochange: readonly string[];
  facades: readonly string[];
  siblings: readonly string[];
}

/**
 * Reciprocal rank fusion of the graph's ranking with the lexical, co-change,
 * facade and same-directory rankings: each list adds weight / (k + rank). A file several
 * lists agree on rises; one that only the graph reaches keeps its graph order.
 */
function fuseRanks(lists: FusionLists, options: RankOptions): Map<string, number> {
  const k = options.fusion ?? DEFAULT_FUSION;
  const fused = new Map<string, number>();
  const add = (ordered: readonly string[], weight: number): void => {
    if (weight <= 0) return;
    ordered.forEach((path, rank) => fused.set(path, (fused.get(path) ?? 0) + weight / (k + rank + 1)));
  };
  add(lists.graph, 1);
  add(lists.lexical, options.lexicalWeight ?? 0.5);
  add(lists.cochange, options.cochangeWeight ?? 0.5);
  add(lists.facades, options.facadeWeight ?? FACADE_WEIGHT);
  add(lists.siblings, options.directoryWeight ?? DIRECTORY_WEIGHT);
  return fused;
}

function topEntries(scores: Map<string, number>, limit: number): Map<string, number> {
  return new Map([...scores].sort((a, b) => b[1] - a[1]).slice(0, limit));
}

/** 2 for seed paths, 1 for files the task names strongly (half the top weight or more), else 0. */
function seedTiers(
  personalization: Map<number, number>,
  reasons: Map<number, 'seed' | 'mentioned'>,
  paths: readonly string[],
): Map<string, number> {
  let strongest = 0;
  for (const [index, weight] of personalization) if (reasons.get(index) === 'mentioned') strongest = Math.max(strongest, weight);
  const tiers = new Map<string, number>();
  for (const [index, reason] of reasons) {
    if (reason === 'seed') tiers.set(paths[index]!, 2);
    else if (personalization.get(index)! >= strongest / 2) tiers.set(paths[index]!, 1);
  }
  return tiers;
}

/** The in-neighbour that sent this file the most rank, and how it is related. */
function neighbourReason(snapshot: GraphSnapshot, index: number, scores: Map<string, number>): string {
  let best = 0;
  let reason = 'global-rank';
  for (let e = snapshot.inStart[index]!; e < snapshot.inStart[index + 1]!; e++) {
    const source = snapshot.inSource[e]!;
    const total = snapshot.outWeight[source]!;
    if (total <= 0) continue;
    const flow = (scores.get(snapshot.paths[source]!) ?? 0) * (snapshot.inWeight[e]! / total);
    if (flow <= best) continue;
    best = flow;
    const flags = snapshot.inFlags[e]!;
    const imported = (flags & EDGE_IMPORTED) !== 0;
    const name = snapshot.paths[source]!;
    reason = (flags & EDGE_REVERSE) !== 0
      ? `${imported ? 'imports' : 'references'}:${name}`
      : `${imported ? 'imported-by' : 'referenced-by'}:${name}`;
  }
  return reason;
}

/**
 * A definition's score is the rank that flows into it along the references to
 * its name from the best-ranked files (each passes on its rank in proportion
 * to the reference's weight in its out-weight), plus an even share of its
 * file's own rank so a seed file's definitions show even when nothing calls
 * them.
 */
function scoreByInflow(
  inputs: RankInputs,
  ranked: readonly RankedFile[],
  scores: Map<string, number>,
  definitions: readonly StoredDefinition[],
  mentioned: ReadonlySet<string>,
  options: RankOptions,
): RankedDefinition[] {
  const { snapshot, references } = inputs;
  const indexOf = inputs.matrix.indexOf;
  const contributors = ranked.slice(0, CONTRIBUTING_FILES).map((file) => file.path);
  const seedPaths = new Set(ranked.filter((file) => file.reason === 'seed').map((file) => file.path));
  const referenced = references.referencesOf(contributors);
  const names = new Set<string>();
  for (const list of referenced.values()) for (const ref of list) names.add(ref.name);
  const definedByCandidates = new Map<string, Set<string>>();
  for (const def of definitions) {
    if (!names.has(def.name)) continue;
    let paths = definedByCandidates.get(def.name);
    if (!paths) definedByCandidates.set(def.name, (paths = new Set()));
    paths.add(def.path);
  }
  const counts = references.definerCounts([...definedByCandidates.keys()]);
  const imports = options.aider ? new Map<string, Set<string>>() : references.importsOf(contributors);

  const inflow = new Map<string, Map<string, number>>(); // path → name → rank received
  for (const source of contributors) {
    const sourceIndex = indexOf.get(source);
    const out = sourceIndex === undefined ? 0 : snapshot.outWeight[sourceIndex]!;
    if (out <= 0) continue;
    // What the seeds themselves use matters most to the task.
    const sourceScore = (scores.get(source) ?? 0) * (seedPaths.has(source) ? SEED_SOURCE_BOOST : 1);
    const imported = imports.get(source);
    for (const ref of referenced.get(source) ?? []) {
      const targets = definedByCandidates.get(ref.name);
      if (!targets) continue;
      const weight = nameSpecificity(ref.name, counts.get(ref.name) ?? targets.size, ref.count, { mentioned, aider: options.aider });
      const anyImported = imported ? [...targets].some((target) => imported.has(target)) : false;
      for (const target of targets) {
        if (target === source) continue;
        const share = anyImported && !imported!.has(target) ? UNIMPORTED_DEFINER_SHARE : 1;
        let byName = inflow.get(target);
        if (!byName) inflow.set(target, (byName = new Map()));
        byName.set(ref.name, (byName.get(ref.name) ?? 0) + (sourceScore * weight * share) / out);
      }
    }
  }

  const perFile = new Map<string, number>();
  for (const def of definitions) perFile.set(def.path, (perFile.get(def.path) ?? 0) + 1);
  return definitions.map((def) => {
    const fileScore = scores.get(def.path) ?? 0;
    const received = inflow.get(def.path)?.get(def.name) ?? 0;
    const share = fileScore / ((perFile.get(def.path) ?? 0) + 1);
    const boost = mentioned.size && (mentioned.has(def.name) || mentioned.has(def.qualifiedName)) ? 10 : 1;
    return {
      path: def.path,
      name: def.name,
      qualifiedName: def.qualifiedName,
      kind: def.kind,
      startLine: def.startLine,
      endLine: def.endLine,
      signature: def.signature,
      score: (received + share) * (KIND_WEIGHT[def.kind] ?? 1) * boost,
    };
  });
}
