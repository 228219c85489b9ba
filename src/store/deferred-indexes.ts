// A first index's secondary indexes, built once its rows are in (indexer.ts), and where
// SQLite sorts them. Under the connection's `temp_store = MEMORY` SQLite sorts each index's
// keys wholly in memory (200k synthetic files: the cold index's peak 899 → 1,382 MiB); with
// temporary files its sorter writes sorted runs of at most the page cache's size to a file and
// merges them. SQLite names that file itself, in the first usable directory of
// `$SQLITE_TMPDIR`, `$TMPDIR`, /var/tmp, /usr/tmp, /tmp and, when none is, the working
// directory: mode 0600, opened exclusively without following links, and unlinked as soon
// as it is open. The builds use it only when that directory is outside the repository being
// indexed; otherwise they sort in memory, as every other statement of the connection does.
import { accessSync, constants, realpathSync, statSync } from 'node:fs';
import { isAbsolute } from 'node:path';
import { isInside } from '../shared/safe-write.js';
import { deleteMeta, type Db } from './db.js';
import { INDEXES_DEFERRED_KEY, SECONDARY_INDEXES, createIndexes } from './schema.js';

/** The directories SQLite's unix file system tries for a temporary file, after the two variables (in this order). */
const SQLITE_TEMP_DIRS = ['/var/tmp', '/usr/tmp', '/tmp'];

/**
 * The directory SQLite will write its temporary files to, resolved as SQLite resolves it, or
 * null when that is the working directory (no usable one), a relative path, or a directory
 * inside `root` (a repository is never written to). SQLite reads the two variables once, when
 * the process first opens a database: `env` is the process's environment as it started.
 */
export function sortingDirectory(root: string, env: NodeJS.ProcessEnv = process.env): string | null {
  const candidates = [env.SQLITE_TMPDIR, env.TMPDIR, ...SQLITE_TEMP_DIRS];
  for (const dir of candidates) {
    if (!dir || !usableDirectory(dir)) continue;
    // SQLite takes the first usable one as it is written: a relative one is the working directory's.
    if (!isAbsolute(dir)) return null;
    return isInside(realpathSync(root), realpathSync(dir)) ? null : dir;
  }
  return null;
}

/** What SQLite checks of a temporary directory: it is one, and this process may write and enter it. */
function usableDirectory(dir: string): boolean {
  try {
    if (!statSync(dir).isDirectory()) return false;
    accessSync(dir, constants.W_OK | constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * Build the named secondary indexes where missing, in one transaction, sorting in a temporary
 * file outside `root` where there is one. With all of them built, a first index's deferred
 * work is done (the mark goes in the same transaction). Called outside any transaction:
 * SQLite refuses to change `temp_store` inside one.
 */
export function buildDeferredIndexes(db: Db, root: string, names: readonly string[]): void {
  if (db.inTransaction) throw new Error('buildDeferredIndexes: called inside a transaction');
  const toFile = sortingDirectory(root) !== null;
  if (toFile) db.pragma('temp_store = FILE');
  try {
    db.transaction(() => {
      db.exec(createIndexes(names));
      if (names.length === Object.keys(SECONDARY_INDEXES).length) deleteMeta(db, INDEXES_DEFERRED_KEY);
    })();
  } finally {
    if (toFile) db.pragma('temp_store = MEMORY');
  }
}
