// The change log kept in the index by the commit it was read at: reading 3,000 commits with
// `git log` costs a warm map more than ranking does, and the log only changes with HEAD.
import type { LoggedChange } from '../shared/history.js';
import type { Db } from './db.js';
import { readGraphBlob, writeGraphBlob } from './graph-blobs.js';

const VARIANT = 'history';
/** Bumped when LoggedChange gains a field: a log kept in an older form is read again from git. */
const FORMAT = 2;

/** The stored log, if it was read at `head`. */
export function loadCachedLog(db: Db, head: string): LoggedChange[] | null {
  const row = readGraphBlob(db, VARIANT);
  if (!row) return null;
  try {
    const stored = JSON.parse(row.data.toString('utf8')) as { format?: unknown; head?: unknown; changes?: unknown };
    if (stored.format !== FORMAT || stored.head !== head || !Array.isArray(stored.changes)) return null;
    return stored.changes as LoggedChange[];
  } catch {
    return null; // a damaged entry is read again from git
  }
}

export function saveCachedLog(db: Db, head: string, changes: readonly LoggedChange[]): void {
  writeGraphBlob(db, VARIANT, 0, Buffer.from(JSON.stringify({ format: FORMAT, head, changes }), 'utf8'));
}
