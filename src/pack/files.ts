import { closeSync, constants, fstatSync, lstatSync, openSync, readSync, realpathSync, statSync, type Stats } from 'node:fs';
import { resolve } from 'node:path';
import { OutsideRootError, toRepoPath } from '../scan/paths.js';

/** What a path names, found with lstat/realpath/stat only: nothing is opened. */
export type Inspection =
  | { kind: 'file'; path: string; realPath: string; stats: Stats }
  | { kind: 'outside-root'; path: string; message: string }
  | { kind: 'missing' | 'not-a-file' | 'unreadable'; path: string };

/**
 * Classify a user-given path (relative to the root, or absolute) without opening it:
 * outside the root lexically or through a symlink, missing, not a regular file, or a file.
 */
export function inspectPath(root: string, input: string): Inspection {
  let path: string;
  try {
    path = toRepoPath(root, input, root);
  } catch (error) {
    if (error instanceof OutsideRootError) return { kind: 'outside-root', path: input, message: error.message };
    throw error;
  }
  const absolute = resolve(root, path);
  try {
    lstatSync(absolute);
  } catch (error) {
    return { kind: missingCode(error) ? 'missing' : 'unreadable', path };
  }
  let realPath: string;
  let stats: Stats;
  try {
    realPath = realpathSync(absolute);
    // toRepoPath checked the resolved target; check again on the path we will open.
    toRepoPath(root, realPath, root);
    stats = statSync(realPath);
  } catch (error) {
    if (error instanceof OutsideRootError) return { kind: 'outside-root', path: input, message: error.message };
    return { kind: missingCode(error) ? 'missing' : 'unreadable', path };
  }
  if (!stats.isFile()) return { kind: 'not-a-file', path };
  return { kind: 'file', path, realPath, stats };
}

function missingCode(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'ELOOP';
}

export type ReadOutcome =
  /** The whole file, decoded as UTF-8 (a BOM is kept, invalid bytes become U+FFFD). */
  | { kind: 'text'; text: string }
  /**
   * The file is longer than the limit: `prefix` is the exact decoded beginning of the file
   * (an incomplete trailing character is held back), so the file's text starts with it.
   */
  | { kind: 'prefix'; prefix: string; size: number }
  | { kind: 'binary' | 'changed' | 'unreadable' };

const BINARY_PROBE = 8192;
const READ_CHUNK = 1 << 16;

/**
 * Read a file classified by `inspectPath`, at most `limit` bytes of it. It is opened
 * without following a symlink and without blocking, and must still be the regular file
 * that was inspected (same device and inode): a path swapped after the check is refused.
 */
export function readInspected(file: { realPath: string; stats: Stats }, limit: number): ReadOutcome {
  let fd: number;
  try {
    fd = openSync(file.realPath, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  } catch (error) {
    return { kind: (error as NodeJS.ErrnoException).code === 'ELOOP' ? 'changed' : 'unreadable' };
  }
  try {
    const stats = fstatSync(fd);
    if (!stats.isFile() || stats.ino !== file.stats.ino || stats.dev !== file.stats.dev) return { kind: 'changed' };
    const cap = Math.max(0, Math.floor(limit));
    // Read until end of file or one byte past the cap (which proves the file is longer).
    const chunks: Buffer[] = [];
    let length = 0;
    while (length <= cap) {
      const chunk = Buffer.allocUnsafe(Math.min(READ_CHUNK, cap + 1 - length));
      const read = readSync(fd, chunk, 0, chunk.length, null);
      if (read === 0) break;
      chunks.push(chunk.subarray(0, read));
      length += read;
    }
    const buffer = Buffer.concat(chunks, length);
    const bytes = buffer.subarray(0, Math.min(length, cap));
    if (bytes.subarray(0, BINARY_PROBE).includes(0)) return { kind: 'binary' };
    if (length > cap) {
      const prefix = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes, { stream: true });
      return { kind: 'prefix', prefix, size: Math.max(stats.size, length) };
    }
    return { kind: 'text', text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes) };
  } catch {
    return { kind: 'unreadable' };
  } finally {
    closeSync(fd);
  }
}
