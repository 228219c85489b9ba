// Self-tuning: a repository's own recent changes replayed as tasks (half of each change's
// files as seeds, the rest to find, the co-change history cut strictly before the change),
// and the fusion fitted to them (SELF_TUNING keeps it near the shipped defaults).
import type { LoggedChange } from '../shared/history.js';
import { splitSeeds } from '../shared/seed-split.js';
import { selfTune, signalCase, type FusionParams, type SignalCase } from './fit.js';
import type { RankOptions } from './options.js';
import type { RankSignals } from './rank.js';
import { perSignal, SIGNALS } from './signals.js';

/** A change touching more files than this is a sweep, not a task; fewer than two has nothing to find. */
const MAX_TASK_FILES = 8;
/** Fewer tasks than this say too little to move the defaults. */
export const MIN_TUNING_TASKS = 20;
export const DEFAULT_TUNING_CHANGES = 100;
/**
 * Each list is fitted on its first this many files: a file to find below them in every list adds
 * under 1/500 to the objective, and the fit's trials cost time in proportion to the files listed
 * (the graph's list holds every file).
 */
const TUNING_LIST_DEPTH = 500;
/**
 * Automatic tuning is fitted again at one change in this many, on average. The changes it fits
 * on end at a tuning point chosen by commit id (see tuningAnchor), so every clone at the same
 * commit tunes on the same changes, whenever and however often it ran.
 */
export const TUNING_SPACING = 32;

export interface TuningTask {
  commit: string;
  seeds: string[];
  expected: string[];
  /** The change's position in the log: the history it may read is everything before it. */
  before: number;
}

export interface Tuning {
  params: FusionParams;
  /** Tasks it was fitted on, and the newest change among them. */
  tasks: number;
  newest: string;
  /** The objective ((MRR + R@10) / 2 on those tasks) under the defaults and under `params`. */
  before: number;
  after: number;
  moves: string[];
  /** The older two thirds' fit scored on the newest third against the defaults (see selfTune in fit.ts). */
  check?: { before: number; after: number };
  /** Moves the check threw away: the defaults were kept. */
  rejected?: string[];
  /** Fitted by the index itself (update), not by an explicit `repomap tune`. */
  automatic?: boolean;
  /** The change its tasks end at (tuningAnchor), when it was fitted automatically. */
  anchor?: string;
}

/** Whether a change is a tuning point: its commit id read as a number is a multiple of TUNING_SPACING. */
export function isTuningPoint(commit: string): boolean {
  const value = Number.parseInt(commit.slice(0, 8), 16);
  return Number.isFinite(value) && value % TUNING_SPACING === 0;
}

/**
 * Where automatic tuning's tasks end: the position in `log` (oldest first) of the newest
 * tuning point, -1 when the log holds none. Chosen by commit id rather than by counting changes,
 * so it needs no count of the whole history (git counts a long one in seconds) and stays put
 * as the log's window slides; it is a function of HEAD's history alone.
 */
export function tuningAnchor(log: readonly LoggedChange[]): number {
  for (let position = log.length - 1; position >= 0; position--) if (isTuningPoint(log[position]!.commit)) return position;
  return -1;
}

/**
 * The most recent `limit` changes up to position `newest` (oldest first) that modify 2 to 8 of the files `isTaskFile`
 * accepts (indexed source files), each split into seeds and files to find. Added files are no
 * task's answer: nothing could have ranked them before they existed.
 */
export function tuningTasks(
  log: readonly LoggedChange[],
  isTaskFile: (path: string) => boolean,
  limit: number,
  newest = log.length - 1,
): TuningTask[] {
  const tasks: TuningTask[] = [];
  for (let position = Math.min(newest, log.length - 1); position >= 0 && tasks.length < limit; position--) {
    const change = log[position]!;
    const files = [...new Set(change.modified.filter(isTaskFile))].sort();
    if (files.length < 2 || files.length > MAX_TASK_FILES) continue;
    const { seeds, targets } = splitSeeds(change.commit, files);
    tasks.push({ commit: change.commit, seeds, expected: targets, before: position });
  }
  return tasks.reverse();
}

/** The fusion fitted to the tasks whose signals `signalsOf` gives (null: the task ranked nothing). */
export function tuneFusion(tasks: readonly TuningTask[], signalsOf: (task: TuningTask) => RankSignals | null): Tuning {
  const cases: SignalCase[] = [];
  for (const task of tasks) {
    const signals = signalsOf(task);
    if (!signals) continue;
    const lists = perSignal(({ name }) => signals.lists[name].slice(0, TUNING_LIST_DEPTH));
    cases.push(signalCase(lists, signals, task.expected));
  }
  const fit = selfTune(cases);
  return {
    params: fit.params,
    tasks: cases.length,
    newest: tasks.at(-1)?.commit ?? '',
    before: fit.before,
    after: fit.after,
    moves: fit.moves,
    ...(fit.check ? { check: fit.check } : {}),
    ...(fit.rejected ? { rejected: fit.rejected } : {}),
  };
}

/** A stored tuning, or null when it is not one (an index written by another version). */
export function parseTuning(stored: string): Tuning | null {
  try {
    const tuning = JSON.parse(stored) as Tuning;
    const params = tuning?.params;
    const weights = (params?.weights ?? {}) as unknown as Partial<Record<string, unknown>>;
    // A tuning kept before a late signal existed has no weight for it: the default applies.
    const named = SIGNALS.filter((signal) => !signal.late || signal.name in weights).map((signal) => weights[signal.name]);
    const numbers = params && [params.k, params.supportingFactor, ...named];
    return numbers && numbers.every((value) => typeof value === 'number' && Number.isFinite(value)) ? tuning : null;
  } catch {
    return null;
  }
}

/** The options with the tuning's fusion filled in, unless they set the fusion themselves or turn tuning off. */
export function withTuning(options: RankOptions, tuning: Tuning | null): RankOptions {
  if (!tuning || options.tuned === false || options.aider) return options;
  const explicit =
    options.fusion !== undefined ||
    options.fusionWeights !== undefined ||
    options.lexicalWeight !== undefined ||
    options.cochangeWeight !== undefined ||
    options.facadeWeight !== undefined ||
    options.directoryWeight !== undefined ||
    options.supportingFactor !== undefined;
  if (explicit) return options;
  return { ...options, fusionWeights: tuning.params.weights, fusion: tuning.params.k, supportingFactor: tuning.params.supportingFactor };
}
