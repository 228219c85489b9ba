import type { RankedDefinition, RankedFile, StoredDefinition } from '../types.js';
import type { GraphSnapshot } from '../graph/snapshot.js';
import { personalizedPageRankOnMatrix, type TransitionMatrix } from './pagerank.js';
import { isTextTask, resolveSeeds, type SeedContext, type SeedRequest, type Unmatched } from './seeds.js';
import type { LexicalSource } from './lexical.js';
import type { LiteralSource } from '../store/literals.js';
import type { RankOptions } from './options.js';
import { addPriors, assetPaths, changedWith, demoteAssets, demoteSupporting, supportingFactor, supportingPaths, textAssetFactor } from './priors.js';
import { byScore, fuseRanks, fusionConstant, fusionLists, fusionWeights, type FusionLists, type FusionWeights } from './fusion.js';
import { strongestNeighbour, seedTiers } from './order.js';
import { explainScores, scoreDefinitions, type ReferenceSource, type ScoringContext } from './definitions.js';
import { rankedSymbols, type RankedSymbol } from './symbols.js';
import { raiseScope, scopedFiles } from './scope.js';
import { titleTerms } from './title.js';
import type { DefinitionTextSource } from './best-definition.js';
import { demoteTextSupporting, namedSupporting, textSupportingFactor } from './text-tests.js';

export type { RankOptions } from './options.js';
export type { ReferenceSource } from './definitions.js';
export type { RankedSymbol } from './symbols.js';

export interface Ranking {
  /** Every indexed file, best first. */
  files: RankedFile[];
  /** Score the given definitions (of ranked files) by the rank flowing into each. */
  scoreDefinitions(definitions: readonly StoredDefinition[]): RankedDefinition[];
  /** The given definitions (of ranked files) scored the same way, as one list best first, each with its reason. */
  rankSymbols(definitions: readonly StoredDefinition[]): RankedSymbol[];
  seeded: boolean;
  /** The parts of the task that led to nothing indexed (a path, a name, a diff, a text). */
  unmatched: Unmatched[];
  /** What the fusion combined, for fitting its weights; null when nothing was fused. */
  signals: RankSignals | null;
}

/** The fusion's inputs for one request: its lists, and the files the role prior demotes. */
export interface RankSignals {
  lists: FusionLists;
  /** Files named by the task (not seeds): they lead the order whatever the fusion says. */
  mentioned: string[];
  /** Which files of the lists are tests, docs and other supporting files. */
  isSupporting: (path: string) => boolean;
  /** A text alone: which files of the lists follow its code as assets (the text names none of them). */
  isAsset?: (path: string) => boolean;
  /** A text alone: which supporting files it names (text-tests.ts), scored as for a path-seeded task; isSupporting holds the others. */
  isNamedSupporting?: (path: string) => boolean;
  /** A text whose scope names a component: which source files of the lists it raises (scope.ts), and by how much. */
  isScoped?: (path: string) => boolean;
  scopeFactor?: number;
}

export interface RankInputs {
  snapshot: GraphSnapshot;
  matrix: TransitionMatrix;
  seedContext: SeedContext;
  references: ReferenceSource;
  lexical: LexicalSource;
  literals?: LiteralSource;
  /** The stored definitions, for scoring a text's files by their best-matching one. */
  definitions?: DefinitionTextSource;
  /** Unseeded PageRank by alpha: the same for every task on this graph, so computed once. */
  globalByAlpha?: Map<number, Map<string, number>>;
  /** Files that are not source (tests, docs, …), once per graph. */
  supporting?: string[];
  /** Files that are no code of the repository's own kind, once per graph. */
  assets?: string[];
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
const SEEDED_ALPHA = 0.5;
/**
 * Files of a text-only ranking whose history joins the fusion
 * (bench/history/notebook-2026-11-to-12.md, "Tasks as text").
 */
const TEXT_FEEDBACK = 1;
/**
 * A text whose scope names a component: its files' fused scores × this (rank/scope.ts). 2 against 4
 * and off on the training texts (bench/history/2026-12-04d-textscope.md): 4 gained more on clap
 * and hono and cost gin's `feat(binding): …` changes that also modify the root package.
 */
const TEXT_SCOPE_FACTOR = 2;

function hasPathSeeds(reasons: ReadonlyMap<number, 'seed' | 'mentioned'>): boolean {
  for (const reason of reasons.values()) if (reason === 'seed') return true;
  return false;
}

/** The files a fused list (past messages, quoted literals) gave more of their fused score than the graph's order did. */
function listLed(list: readonly string[], weight: number, lists: FusionLists, weights: FusionWeights, k: number): Set<string> {
  const listRank = new Map(list.map((file, rank) => [file, rank]));
  // One pass over the graph's order for the (few) files of the list, not a map of it.
  const graphRank = new Map<string, number>();
  lists.graph.forEach((file, rank) => {
    if (listRank.has(file)) graphRank.set(file, rank);
  });
  const led = new Set<string>();
  for (const [file, rank] of listRank) {
    const inGraph = graphRank.get(file);
    if (inGraph === undefined || weight / (k + rank + 1) > weights.graph / (k + inGraph + 1)) led.add(file);
  }
  return led;
}

/** The first `count` files of the order the ranking ends with: tiers, then score, then path. */
function leading(scores: ReadonlyMap<string, number>, tier: ReadonlyMap<string, number>, count: number): string[] {
  return [...scores]
    .sort((a, b) => (tier.get(b[0]) ?? 0) - (tier.get(a[0]) ?? 0) || b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, count)
    .map(([path]) => path);
}

/**
 * Personalized PageRank over the file graph, seeded by the task; with no
 * seeds, global PageRank (a general map). Each file's reason names the seed
 * property or the neighbour that sent it the most rank.
 */
export function rankFiles(inputs: RankInputs, request: SeedRequest, options: RankOptions = {}): Ranking {
  const { snapshot, matrix } = inputs;
  const seeds = resolveSeeds(inputs.seedContext, request, options);
  const personalization = new Map<string, number>();
  for (const [index, weight] of seeds.personalization) personalization.set(snapshot.paths[index]!, weight);
  // A text that names no file still has words: the lexical prior alone can seed the walk.
  const textOnly = isTextTask(request);
  const reading = textOnly ? { title: titleTerms(request.query!), identifiers: seeds.identifiers } : null;
  const priors = !options.aider && (!seeds.empty || seeds.textWords.length > 0) ? addPriors(inputs, seeds.textWords, seeds.reasons, personalization, options, seeds.literalTerms, reading) : null;
  const general = personalization.size === 0;
  // A seeded walk that restarts more often stays near the task (measured better on real history);
  // a general map keeps PageRank's classic damping.
  const alpha = options.alpha ?? (general ? 0.85 : SEEDED_ALPHA);
  const seeded = general ? globalScores(inputs, alpha) : personalizedPageRankOnMatrix(matrix, { personalization, alpha }).scores;
  const scores = general ? seeded : new Map(seeded);
  if (!general) {
    const global = globalScores(inputs, alpha);
    for (const [path, score] of global) scores.set(path, (scores.get(path) ?? 0) + GLOBAL_SHARE * score);
  }

  // What the task names comes first: PageRank alone can rank a seed's only
  // neighbour above the seed itself (the seed passes on nearly all its mass).
  // A text alone names many identifiers, and their definers are only one lead among others
  // (bench/history/notebook-2026-11-to-12.md, "Issue texts, read as an engineer would"):
  // there only the files it names by path come first.
  const tier = seedTiers(seeds.personalization, seeds.reasons, snapshot.paths, textOnly ? seeds.namedByPath : undefined);
  // …and the files of a `Name::member` it writes, however much weight its other names gave them.
  if (textOnly) for (const index of seeds.namedByMember) tier.set(snapshot.paths[index]!, Math.max(tier.get(snapshot.paths[index]!) ?? 0, 1));
  // A general map is a table of contents: the code first, then its tests, docs and examples,
  // however much the tests use it (a test helper is among the most referenced files).
  if (general) for (const path of snapshot.paths) tier.set(path, 1);
  if (general) for (const path of supportingPaths(inputs)) tier.delete(path);
  let fused: Map<string, number> | null = null;
  let signals: RankSignals | null = null;
  let feedbackFiles: Set<string> | null = null;
  let fromMessages: Set<string> | null = null;
  let fromLiterals: Set<string> | null = null;
  const k = fusionConstant(options);
  if (priors && k > 0) {
    const lists = fusionLists(scores, snapshot, seeds.reasons, priors);
    const weights = fusionWeights(options, textOnly);
    if (lists.messages.length && weights.messages > 0) fromMessages = listLed(lists.messages, weights.messages, lists, weights, k);
    if (lists.literals.length && weights.literals > 0) fromLiterals = listLed(lists.literals, weights.literals, lists, weights, k);
    fused = fuseRanks(lists, weights, k);
    const namedPaths = new Set([...seeds.namedByPath].map((index) => snapshot.paths[index]!));
    let supporting: Set<string> | null = null;
    const isSupporting = (path: string): boolean => (supporting ??= new Set(supportingPaths(inputs))).has(path);
    const scopeFactor = options.textScopeFactor ?? TEXT_SCOPE_FACTOR;
    const inScope = textOnly && scopeFactor !== 1 ? scopedFiles(snapshot.paths, request.query!) : null;
    // A text alone: its tests, docs and examples follow its code further, unless it names them (text-tests.ts).
    const namedSupport = textOnly ? namedSupporting(inputs, namedPaths, seeds.textWords) : null;
    const demote = (scores: Map<string, number>): void => {
      if (!namedSupport) return demoteSupporting(scores, inputs, options);
      demoteTextSupporting(scores, inputs, textSupportingFactor(options), namedSupport, supportingFactor(options));
      demoteAssets(scores, inputs, textAssetFactor(options), namedPaths);
      if (inScope) raiseScope(scores, inScope, scopeFactor, isSupporting);
    };
    demote(fused);
    const feedback = options.textFeedback ?? TEXT_FEEDBACK;
    if (feedback > 0 && options.history && !hasPathSeeds(seeds.reasons)) {
      // A text names no changed file, but the files it most likely means changed with others before.
      const first = leading(fused, tier, feedback);
      lists.cochange = byScore(changedWith(options.history, first, options));
      feedbackFiles = new Set(lists.cochange);
      fused = fuseRanks(lists, weights, k);
      demote(fused);
    }
    const mentioned: string[] = [];
    // A text alone: only the files it names by path lead (the tier above), not every definer of its words.
    for (const [index, reason] of seeds.reasons) {
      if (reason === 'mentioned' && (!textOnly || tier.get(snapshot.paths[index]!) === 1)) mentioned.push(snapshot.paths[index]!);
    }
    let assets: Set<string> | null = null;
    const isAsset = (path: string): boolean => (assets ??= new Set(assetPaths(inputs))).has(path) && !namedPaths.has(path);
    signals = {
      lists,
      mentioned: mentioned.sort(),
      // A text's named supporting files are scored as for a path task: the fit reads them apart.
      isSupporting: namedSupport ? (path: string) => isSupporting(path) && !namedSupport.has(path) : isSupporting,
      ...(textOnly && textAssetFactor(options) !== 1 ? { isAsset } : {}),
      ...(namedSupport?.size ? { isNamedSupporting: (path: string) => namedSupport.has(path) } : {}),
      ...(inScope?.size ? { isScoped: (path: string) => inScope.has(path) && !isSupporting(path), scopeFactor } : {}),
    };
  }
  const unmatched = [...seeds.unmatched];
  const textLeads = seeds.textSeeded || (priors !== null && (priors.lexical.size > 0 || priors.literals.size > 0 || priors.messages.size > 0));
  if (request.query?.trim() && !textLeads) {
    // The text is the caller's own, and may be long: it is not echoed back.
    unmatched.push({ flag: '--query', value: '', why: 'names no indexed file or definition, and no file shares its words' });
  }
  if (options.signalsOnly) return { files: [], seeded: !general, unmatched, signals, scoreDefinitions: () => [], rankSymbols: () => [] };
  let restartTotal = 0;
  for (const weight of personalization.values()) restartTotal += weight;
  let seededByIndex: Float64Array | null = null;
  const reasonOf = (path: string, index: number): string => {
    const named = seeds.reasons.get(index);
    if (named) return named;
    // A file holding what the text quotes, or one past changes like the task touched, which the
    // graph's order ranks lower.
    if (fromLiterals?.has(path)) return 'quoted';
    if (fromMessages?.has(path)) return 'similar-change';
    if (general || !(seeded.get(path)! > 0)) return 'global-rank';
    seededByIndex ??= Float64Array.from(snapshot.paths, (file) => seeded.get(file) ?? 0);
    const neighbour = strongestNeighbour(snapshot, index, seededByIndex);
    // A file the walk restarts at, for having changed with the seeds or for sharing the task's
    // words, more than any neighbour sends it.
    const fromHistory = restartTotal > 0 ? ((1 - alpha) * (priors?.cochangeRestart.get(path) ?? 0)) / restartTotal : 0;
    const fromWords = restartTotal > 0 ? ((1 - alpha) * (priors?.lexicalRestart.get(path) ?? 0)) / restartTotal : 0;
    const fromNeighbour = alpha * neighbour.flow;
    if (fromHistory > fromNeighbour && fromHistory >= fromWords) return 'co-change';
    if (fromWords > fromNeighbour) return 'lexical';
    if (fromNeighbour === 0 && feedbackFiles?.has(path)) return 'co-change';
    return neighbour.reason;
  };
  const files: RankedFile[] = snapshot.paths.map((path, index) => ({
    path,
    score: fused ? (fused.get(path) ?? 0) : (scores.get(path) ?? 0),
    reason: reasonOf(path, index),
  }));
  files.sort((a, b) => (tier.get(b.path) ?? 0) - (tier.get(a.path) ?? 0) || b.score - a.score || (a.path < b.path ? -1 : 1));
  const scoring: ScoringContext = { inputs, ranked: files, scores, mentioned: seeds.mentioned, quotedLines: priors?.quotedLines, options };

  return {
    files,
    seeded: !general,
    unmatched,
    signals,
    scoreDefinitions: (definitions) => scoreDefinitions(scoring, definitions),
    rankSymbols: (definitions) => rankedSymbols(explainScores(scoring, definitions), files),
  };
}
