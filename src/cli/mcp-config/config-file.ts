// Reading and replacing a client's config file, which belongs to the user: never through a
// symbolic link, atomically (a temporary in the same directory, renamed over the file), with
// the file's permissions kept and the previous contents saved beside it first.
import { randomBytes } from 'node:crypto';
import { closeSync, constants, fchmodSync, fstatSync, fsyncSync, openSync, readFileSync, renameSync, rmSync, writeSync, type Stats } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { UsageError } from '../errors.js';
import { echoPath } from '../../core.js';
import { lstatOrNull } from '../lstat.js';

/** A client config larger than this is not one repomap should rewrite. */
export const MAX_CONFIG_BYTES = 16 << 20;
const NOFOLLOW = constants.O_NOFOLLOW | constants.O_NONBLOCK | constants.O_NOCTTY;

export interface ExistingFile {
  text: string;
  /** Permission bits, kept on the new file and the backup. */
  mode: number;
}

/** What stands at `path` must be nothing or a regular file: a link, directory or device is refused. */
function checkReplaceable(path: string): Stats | null {
  const stats = lstatOrNull(path);
  if (stats === null) return null;
  if (stats.isSymbolicLink()) throw new UsageError(`${echoPath(path)} is a symbolic link: refusing to write through it (edit the file it points to by hand)`);
  if (!stats.isFile()) throw new UsageError(`${echoPath(path)} is not a regular file`);
  return stats;
}

/** The file's text, or null when there is none. */
export function readConfigFile(path: string): ExistingFile | null {
  if (checkReplaceable(path) === null) return null;
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | NOFOLLOW);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ELOOP') throw new UsageError(`${echoPath(path)} is a symbolic link: refusing to write through it (edit the file it points to by hand)`);
    throw new UsageError(`cannot read ${echoPath(path)}: ${code ?? (error as Error).message}`);
  }
  try {
    const stats = fstatSync(fd);
    if (!stats.isFile()) throw new UsageError(`${echoPath(path)} is not a regular file`);
    if (stats.size > MAX_CONFIG_BYTES) throw new UsageError(`${echoPath(path)} is larger than ${MAX_CONFIG_BYTES >> 20} MiB: not a config repomap will rewrite`);
    let text: string;
    try {
      // Fatal decoding: bytes that are not UTF-8 would come back as U+FFFD and be written so.
      text = new TextDecoder('utf-8', { fatal: true }).decode(readFileSync(fd));
    } catch {
      throw new UsageError(`${echoPath(path)} is not UTF-8 text; nothing was written`);
    }
    return { text, mode: stats.mode & 0o7777 };
  } finally {
    closeSync(fd);
  }
}

/**
 * Write `text` to `path` through a temporary created exclusively (O_EXCL, O_NOFOLLOW) beside
 * it, then rename it into place. `mode` (an existing file's) is set exactly; a new file gets
 * `newMode` less the umask.
 */
function replaceAtomically(path: string, text: string, mode: number | null, newMode: number): void {
  checkReplaceable(path);
  const dir = dirname(path);
  let temporary = '';
  let fd = -1;
  for (let attempt = 0; fd < 0; attempt++) {
    temporary = join(dir, `.${basename(path)}.${randomBytes(8).toString('hex')}.tmp`);
    try {
      fd = openSync(temporary, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | NOFOLLOW, newMode);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= 8) throw error;
    }
  }
  try {
    if (mode !== null) fchmodSync(fd, mode);
    const bytes = Buffer.from(text, 'utf8');
    for (let written = 0; written < bytes.length; ) written += writeSync(fd, bytes, written, bytes.length - written);
    fsyncSync(fd);
    closeSync(fd);
    fd = -1;
    checkReplaceable(path); // still no link planted meanwhile: rename replaces whatever name is there, never follows it
    renameSync(temporary, path);
  } catch (error) {
    if (fd >= 0) closeSync(fd);
    rmSync(temporary, { force: true });
    throw error;
  }
}

/** The name the previous contents are saved under. */
export function backupPath(path: string): string {
  return `${path}.bak`;
}

/**
 * Replace the config at `path` with `text`. The previous contents (when there was a file) go
 * to `FILE.bak` first, atomically too. Returns the backup's path, or null when there was no file.
 */
export function writeConfigFile(path: string, text: string, existing: ExistingFile | null, newMode: number): string | null {
  let backup: string | null = null;
  if (existing) {
    backup = backupPath(path);
    replaceAtomically(backup, existing.text, existing.mode, newMode);
  }
  replaceAtomically(path, text, existing ? existing.mode : null, newMode);
  return backup;
}
