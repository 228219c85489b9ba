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
  /** Named by the user (`--db`): only a stamped index there is ever replaced. */
  explicit: boolean;
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
  const lockPath = `${dbPath}.lock`;
  for (const suffix of INDEX_FILE_SUFFIXES) checkWritableFile(dbPath + suffix, 'index file');
  checkWritableFile(lockPath, 'index lock');
  return { dbPath, lockPath, explicit: db !== undefined };
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
  // The parent is the root itself: its real path must hold the directory we checked.
  if (realpathSync.native(dir) !== join(realpathSync.native(dirname(dir)), INDEX_DIR)) {
    throw new RepoError(`refusing to use ${dir}: it does not resolve to a directory of the root`);
  }
  createFileIfMissing(join(dir, '.gitignore'), '*\n');
}
