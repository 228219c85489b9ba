// The Repository's self-tuning: when to fit the fusion to the repository's own changes
// (rank/tune.ts does the fitting), and keeping the result in the index (store/tuning.ts).
import { RepoError } from '../shared/errors.js';
import { CoChange, type ChangeHistory, type LoggedChange } from '../shared/history.js';
import type { WorkPhase } from '../shared/progress.js';
import type { Db } from '../store/db.js';
import { LockTimeout } from '../store/lock.js';
import { keepTuning, readAutoTuningState, readTuningJson, type AutoTuningState } from '../store/tuning.js';
import type { RankOptions } from '../rank/options.js';
import type { RankSignals } from '../rank/rank.js';
import { isTextTask, type SeedRequest } from '../rank/seeds.js';
import {
  DEFAULT_TUNING_CHANGES,
  MIN_TUNING_TASKS,
  parseTuning,
  tuneFusion,
  tuningAnchor,
  tuningTasks,
  withTuning,
  type Tuning,
  type TuningTask,
} from '../rank/tune.js';

/** What tuning needs of the Repository it serves. */
export interface TuningHost {
  readonly root: string;
  db(): Db;
  /** HEAD as the last update found it. */
  head(): string | null;
  /** The change log at HEAD, oldest first; null outside git. */
  changes(): readonly LoggedChange[] | null;
  /** Indexed source files: what a tuning task may seed with and ask for. */
  isTaskFile(): (path: string) => boolean;
  /** The fusion's inputs for a task seeded with these paths, ranked on this history and the shipped defaults. */
  signals(seeds: string[], history: ChangeHistory): RankSignals | null;
  during<T>(phase: WorkPhase, work: () => T): T;
  /** Run a write under the index's writers' lock. */
  withLock(write: () => void, timeoutMs?: number): void;
  /** Note HEAD now (git is asked). */
  noteHead(): void;
  /** Run work holding the writers' lock, as the one process tuning (see Repository.tuneInBackground). */
  alone(work: () => void): void;
}

export class RepositoryTuning {
  /** The kept tuning as last read; undefined: read it again. */
  private stored: Tuning | null | undefined;

  constructor(private readonly host: TuningHost) {}

  /** Read the kept tuning again on next use (the index may have changed). */
  forget(): void {
    this.stored = undefined;
  }

  /** The fusion this repository fitted to itself, or null. */
  current(): Tuning | null {
    if (this.stored === undefined) {
      const json = readTuningJson(this.host.db());
      this.stored = json ? parseTuning(json) : null;
    }
    return this.stored;
  }

  /** The options with the kept fusion filled in, unless they set the fusion themselves. */
  optionsFor(options: RankOptions): RankOptions {
    if (options.tuned === false || options.aider) return options;
    return withTuning(options, this.current());
  }

  /** Whether this index tunes itself as its history grows. */
  get automatic(): boolean {
    return !readAutoTuningState(this.host.db()).off;
  }

  /** See Repository.tune. */
  tune(changes = DEFAULT_TUNING_CHANGES): Tuning {
    const tuning = this.host.during('tune', () => {
      const log = this.host.changes();
      if (!log?.length) throw new RepoError(`no git history to tune on: ${this.host.root}`);
      const tasks = tuningTasks(log, this.host.isTaskFile(), changes);
      if (tasks.length < MIN_TUNING_TASKS) {
        throw new RepoError(`only ${tasks.length} recent change(s) touch 2 to 8 indexed source files; tuning needs ${MIN_TUNING_TASKS}`);
      }
      return this.fit(log, tasks);
    });
    this.keep(tuning, { off: false, head: this.host.head() });
    return tuning;
  }

  /**
   * Whether `tuneAutomatically()` has anything to do now: automatic tuning is on, no tuning
   * asked for by hand is kept, and HEAD is not the one it last looked at. Reads two rows.
   */
  due(): boolean {
    const state = readAutoTuningState(this.host.db());
    if (state.off || state.head === this.host.head()) return false;
    const kept = this.current();
    return !kept || kept.automatic === true;
  }

  /**
   * The tuning an update left for later (`autoTune: false`, then `due`), done in another
   * process: only while HEAD is still `head` (else the next update looks again), by one such
   * process at a time (another one tuning already: nothing is done), holding the writers' lock
   * throughout (waited for as any writer waits). Returns whether it tuned. A process killed
   * meanwhile writes nothing: the tuning is kept in one transaction, and the locks die with it.
   */
  inBackground(head: string): boolean {
    this.host.noteHead();
    if (this.host.head() !== head || !this.due()) return false;
    let tuned = false;
    try {
      this.host.alone(() => {
        // HEAD may have moved, or another process tuned, while this one waited.
        this.host.noteHead();
        this.forget();
        if (this.host.head() !== head || !this.due()) return;
        this.tuneAutomatically();
        tuned = true;
      });
    } catch (error) {
      if (error instanceof LockTimeout) return false;
      throw error;
    }
    return tuned;
  }

  /** See Repository.tuneAutomatically. */
  tuneAutomatically(enable = false): Tuning | null {
    const state = readAutoTuningState(this.host.db());
    if (state.off && !enable) return this.current();
    const head = this.host.head();
    if (enable && !head) throw new RepoError(`no git history to tune on: ${this.host.root}`);
    const kept = this.current();
    if (!enable && (state.head === head || (kept && !kept.automatic))) return kept;
    const tuning = this.host.during('tune', (): Tuning | null => {
      const log = head ? this.host.changes() : null;
      const anchor = log ? tuningAnchor(log) : -1;
      const tasks = anchor >= 0 ? tuningTasks(log!, this.host.isTaskFile(), DEFAULT_TUNING_CHANGES, anchor) : [];
      const anchorCommit = anchor >= 0 ? log![anchor]!.commit : null;
      if (tasks.length < MIN_TUNING_TASKS) return null;
      const same = !enable && kept?.automatic && kept.anchor === anchorCommit;
      return same ? kept : { ...this.fit(log!, tasks), automatic: true, anchor: anchorCommit! };
    });
    try {
      this.keep(tuning, { off: false, head }, enable ? undefined : 5_000);
    } catch (error) {
      // Another process holds the index: it or the next update tunes.
      if (!(error instanceof LockTimeout)) throw error;
      return this.current();
    }
    return tuning;
  }

  /** Forget the fitted fusion and stop tuning automatically. */
  untune(): void {
    this.keep(null, { off: true, head: null });
  }

  private keep(tuning: Tuning | null, state: AutoTuningState, timeoutMs?: number): void {
    this.host.withLock(() => {
      keepTuning(this.host.db(), tuning ? JSON.stringify(tuning) : null, state);
    }, timeoutMs);
    this.stored = tuning;
  }

  /** The fusion fitted to these tasks of the log, each ranked with the history strictly before it. */
  private fit(log: readonly LoggedChange[], tasks: readonly TuningTask[]): Tuning {
    const history = new CoChange(log.map((change) => change.files));
    return tuneFusion(tasks, (task) => this.host.signals(task.seeds, history.upTo(task.before)));
  }
}

/**
 * Whether a repository's tuning can change the ranking of this task. The fusion fitted to the
 * repository's changes is fitted to tasks seeded with paths, and serves tasks with seed paths or
 * mentions; a text alone keeps the text defaults, and a general map fuses nothing. An answer it
 * cannot change need not wait for it (the CLI's map tunes afterwards).
 */
export function tuningShapes(request: SeedRequest): boolean {
  return !isTextTask(request) && ((request.paths?.length ?? 0) > 0 || (request.mentions?.length ?? 0) > 0);
}
