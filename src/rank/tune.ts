// Self-tuning: a repository's own recent changes replayed as tasks (half of each change's
// files as seeds, the rest to find, the co-change history cut strictly before the change),
// and the fusion fitted to them (SELF_TUNING keeps it near the shipped defaults).
import type { LoggedChange } from '../shared/history.js';
import { splitSeeds } from '../shared/seed-split.js';
import { defaultFusionParams, fitFusion, FusionTrials, SELF_TUNING, signalCase, type FusionParams, type SignalCase } from './fit.js';
import type { RankSignals } from './rank.js';

/** A change touching more files than this is a sweep, not a task; fewer than two has nothing to find. */
const MAX_TASK_FILES = 8;
/** Fewer tasks than this say too little to move the defaults. */
export const MIN_TUNING_TASKS = 20;
export const DEFAULT_TUNING_CHANGES = 100;

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
}

/**
 * The most recent `limit` changes (oldest first) that modify 2 to 8 of the files `isTaskFile`
 * accepts (indexed source files), each split into seeds and files to find. Added files are no
 * task's answer: nothing could have ranked them before they existed.
 */
export function tuningTasks(log: readonly LoggedChange[], isTaskFile: (path: string) => boolean, limit: number): TuningTask[] {
  const tasks: TuningTask[] = [];
  for (let position = log.length - 1; position >= 0 && tasks.length < limit; position--) {
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
    cases.push(signalCase(signals.lists, signals, task.expected));
  }
  const fit = fitFusion(new FusionTrials([cases]), defaultFusionParams(), SELF_TUNING);
  return { params: fit.params, tasks: cases.length, newest: tasks.at(-1)?.commit ?? '', before: fit.before, after: fit.after, moves: fit.moves };
}
