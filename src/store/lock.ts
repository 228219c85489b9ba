// One index writer at a time. SQLite alone would keep the file consistent, but
// two runs would both parse everything; the second waits for the first and
// then finds little to do.
//
// The lock is an OS lock, so it cannot go stale: the lock file is an empty
// file that is never deleted nor written, and holding the lock means holding
// an exclusive SQLite transaction on it, which SQLite implements with POSIX
// advisory locks (fcntl). The kernel drops those when their process dies, so
// a killed run (kill -9 included), an empty or garbage file, or a pid reused
// by another program never wedges the next run. SQLite also serializes its
// own connections inside one process, so a second holder in this process is
// counted instead of opened (no self-deadlock).
import Database from 'better-sqlite3';
import { closeSync, constants, fstatSync, ftruncateSync, lstatSync, openSync } from 'node:fs';
import { checkWritableFile } from '../shared/safe-write.js';

export class LockTimeout extends Error {}

interface Held {
  db: Database.Database;
  count: number;
}

const held = new Map<string, Held>();

export class IndexLock {
  private released = false;

  private constructor(private readonly path: string) {}

  /**
   * Take the lock at `path`, waiting at most `timeoutMs` for a live holder to let go (0: do
   * not wait). `reentrant` (the default) lets this process take a lock it already holds.
   */
  static acquire(path: string, timeoutMs = 120_000, options: { reentrant?: boolean } = {}): IndexLock {
    const mine = held.get(path);
    if (mine) {
      if (options.reentrant === false) throw new LockTimeout(`${path} is locked by this process`);
      mine.count++;
      return new IndexLock(path);
    }
    checkWritableFile(path, 'index lock');
    emptyLockFile(path);
    const db = new Database(path, { timeout: timeoutMs });
    try {
      db.exec('BEGIN EXCLUSIVE');
    } catch (error) {
      db.close();
      const code = (error as { code?: string }).code;
      if (code === 'SQLITE_BUSY' || code === 'SQLITE_LOCKED') {
        throw new LockTimeout(`index is locked by another live repomap process (${path})`);
      }
      throw error;
    }
    held.set(path, { db, count: 1 });
    return new IndexLock(path);
  }

  release(): void {
    if (this.released) return;
    this.released = true;
    const mine = held.get(this.path);
    if (!mine || --mine.count > 0) return;
    held.delete(this.path);
    try {
      mine.db.exec('ROLLBACK');
    } finally {
      mine.db.close();
    }
  }
}

/**
 * The lock file must stay an empty database: a file left by an older repomap (a pid) or
 * planted garbage is emptied in place. Truncating it never disturbs a holder, which never
 * writes to it, and its inode, which the OS lock is on, stays the same.
 */
function emptyLockFile(path: string): void {
  let size: number;
  try {
    size = lstatSync(path).size;
  } catch {
    return; // missing: SQLite creates it
  }
  if (size === 0) return;
  const fd = openSync(path, constants.O_WRONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  try {
    if (fstatSync(fd).isFile()) ftruncateSync(fd, 0);
  } finally {
    closeSync(fd);
  }
}
