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
//
// A lock inside a repository (`<root>/.repomap/index.db.lock`) is taken through directories
// the repository could have swapped since the index was opened (a checkout that commits
// `.repomap` as a link): every component between the root and the file is checked to be a
// real directory, before and after SQLite opens the file, and the file is only ever created
// or emptied through a descriptor checked to be the file inside the root.
import Database from 'better-sqlite3';
import { closeSync, constants, existsSync, fstatSync, ftruncateSync, lstatSync, openSync, readlinkSync, realpathSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { RepoError } from '../shared/errors.js';
import { checkWritableFile } from '../shared/safe-write.js';

export class LockTimeout extends Error {}

interface Held {
  db: Database.Database;
  count: number;
}

const held = new Map<string, Held>();

const PROC_FD = existsSync('/proc/self/fd') ? '/proc/self/fd/' : null;
const NOFOLLOW_WRITE = constants.O_WRONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK | constants.O_NOCTTY;

export interface LockOptions {
  /** Let this process take a lock it already holds (counted). Default true. */
  reentrant?: boolean;
  /**
   * The repository root the lock file lies under, when repomap owns the way there (the default
   * `.repomap`): each directory between the root and the file must be a real directory, never a
   * link. Unset for a lock the user placed (`--db`): only the file itself is checked.
   */
  root?: string | null;
}

export class IndexLock {
  private released = false;

  private constructor(private readonly path: string) {}

  /**
   * Take the lock at `path`, waiting at most `timeoutMs` for a live holder to let go (0: do
   * not wait). `reentrant` (the default) lets this process take a lock it already holds.
   */
  static acquire(path: string, timeoutMs = 120_000, options: LockOptions = {}): IndexLock {
    const mine = held.get(path);
    if (mine) {
      if (options.reentrant === false) throw new LockTimeout(`${path} is locked by this process`);
      mine.count++;
      return new IndexLock(path);
    }
    const inside = options.root ? checkWayInside(options.root, path) : null;
    checkWritableFile(path, 'index lock');
    prepareLockFile(path, inside);
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
    try {
      // The way may have been swapped while SQLite opened the file: then this is no lock of ours.
      if (options.root) checkWayInside(options.root, path);
      checkWritableFile(path, 'index lock');
    } catch (error) {
      db.exec('ROLLBACK');
      db.close();
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
 * Every directory between `root` and `path` must be a real directory (lstat: not a link, not
 * anything else) inside the root. Returns the path the file must have once links in the
 * root's own path are resolved, for checking a descriptor against.
 */
function checkWayInside(root: string, path: string): string {
  const rel = relative(root, path);
  const parts = rel.split(sep);
  if (rel === '' || parts.includes('..') || parts.some((part) => part === '')) throw new RepoError(`index lock is not inside the repository root: ${path}`);
  let current = root;
  for (const part of parts.slice(0, -1)) {
    current = join(current, part);
    let stats;
    try {
      stats = lstatSync(current);
    } catch {
      throw new RepoError(`index directory is missing: ${current}`);
    }
    if (stats.isSymbolicLink()) throw new RepoError(`refusing to use ${current}: it is a symbolic link (remove it, or keep the index elsewhere with --db)`);
    if (!stats.isDirectory()) throw new RepoError(`refusing to use ${current}: it is not a directory`);
  }
  return join(realpathSync.native(root), rel);
}

/**
 * The lock file must exist and stay an empty database: a file left by an older repomap (a pid)
 * or planted garbage is emptied in place. Truncating it never disturbs a holder, which never
 * writes to it, and its inode, which the OS lock is on, stays the same. Inside a root
 * (`expected` set) the file is created and emptied only through a descriptor the kernel says
 * is `expected`: a directory on the way swapped for a link is refused, never written through.
 */
function prepareLockFile(path: string, expected: string | null): void {
  let fd: number;
  try {
    fd = openSync(path, NOFOLLOW_WRITE | constants.O_CREAT, 0o644);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ELOOP' || code === 'ENXIO') throw new RepoError(`index lock is not a regular file: ${path}`);
    throw error;
  }
  try {
    const stats = fstatSync(fd);
    if (!stats.isFile()) throw new RepoError(`index lock is not a regular file: ${path}`);
    if (expected !== null && PROC_FD !== null && readlinkSync(`${PROC_FD}${fd}`) !== expected) {
      throw new RepoError(`refusing to use the index lock ${path}: a directory on its way changed (a symbolic link?)`);
    }
    if (stats.size > 0) ftruncateSync(fd, 0);
  } finally {
    // Closed before SQLite takes its lock: closing any descriptor of a file drops the process's POSIX locks on it.
    closeSync(fd);
  }
}
