// Where the index lives, checked before anything is opened. The default is
// `<root>/.repomap/index.db`, in a directory repomap owns: `.repomap` must be
// a real directory (a committed symlink there would make repomap write
// wherever it points). `--db FILE` puts the index where the user says.
import { lstatSync, mkdirSync, realpathSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { RepoError } from '../shared/errors.js';
import { checkWritableFile, createFileIfMissing, ensureNamedDirectory, lstatOrNull } from '../shared/safe-write.js';

export const INDEX_DIR = '.repomap';
/** The index file's companions that SQLite (or repomap) creates next to it. */
export const INDEX_FILE_SUFFIXES = ['', '-wal', '-shm', '-journal'] as const;

export interface IndexLocation {
  dbPath: string;
  /** The writers' lock: an empty file next to the index, locked by the OS (see lock.ts). */
  lockPath: string;
  /** The tuners' lock: one process tunes the index at a time (repository/index-file.ts: `tuneAlone`). */
  tuneLockPath: string;
  /** Named by the user (`--db`): only a stamped index there is ever replaced. */
  explicit: boolean;
  /** The repository root when the index is in its `.repomap` (the default), whose way there repomap checks; null with `--db`. */
  root: string | null;
}

export function defaultDbPath(root: string): string {
  return join(root, INDEX_DIR, 'index.db');
}

/**
 * Check (and create when missing) the index's directory, and that nothing planted stands
 * where repomap will write: the index, its journals and its lock must each be missing or
 * a regular file, never a link. Problems are RepoErrors (exit 2), found before any work.
 */
export function prepareIndexLocation(root: string, db?: string): IndexLocation {
  let dbPath: string;
  if (db === undefined) {
    dbPath = defaultDbPath(root);
    ensureOwnDirectory(join(root, INDEX_DIR));
  } else {
    dbPath = resolve(db);
    checkWritableFile(dbPath, '--db');
    ensureNamedDirectory(dirname(dbPath));
  }
  const location = { dbPath, lockPath: `${dbPath}.lock`, tuneLockPath: `${dbPath}.tune-lock`, explicit: db !== undefined, root: db === undefined ? root : null };
  checkIndexFiles(location);
  return location;
}

/**
 * The same checks again, before each update of an open index: the tree may have changed since
 * it was opened (a checkout of a branch that commits `.repomap` as a link to elsewhere). A
 * `.repomap` that is no longer a real directory of the root, or a planted link where the index
 * files go, is a RepoError, found before anything is written.
 */
export function checkIndexLocation(location: IndexLocation): void {
  if (location.root !== null) ensureOwnDirectory(join(location.root, INDEX_DIR));
  checkIndexFiles(location);
}

function checkIndexFiles(location: IndexLocation): void {
  for (const suffix of INDEX_FILE_SUFFIXES) checkWritableFile(location.dbPath + suffix, 'index file');
  checkWritableFile(location.lockPath, 'index lock');
  checkWritableFile(location.tuneLockPath, 'index lock');
}

/** `.repomap/`: a real directory of the root (created if missing), with a `.gitignore` of `*` so it is never committed. */
export function ensureOwnDirectory(dir: string): void {
  let stats = lstatOrNull(dir);
  if (stats === null) {
    try {
      mkdirSync(dir);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'EROFS' || code === 'EACCES' || code === 'EPERM') {
        throw new RepoError(`cannot create ${dir} (${code}); keep the index elsewhere with --db FILE`);
      }
      if (code !== 'EEXIST') throw error;
    }
    stats = lstatSync(dir);
  }
  if (stats.isSymbolicLink()) {
    throw new RepoError(`refusing to use ${dir}: it is a symbolic link (remove it, or keep the index elsewhere with --db)`);
  }
  if (!stats.isDirectory()) throw new RepoError(`refusing to use ${dir}: it is not a directory (remove it, or keep the index elsewhere with --db)`);
  // Made by someone else, it could be emptied or swapped under us by them.
  const uid = process.getuid?.();
  if (uid !== undefined && uid !== 0 && stats.uid !== uid) {
    throw new RepoError(`refusing to use ${dir}: it belongs to another user (uid ${stats.uid}); keep the index elsewhere with --db`);
  }
  // The parent is the root itself: its real path must hold the directory we checked.
  if (realpathSync.native(dir) !== join(realpathSync.native(dirname(dir)), INDEX_DIR)) {
    throw new RepoError(`refusing to use ${dir}: it does not resolve to a directory of the root`);
  }
  createFileIfMissing(join(dir, '.gitignore'), '*\n');
}
