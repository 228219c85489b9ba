// Fitting the fusion: its list weights and its k, by coordinate ascent over recorded fusion
// inputs (RankSignals) of tasks whose answers are known. The lists do not depend on these
// parameters, so each trial is arithmetic, not a ranking. The role prior's factor is scored
// (FusionParams carries it) but not fitted: see PARAMETERS.
import { fusionConstant, fusionWeights, type FusionLists, type FusionWeights } from './fusion.js';
import { SIGNAL_NAMES, SIGNALS } from './signals.js';
import { supportingFactor, textAssetFactor } from './priors.js';
import { textSupportingFactor } from './text-tests.js';
import type { RankSignals } from './rank.js';

/** One task as the fit reads it: the fusion's lists, and the files it should have found. */
export interface SignalCase {
  lists: FusionLists;
  /** Files of the lists that are tests, docs and other supporting files. */
  supporting: readonly string[];
  /** Files the task names: they lead the order. */
  mentioned: readonly string[];
  /** The files to find (seeds left out). */
  expected: readonly string[];
  /** A text alone: files of the lists that follow its code as assets (scored × the text's asset factor, not fitted). */
  assets?: readonly string[];
  /** A text alone: supporting files it names by their file name (scored × a path-seeded task's supporting factor, not fitted). */
  namedSupporting?: readonly string[];
  /** A text whose scope names a component: its source files of the lists (scored × scopeFactor, not fitted). */
  scoped?: readonly string[];
  scopeFactor?: number;
}

export interface FusionParams {
  weights: FusionWeights;
  k: number;
  supportingFactor: number;
}

/** How one ordering did on one task. */
export interface CaseQuality {
  /** 1 / rank of the first expected file, 0 when none is ranked. */
  mrr: number;
  /** Share of the expected files in the first ten. */
  recall10: number;
  /** 1 when an expected file is first, else 0. */
  hit1: number;
  /** 1 when an expected file is in the first five, else 0. */
  hit5: number;
}

/**
 * What a fit maximises per task: for path-seeded tasks (MRR + R@10) / 2; for a text alone
 * (an issue: the files to change first) (MRR + Hit@5) / 2, as the issue tasks are scored.
 */
export type FitObjective = 'paths' | 'text';

export function caseObjective(quality: CaseQuality, objective: FitObjective = 'paths'): number {
  return objective === 'text' ? (quality.mrr + quality.hit5) / 2 : (quality.mrr + quality.recall10) / 2;
}

export interface FusionFitOptions {
  /** A move is taken only when it raises the objective by more than this. Default 1e-4. */
  minGain?: number;
  /** Passes over the parameters at most. Default 4. */
  rounds?: number;
}

export interface FusionFit {
  params: FusionParams;
  /** The objective (mean over groups of the mean of (MRR + R@10) / 2) before and after. */
  before: number;
  after: number;
  /** Each move taken, as `name: old → new (objective)`. */
  moves: string[];
}

/** The fused lists; the graph's weight is the unit, the others are fitted. */
const LIST_ORDER = SIGNAL_NAMES;
const WEIGHTS = SIGNALS.filter((signal) => !signal.unit).map((signal) => signal.name);
const WEIGHT_VALUES = [0, 0.1, 0.25, 0.5, 0.75, 1, 1.5, 2, 3, 4];
const K_VALUES = [1, 2, 3, 5, 8, 12, 20, 30, 60];
const MENTIONED_LEAD = 1e6;

/** The shipped defaults (no options given), of a path-seeded task or of a text alone. */
export function defaultFusionParams(textOnly = false): FusionParams {
  return { weights: fusionWeights({}, textOnly), k: fusionConstant({}), supportingFactor: textOnly ? textSupportingFactor({}) : supportingFactor({}) };
}

const ASSET_FACTOR = textAssetFactor({});
const NAMED_SUPPORTING_FACTOR = supportingFactor({});

/** One task prepared for fast trials: each distinct file with its rank in every list. */
interface Prepared {
  /** Each distinct file of the lists, in first-seen order (the index of the arrays below). */
  paths: string[];
  /** Per list (in LIST_ORDER), per file, 1-based rank or 0 when absent. */
  ranks: Int32Array[];
  supporting: Uint8Array;
  mentioned: Uint8Array;
  assets: Uint8Array;
  namedSupporting: Uint8Array;
  scoped: Uint8Array;
  scopeFactor: number;
  /** Per file, its place in path order (ties are broken by path). */
  pathOrder: Int32Array;
  expected: Int32Array;
  expectedTotal: number;
}


function prepare(c: SignalCase): Prepared {
  const index = new Map<string, number>();
  const paths: string[] = [];
  for (const name of LIST_ORDER) {
    // Records made before a list existed lack it.
    for (const path of c.lists[name] ?? []) {
      if (!index.has(path)) {
        index.set(path, paths.length);
        paths.push(path);
      }
    }
  }
  const n = paths.length;
  const ranks = LIST_ORDER.map((name) => {
    const ranked = new Int32Array(n);
    (c.lists[name] ?? []).forEach((path, rank) => {
      const file = index.get(path)!;
      if (ranked[file] === 0) ranked[file] = rank + 1;
    });
    return ranked;
  });
  const flags = (list: readonly string[]): Uint8Array => {
    const out = new Uint8Array(n);
    for (const path of list) {
      const file = index.get(path);
      if (file !== undefined) out[file] = 1;
    }
    return out;
  };
  const sorted = paths.map((_, file) => file).sort((a, b) => (paths[a]! < paths[b]! ? -1 : 1));
  const pathOrder = new Int32Array(n);
  sorted.forEach((file, place) => (pathOrder[file] = place));
  const expected = Int32Array.from(c.expected.filter((path) => index.has(path)).map((path) => index.get(path)!));
  return { paths, ranks, supporting: flags(c.supporting), mentioned: flags(c.mentioned), assets: flags(c.assets ?? []), namedSupporting: flags(c.namedSupporting ?? []), scoped: flags(c.scoped ?? []), scopeFactor: c.scopeFactor ?? 1, pathOrder, expected, expectedTotal: c.expected.length };
}

function scoresOf(task: Prepared, params: FusionParams, out: Float64Array): void {
  const weights = LIST_ORDER.map((name) => params.weights[name]);
  out.fill(0);
  for (let list = 0; list < LIST_ORDER.length; list++) {
    const weight = weights[list]!;
    if (weight <= 0) continue;
    const ranks = task.ranks[list]!;
    for (let file = 0; file < ranks.length; file++) if (ranks[file]! > 0) out[file]! += weight / (params.k + ranks[file]!);
  }
  for (let file = 0; file < out.length; file++) {
    if (task.supporting[file]) out[file]! *= params.supportingFactor;
    else if (task.namedSupporting[file]) out[file]! *= NAMED_SUPPORTING_FACTOR;
    if (task.assets[file]) out[file]! *= ASSET_FACTOR;
    if (task.scoped[file]) out[file]! *= task.scopeFactor;
    if (task.mentioned[file]) out[file]! += MENTIONED_LEAD;
  }
}

function qualityOf(task: Prepared, scores: Float64Array): CaseQuality {
  if (!task.expectedTotal) return { mrr: 0, recall10: 0, hit1: 0, hit5: 0 };
  let first = Infinity;
  let inTen = 0;
  for (const target of task.expected) {
    const score = scores[target]!;
    if (!(score > 0)) continue;
    let rank = 1;
    for (let file = 0; file < scores.length; file++) {
      const other = scores[file]!;
      if (other > score || (other === score && task.pathOrder[file]! < task.pathOrder[target]!)) rank++;
    }
    first = Math.min(first, rank);
    if (rank <= 10) inTen++;
  }
  return { mrr: first === Infinity ? 0 : 1 / first, recall10: inTen / task.expectedTotal, hit1: first === 1 ? 1 : 0, hit5: first <= 5 ? 1 : 0 };
}

/** Scores fused tasks under any parameters; prepare once, trial many. */
export class FusionTrials {
  private readonly groups: Prepared[][];
  private readonly buffer: Float64Array;

  /** Tasks in groups (one per repository); each group counts the same in the objective. */
  constructor(
    groups: readonly (readonly SignalCase[])[],
    private readonly goal: FitObjective = 'paths',
  ) {
    this.groups = groups.map((cases) => cases.map(prepare));
    let longest = 0;
    for (const group of this.groups) for (const task of group) longest = Math.max(longest, task.pathOrder.length);
    this.buffer = new Float64Array(longest);
  }

  /** Each task's quality under `params`, by group. */
  qualities(params: FusionParams): CaseQuality[][] {
    return this.groups.map((group) =>
      group.map((task) => {
        const scores = this.buffer.subarray(0, task.pathOrder.length);
        scoresOf(task, params, scores);
        return qualityOf(task, scores);
      }),
    );
  }

  /** Mean over groups of each group's mean task objective (caseObjective). */
  objective(params: FusionParams): number {
    const groups = this.qualities(params).filter((group) => group.length > 0);
    if (!groups.length) return 0;
    let total = 0;
    for (const group of groups) total += group.reduce((sum, q) => sum + caseObjective(q, this.goal), 0) / group.length;
    return total / groups.length;
  }
}

/**
 * Coordinate ascent from `start`: each parameter in a fixed order tries a fixed set of values
 * and keeps the best if it beats the current objective by more than `minGain`; passes repeat
 * until none moves. Deterministic for the same tasks.
 */
export function fitFusion(trials: FusionTrials, start: FusionParams, options: FusionFitOptions = {}): FusionFit {
  const minGain = options.minGain ?? 1e-4;
  const rounds = options.rounds ?? 4;
  let params = cloneParams(start);
  const before = trials.objective(params);
  let current = before;
  const moves: string[] = [];
  for (let round = 0; round < rounds; round++) {
    let moved = false;
    for (const parameter of PARAMETERS) {
      let best: { value: number; objective: number } | null = null;
      for (const value of parameter.candidates(parameter.get(params))) {
        if (value === parameter.get(params)) continue;
        const trial = parameter.set(params, value);
        const objective = trials.objective(trial);
        if (objective > current + minGain && (!best || objective > best.objective)) best = { value, objective };
      }
      if (!best) continue;
      moves.push(`${parameter.name}: ${round4(parameter.get(params))} → ${round4(best.value)} (${best.objective.toFixed(4)})`);
      params = parameter.set(params, best.value);
      current = best.objective;
      moved = true;
    }
    if (!moved) break;
  }
  return { params, before, after: current, moves };
}

interface Parameter {
  name: string;
  get: (params: FusionParams) => number;
  set: (params: FusionParams, value: number) => FusionParams;
  candidates: (value: number) => number[];
}

const PARAMETERS: Parameter[] = [
  ...WEIGHTS.map(
    (name): Parameter => ({
      name,
      get: (params) => params.weights[name],
      set: (params, value) => ({ ...cloneParams(params), weights: { ...params.weights, [name]: value } }),
      candidates: (value) => [...new Set([...WEIGHT_VALUES, round4(value * 0.7), round4(value * 1.4)])].sort((a, b) => a - b),
    }),
  ),
  { name: 'k', get: (params) => params.k, set: (params, value) => ({ ...cloneParams(params), k: value }), candidates: () => K_VALUES },
  // Not the supporting factor: the tasks' files to find are source files only (tests and docs
  // are left out of every case), so any fit would push tests and docs to the bottom.
];

function cloneParams(params: FusionParams): FusionParams {
  return { weights: { ...params.weights }, k: params.k, supportingFactor: params.supportingFactor };
}

function round4(value: number): number {
  return Math.round(value * 1e4) / 1e4;
}

/** The order the fusion gives a task's listed files under `params` (ties by path). */
export function fusedOrder(c: SignalCase, params: FusionParams): string[] {
  const task = prepare(c);
  const scores = new Float64Array(task.paths.length);
  scoresOf(task, params, scores);
  return task.paths
    .map((path, file) => ({ path, score: scores[file]! }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || (a.path < b.path ? -1 : 1))
    .map((entry) => entry.path);
}

/** A task as the fit reads it, from its fusion inputs (lists as given) and the files to find. */
export function signalCase(
  lists: FusionLists,
  signals: Pick<RankSignals, 'mentioned' | 'isSupporting' | 'isAsset' | 'isNamedSupporting' | 'isScoped' | 'scopeFactor'>,
  expected: readonly string[],
): SignalCase {
  const listed = new Set(LIST_ORDER.flatMap((name) => lists[name] ?? []));
  const supporting = [...listed].filter((path) => signals.isSupporting(path)).sort();
  const { isAsset, isNamedSupporting } = signals;
  const named = isNamedSupporting ? [...listed].filter((path) => isNamedSupporting(path)).sort() : [];
  const { isScoped, scopeFactor } = signals;
  const scoped = isScoped && scopeFactor !== undefined ? [...listed].filter((path) => isScoped(path)).sort() : [];
  return {
    lists,
    mentioned: signals.mentioned,
    supporting,
    expected,
    ...(isAsset ? { assets: [...listed].filter((path) => isAsset(path)).sort() } : {}),
    ...(named.length ? { namedSupporting: named } : {}),
    ...(scoped.length ? { scoped, scopeFactor } : {}),
  };
}

/**
 * How a repository fits itself on its own history (few tasks): a move must gain at least this
 * much of the objective, and two passes at most, so that a handful of tasks cannot pull the
 * weights far from the shipped defaults. 0.02 is the smallest minimum gain (of 0.005, 0.01,
 * 0.02, 0.04) at which no training repository scored worse on its newer half of changes than
 * the defaults did (bench/history/notebook-2026-11-to-12.md, "Self-tuning").
 */
export const SELF_TUNING: Required<FusionFitOptions> = { minGain: 0.02, rounds: 2 };

/** The newest share of a repository's tasks that checks a fit of the older ones before any fit is kept. */
const SELF_TUNING_CHECK_SHARE = 1 / 3;

export interface SelfTuningFit extends FusionFit {
  /**
   * The check a move must pass: the fusion fitted on the older tasks alone, scored on the newest
   * third, against the defaults there. Absent when nothing moved.
   */
  check?: { before: number; after: number };
  /** The moves a failed check threw away (the defaults were kept). */
  rejected?: string[];
}

/**
 * A repository's fit on its own tasks (oldest first), kept only if fitting carries forward in
 * time there: the same procedure run on the older two thirds must beat the defaults on the
 * newest third beyond chance (the paired gain's 95% interval above 0). Else the defaults stay.
 * Without the check, six of thirty repositories fitted on the older half of their cases scored
 * worse than the defaults on the newer half; with it none did
 * (bench/history/notebook-2026-11-to-12.md, "Thirty repositories at 300 changes").
 */
export function selfTune(cases: readonly SignalCase[], options: Required<FusionFitOptions> = SELF_TUNING): SelfTuningFit {
  const defaults = defaultFusionParams();
  const whole = fitFusion(new FusionTrials([cases]), defaults, options);
  if (!whole.moves.length) return whole;
  const cut = Math.ceil(cases.length * (1 - SELF_TUNING_CHECK_SHARE));
  const older = fitFusion(new FusionTrials([cases.slice(0, cut)]), defaults, options);
  const newest = new FusionTrials([cases.slice(cut)]);
  const before = newest.qualities(defaults)[0]!.map(objectiveOf);
  const after = newest.qualities(older.params)[0]!.map(objectiveOf);
  const check = { before: mean(before), after: mean(after) };
  if (clearlyPositive(after.map((value, i) => value - before[i]!))) return { ...whole, check };
  return { params: defaults, before: whole.before, after: whole.before, moves: [], check, rejected: whole.moves };
}

function objectiveOf(quality: CaseQuality): number {
  return (quality.mrr + quality.recall10) / 2;
}

/**
 * Whether paired differences are above 0 beyond chance: their mean's 95% interval (normal
 * approximation, mean ± 1.96 standard errors) lies above 0. Deterministic, unlike a bootstrap.
 */
function clearlyPositive(differences: readonly number[]): boolean {
  const n = differences.length;
  if (n < 2) return false;
  const average = mean(differences);
  const variance = differences.reduce((sum, d) => sum + (d - average) ** 2, 0) / (n - 1);
  return average - 1.96 * Math.sqrt(variance / n) > 0;
}

function mean(values: readonly number[]): number {
  return values.length ? values.reduce((sum, value) => sum + value, 0) / values.length : 0;
}
