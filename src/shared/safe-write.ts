// Writing the few things repomap owns (its index directory, the map file of
// `-o`, the audit file) without ever writing through a symlink: directories
// are created one component at a time and checked with lstat, files are
// opened with O_NOFOLLOW (temporaries with O_EXCL too) and renamed into place.
import { randomBytes } from 'node:crypto';
import {
  closeSync,
  constants,
  fstatSync,
  lstatSync,
  mkdirSync,
  openSync,
  realpathSync,
  renameSync,
  rmSync,
  writeSync,
  type Stats,
} from 'node:fs';
import { basename, dirname, join, relative, sep } from 'node:path';
import { RepoError } from './errors.js';
import { relativeInside } from './safe-fs.js';

/** Longest file name most file systems take (bytes); a temporary adds its suffix to it. */
export const NAME_MAX = 255;
/** Longest path Linux takes (bytes, with the final NUL). */
export const PATH_MAX = 4096;
const TEMPORARY_SUFFIX_BYTES = 1 + 16 + 4; // `.<16 hex>.tmp`, after a leading '.'
const NOFOLLOW_WRITE = constants.O_WRONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK | constants.O_NOCTTY;

/** lstat, or null when nothing is there. */
export function lstatOrNull(path: string): Stats | null {
  try {
    return lstatSync(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return null;
    throw error;
  }
}

/** What may stand where repomap writes a file of its own: nothing, or a regular file (never a link, FIFO or device). */
export function checkWritableFile(path: string, what: string): 'missing' | 'file' {
  const stats = lstatOrNull(path);
  if (stats === null) return 'missing';
  if (stats.isSymbolicLink()) throw new RepoError(`${what} is a symbolic link (refusing to write through it): ${path}`);
  if (stats.isDirectory()) throw new RepoError(`${what} is a directory: ${path}`);
  if (!stats.isFile()) throw new RepoError(`${what} is not a regular file: ${path}`);
  return 'file';
}

/** Names too long to create are bad input, found before any work (with room for a temporary's suffix). */
export function checkNameLengths(path: string, what: string): void {
  if (Buffer.byteLength(path) >= PATH_MAX) throw new RepoError(`${what}: path too long (${Buffer.byteLength(path)} bytes)`);
  for (const component of path.split(sep)) {
    if (Buffer.byteLength(component) + TEMPORARY_SUFFIX_BYTES > NAME_MAX) {
      throw new RepoError(`${what}: file name too long (${Buffer.byteLength(component)} bytes; at most ${NAME_MAX - TEMPORARY_SUFFIX_BYTES})`);
    }
  }
}

/**
 * Make sure directory `relDir` (relative to `realRoot`, POSIX or native separators) exists
 * inside the root, creating what is missing one component at a time. An existing component
 * may be a symlink only to a directory inside the root; anything else is a RepoError.
 * Returns the directory's real path.
 */
export function ensureDirectoryInside(realRoot: string, relDir: string, what: string): string {
  let current = realRoot;
  for (const component of relDir.split(/[\\/]+/).filter((part) => part !== '' && part !== '.')) {
    if (component === '..') throw new RepoError(`${what}: path leaves the repository root: ${relDir}`);
    const next = join(current, component);
    let stats = lstatOrNull(next);
    if (stats === null) {
      try {
        mkdirSync(next);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      stats = lstatSync(next);
    }
    if (stats.isSymbolicLink()) {
      const real = realpathSync.native(next);
      if (!isInside(realRoot, real)) throw new RepoError(`${what}: ${relative(realRoot, next)} is a symbolic link out of the repository root`);
      stats = lstatSync(real);
      current = real;
    } else {
      current = next;
    }
    if (!stats.isDirectory()) throw new RepoError(`${what}: ${relative(realRoot, next)} is not a directory`);
  }
  return current;
}

/** Create a directory the user named outside any root (`--db`, `--audit`): any missing parents too. */
export function ensureNamedDirectory(dir: string): void {
  mkdirSync(dir, { recursive: true });
}

/**
 * Make sure `dir` is a directory only this user can write in (a cache under a shared temporary
 * directory, where another user could plant a link): created 0700 when missing, then it must
 * be no link, be owned by this user, and let no group or other user write in it.
 */
export function ensurePrivateDirectory(dir: string, what: string): void {
  try {
    mkdirSync(dir, { mode: 0o700 });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') mkdirSync(dir, { recursive: true, mode: 0o700 });
    else if (code !== 'EEXIST') throw error;
  }
  const stats = lstatSync(dir);
  if (stats.isSymbolicLink()) throw new RepoError(`${what} is a symbolic link (refusing to use it): ${dir}`);
  if (!stats.isDirectory()) throw new RepoError(`${what} is not a directory: ${dir}`);
  const uid = process.getuid?.();
  if (uid !== undefined && stats.uid !== uid) throw new RepoError(`${what} belongs to another user (uid ${stats.uid}): ${dir}`);
  if ((stats.mode & 0o022) !== 0) throw new RepoError(`${what} can be written by other users (mode ${(stats.mode & 0o777).toString(8)}): ${dir}`);
}

/** Create or replace `path` with `data`, never through a link (no temporary: for files in a private directory). */
export function writeFileNoFollow(path: string, data: Buffer | string): void {
  const fd = openSync(path, NOFOLLOW_WRITE | constants.O_CREAT | constants.O_TRUNC, 0o644);
  try {
    if (!fstatSync(fd).isFile()) throw new RepoError(`not a regular file: ${path}`);
    const bytes = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
    let written = 0;
    while (written < bytes.length) written += writeSync(fd, bytes, written, bytes.length - written);
  } finally {
    closeSync(fd);
  }
}

/**
 * Write `data` to `path` atomically: a temporary created exclusively (O_EXCL, O_NOFOLLOW)
 * in the same directory, then renamed over `path`. `path` must be missing or a regular file.
 * A reader never sees half the file, and nothing is written through a planted link.
 */
export function writeFileAtomically(path: string, data: string | Buffer, what: string): void {
  checkWritableFile(path, what);
  const dir = dirname(path);
  const dirBefore = realpathSync.native(dir);
  let temporary = '';
  let fd = -1;
  for (let attempt = 0; fd < 0; attempt++) {
    temporary = join(dir, `.${basename(path)}.${randomBytes(8).toString('hex')}.tmp`);
    try {
      fd = openSync(temporary, NOFOLLOW_WRITE | constants.O_CREAT | constants.O_EXCL, 0o644);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= 8) throw error;
    }
  }
  try {
    const bytes = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
    let written = 0;
    while (written < bytes.length) written += writeSync(fd, bytes, written, bytes.length - written);
    closeSync(fd);
    fd = -1;
    // The directory must still be the one checked, and the target still no link.
    if (realpathSync.native(dir) !== dirBefore) throw new RepoError(`${what}: directory changed while writing: ${dir}`);
    checkWritableFile(path, what);
    renameSync(temporary, path);
  } catch (error) {
    if (fd >= 0) closeSync(fd);
    rmSync(temporary, { force: true });
    throw error;
  }
}

/** Create `path` with `data` unless something already stands there (never through a link). */
export function createFileIfMissing(path: string, data: string): void {
  let fd: number;
  try {
    fd = openSync(path, NOFOLLOW_WRITE | constants.O_CREAT | constants.O_EXCL, 0o644);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return;
    throw error;
  }
  try {
    writeSync(fd, data);
  } finally {
    closeSync(fd);
  }
}

/**
 * Append `bytes` with a single write(2) on a descriptor opened with O_APPEND and O_NOFOLLOW,
 * after checking it is a regular file: a link, FIFO or device is a RepoError.
 */
export function appendToFile(path: string, bytes: Buffer, what: string): void {
  checkWritableFile(path, what);
  let fd: number;
  try {
    fd = openSync(path, NOFOLLOW_WRITE | constants.O_APPEND | constants.O_CREAT, 0o644);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ELOOP' || code === 'ENXIO') throw new RepoError(`${what} is not a regular file: ${path}`);
    throw error;
  }
  try {
    if (!fstatSync(fd).isFile()) throw new RepoError(`${what} is not a regular file: ${path}`);
    const written = writeSync(fd, bytes, 0, bytes.length);
    if (written !== bytes.length) throw new Error(`${what} ${path}: short write (${written} of ${bytes.length} bytes)`);
  } finally {
    closeSync(fd);
  }
}

export function isInside(realRoot: string, real: string): boolean {
  return relativeInside(realRoot, real) !== null;
}
