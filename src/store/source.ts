// Reading code windows from the files on disk (the index stores line ranges,
// never bodies). Every path is checked to stay inside the root — lexically and
// through symlinks — before anything is opened, and only regular text files
// are read.
import { createHash } from 'node:crypto';
import { toRepoPath, OutsideRootError } from '../scan/paths.js';
import type { FileGuard, Refusal } from '../shared/safe-fs.js';
import { echoPath } from '../shared/quote.js';

/** Bad input while reading source: a path outside the root, a missing or binary file, a line past the end. */
export class SourceError extends Error {}

/** Files larger than this are not read for a window. */
export const MAX_SOURCE_BYTES = 32 << 20;
/** Lines shown on each side of a single line (`PATH:LINE`). */
export const DEFAULT_CONTEXT_LINES = 20;

export interface SourceRange {
  /** Repository-relative POSIX path. */
  path: string;
  /** 1-based, inclusive; clamped to the file. */
  startLine: number;
  endLine: number;
  totalLines: number;
  /** The lines `startLine..endLine`, joined with `\n` (no trailing newline). */
  text: string;
  /** sha256 of `text`, 16 hex digits: what a reader saw. */
  hash: string;
}

/**
 * A user-given path as a repository-relative path, or a SourceError when it
 * leaves the root. Relative paths are taken relative to `base` (the root by default).
 */
export function repoPath(root: string, input: string, base: string = root): string {
  try {
    return toRepoPath(root, input, base);
  } catch (error) {
    if (error instanceof OutsideRootError) throw new SourceError(error.message);
    throw error;
  }
}

/** The file's lines (a final newline does not start a line), read through the root's guard. */
export function readSourceLines(guard: FileGuard, path: string): string[] {
  const read = guard.readPath(path, MAX_SOURCE_BYTES);
  if (read.kind !== 'bytes') throw new SourceError(refusalMessage(read.kind, path));
  if (read.truncated) throw new SourceError(`file too large to show (${read.size} bytes): ${path}`);
  const bytes = read.bytes;
  if (bytes.subarray(0, 8192).includes(0)) throw new SourceError(`binary file: ${path}`);
  const text = bytes.toString('utf8');
  if (text === '') return [];
  const lines = text.split(/\r?\n/);
  if (lines[lines.length - 1] === '') lines.pop();
  return lines;
}

function refusalMessage(kind: Refusal | 'changed' | 'unreadable', path: string): string {
  switch (kind) {
    case 'missing':
      return `no such file: ${echoPath(path)}`;
    case 'outside-root':
      return `path resolves outside the repository root: ${echoPath(path)}`;
    case 'not-a-file':
      return `not a regular file: ${echoPath(path)}`;
    case 'secret':
      return `refusing to read a secret file (see "secrets" in README): ${echoPath(path)}`;
    case 'changed':
      return `file changed while it was being opened: ${echoPath(path)}`;
    default:
      return `cannot read ${echoPath(path)}`;
  }
}

export function contentHash(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 16);
}

/** Lines `startLine..endLine` of a file already read; `endLine` is clamped to the file. */
export function rangeOf(path: string, lines: readonly string[], startLine: number, endLine: number): SourceRange {
  if (!Number.isInteger(startLine) || startLine < 1) throw new SourceError(`start line must be a positive integer, got ${startLine}`);
  if (!Number.isInteger(endLine) || endLine < startLine) {
    throw new SourceError(`end line must be an integer not before the start line (${startLine}), got ${endLine}`);
  }
  const totalLines = lines.length;
  if (startLine > Math.max(totalLines, 1)) {
    throw new SourceError(`line ${startLine} is past the end of ${path} (${totalLines} lines)`);
  }
  const end = Math.min(endLine, Math.max(totalLines, startLine));
  const text = lines.slice(startLine - 1, end).join('\n');
  return { path, startLine, endLine: end, totalLines, text, hash: contentHash(text) };
}

/** Read lines `startLine..endLine` (clamped) of a repository file. */
export function readRange(guard: FileGuard, path: string, startLine: number, endLine: number): SourceRange {
  return rangeOf(path, readSourceLines(guard, path), startLine, endLine);
}

/** `context` lines on each side of `line`, clamped to the file. */
export function readAround(guard: FileGuard, path: string, line: number, context: number = DEFAULT_CONTEXT_LINES): SourceRange {
  const lines = readSourceLines(guard, path);
  if (!Number.isInteger(line) || line < 1) throw new SourceError(`line must be a positive integer, got ${line}`);
  if (line > Math.max(lines.length, 1)) throw new SourceError(`line ${line} is past the end of ${path} (${lines.length} lines)`);
  return rangeOf(path, lines, Math.max(1, line - context), line + context);
}

/** `text` with right-aligned line numbers, in the map's style: `  28│ code`. */
export function numberLines(range: Pick<SourceRange, 'startLine' | 'endLine' | 'text'>): string {
  if (range.text === '' && range.endLine < range.startLine) return '';
  const width = String(range.endLine).length;
  return range.text
    .split('\n')
    .map((line, index) => `${String(range.startLine + index).padStart(width)}│ ${line}`)
    .join('\n');
}

export interface Location {
  path: string;
  line: number;
  endLine: number | null;
}

/** `PATH:LINE` or `PATH:START-END` (null when `target` has neither form). */
export function parseLocation(target: string): Location | null {
  const match = /^([\s\S]+):(\d+)(?:-(\d+))?$/.exec(target); // a path may hold any character, newlines too
  if (!match) return null;
  return { path: match[1]!, line: Number(match[2]), endLine: match[3] === undefined ? null : Number(match[3]) };
}
