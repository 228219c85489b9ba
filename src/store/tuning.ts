// A repository's own tuning as the index keeps it: the fusion it fitted to itself (as JSON,
// read back by rank/tune.ts) and whether it tunes itself, with the HEAD it last looked at.
import { deleteMeta, getMeta, setMeta, type Db } from './db.js';

const TUNING_KEY = 'tuning';
const AUTO_TUNING_KEY = 'tuning-auto';

export interface AutoTuningState {
  /** Turned off by `untune` (`repomap tune --reset`). */
  off: boolean;
  /** The HEAD whose history was last looked at: nothing to do until HEAD moves. */
  head: string | null;
}

/** The stored tuning's JSON, or null when none is kept. */
export function readTuningJson(db: Db): string | null {
  return getMeta(db, TUNING_KEY);
}

/** Keep this tuning's JSON, or drop the kept one (null). */
export function writeTuningJson(db: Db, json: string | null): void {
  if (json === null) deleteMeta(db, TUNING_KEY);
  else setMeta(db, TUNING_KEY, json);
}

export function readAutoTuningState(db: Db): AutoTuningState {
  try {
    const stored = JSON.parse(getMeta(db, AUTO_TUNING_KEY) ?? '{}') as Partial<AutoTuningState>;
    return { off: stored.off === true, head: typeof stored.head === 'string' ? stored.head : null };
  } catch {
    return { off: false, head: null };
  }
}

export function writeAutoTuningState(db: Db, state: AutoTuningState): void {
  setMeta(db, AUTO_TUNING_KEY, JSON.stringify(state));
}

/** Keep a tuning (or none) and the automatic tuning's state together: one transaction, so a process killed meanwhile leaves both as they were. */
export function keepTuning(db: Db, json: string | null, state: AutoTuningState): void {
  db.transaction(() => {
    writeTuningJson(db, json);
    writeAutoTuningState(db, state);
  })();
}
