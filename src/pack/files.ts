import type { Stats } from 'node:fs';
import { OutsideRootError, toRepoPath } from '../scan/paths.js';
import type { FileGuard } from '../shared/safe-fs.js';

/** What a path names, found with lstat/realpath only: nothing is opened. */
export type Inspection =
  | { kind: 'file'; path: string; realPath: string; stats: Stats }
  | { kind: 'outside-root'; path: string; message: string }
  | { kind: 'missing' | 'not-a-file' | 'unreadable' | 'secret'; path: string };

/**
 * Classify a user-given path (relative to the root, or absolute) without opening it:
 * outside the root lexically or through a symlink, missing, not a regular file, a secret
 * (`.env`, keys, `.git/`: named or linked to), or a file.
 */
export function inspectPath(guard: FileGuard, input: string): Inspection {
  let path: string;
  try {
    path = toRepoPath(guard.root, input, guard.root);
  } catch (error) {
    if (error instanceof OutsideRootError) return { kind: 'outside-root', path: input, message: error.message };
    throw error;
  }
  const resolved = guard.resolve(path);
  switch (resolved.kind) {
    case 'file':
      return { kind: 'file', path, realPath: resolved.realPath, stats: resolved.stats };
    case 'outside-root':
      return { kind: 'outside-root', path: input, message: `path resolves outside the repository root through a symlink: ${input}` };
    case 'changed':
      return { kind: 'unreadable', path };
    default:
      return { kind: resolved.kind, path };
  }
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

/**
 * Read a file classified by `inspectPath`, at most `limit` bytes of it, through the guard:
 * opened without following a symlink and without blocking, and it must still be the
 * regular file that was inspected (a path swapped after the check is refused).
 */
export function readInspected(guard: FileGuard, file: { path: string; realPath: string; stats: Stats }, limit: number): ReadOutcome {
  const read = guard.read(file, limit);
  if (read.kind !== 'bytes') return { kind: read.kind };
  const bytes = read.bytes;
  if (bytes.subarray(0, BINARY_PROBE).includes(0)) return { kind: 'binary' };
  if (read.truncated) {
    const prefix = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes, { stream: true });
    return { kind: 'prefix', prefix, size: read.size };
  }
  return { kind: 'text', text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes) };
}
