// Read-only git plumbing for the benchmark. Every call names the git directory
// explicitly (`--git-dir`), so the user's work tree, index and refs are never
// touched, and bare repositories work the same as work trees.
import { GitError, gitBytes, gitOutput } from '../shared/git.js';
import { CHANGE_STEPS } from '../shared/history.js';

export { GitError };

const MAX_BUFFER = 1 << 30;
/** Reading a long history's trees and blobs can take minutes; no ignore file is read here. */
const BENCH_TIMEOUT_MS = 30 * 60_000;

/** Run a read-only git command against `gitDir`; stdout as a Buffer. */
export function gitBuffer(gitDir: string, args: readonly string[], input?: string | Buffer): Buffer {
  return gitBytes({ gitDir, args, input, maxBuffer: MAX_BUFFER, timeoutMs: BENCH_TIMEOUT_MS });
}

export function gitText(gitDir: string, args: readonly string[]): string {
  return gitBuffer(gitDir, args).toString('utf8');
}

export interface GitLocation {
  /** Absolute git directory (`.git` of a work tree, or the bare repository itself). */
  gitDir: string;
  /** Path of `dir` inside the repository ('' at the top, else ending in '/'). */
  prefix: string;
  /** Whether `dir` is a bare repository (no work tree). */
  bare: boolean;
}

/** The git repository holding `dir` (a work tree, a subdirectory of one, or a bare repository); null when none. */
export function locateGit(dir: string): GitLocation | null {
  let output: string;
  try {
    output = gitOutput({ cwd: dir, args: ['rev-parse', '--absolute-git-dir', '--is-bare-repository', '--show-prefix'], allowBareCwd: true });
  } catch {
    return null;
  }
  const [gitDir, bare, prefix] = output.split('\n');
  if (!gitDir) return null;
  return { gitDir, bare: bare === 'true', prefix: bare === 'true' ? '' : (prefix ?? '') };
}

/** Full commit id of a revision, or null when it does not name a commit. */
export function resolveCommit(gitDir: string, rev: string): string | null {
  if (rev.startsWith('-')) return null;
  try {
    return gitText(gitDir, ['rev-parse', '--verify', '--quiet', `${rev}^{commit}`]).trim() || null;
  } catch {
    return null;
  }
}

/** The tree id of `commit`, or of its subdirectory `prefix` ('' or ending in '/'). */
export function treeOf(gitDir: string, commit: string, prefix = ''): string {
  const spec = prefix ? `${commit}:${prefix.replace(/\/$/, '')}` : `${commit}^{tree}`;
  return gitText(gitDir, ['rev-parse', '--verify', spec]).trim();
}

export interface TreeEntry {
  mode: string;
  blob: string;
  path: string;
}

/** Every blob of a tree, recursively (submodules are left out). */
export function listTree(gitDir: string, tree: string): TreeEntry[] {
  const out = gitText(gitDir, ['ls-tree', '-r', '-z', '--full-tree', tree]);
  const entries: TreeEntry[] = [];
  for (const record of out.split('\0')) {
    if (!record) continue;
    const tab = record.indexOf('\t');
    const [mode, type, blob] = record.slice(0, tab).split(' ');
    if (type !== 'blob') continue;
    entries.push({ mode: mode!, blob: blob!, path: record.slice(tab + 1) });
  }
  return entries;
}

export interface TreeChange {
  /** A added, D deleted, M modified, T type changed. */
  status: string;
  /** New mode and blob ('' and zeros when deleted). */
  mode: string;
  blob: string;
  path: string;
}

/** What differs between two trees, file by file (renames as delete + add). */
export function diffTrees(gitDir: string, from: string, to: string): TreeChange[] {
  if (from === to) return [];
  const out = gitText(gitDir, ['diff-tree', '-r', '-z', '--no-renames', '--raw', '--no-abbrev', from, to]);
  const tokens = out.split('\0');
  const changes: TreeChange[] = [];
  for (let i = 0; i + 1 < tokens.length; i += 2) {
    const meta = tokens[i]!;
    if (!meta.startsWith(':')) break;
    const [, newMode, , newBlob, status] = meta.slice(1).split(' ');
    changes.push({ status: status!.charAt(0), mode: newMode!, blob: newBlob!, path: tokens[i + 1]! });
  }
  return changes;
}

/**
 * Contents of many blobs through one `git cat-file --batch` process per chunk.
 * Returns blob id → content (missing objects are left out).
 */
export function readBlobs(gitDir: string, blobs: readonly string[], chunk = 2000): Map<string, Buffer> {
  const contents = new Map<string, Buffer>();
  const unique = [...new Set(blobs)];
  for (let start = 0; start < unique.length; start += chunk) {
    const ids = unique.slice(start, start + chunk);
    const out = gitBuffer(gitDir, ['cat-file', '--batch'], `${ids.join('\n')}\n`);
    let offset = 0;
    while (offset < out.length) {
      const newline = out.indexOf(10, offset);
      if (newline < 0) break;
      const header = out.subarray(offset, newline).toString('utf8').split(' ');
      offset = newline + 1;
      if (header[1] === 'missing' || header.length < 3) continue;
      const size = Number(header[2]);
      contents.set(header[0]!, out.subarray(offset, offset + size));
      offset += size + 1;
    }
  }
  return contents;
}

/** One step of a first-parent history: a commit diffed against its first parent. */
export interface HistoryUnit {
  commit: string;
  parents: string[];
  /** Committer time, seconds since the epoch. */
  time: number;
  authorName: string;
  authorEmail: string;
  message: string;
  /** Changed paths (relative to the repository top) with their status letter. */
  changes: { status: string; path: string }[];
}

/**
 * The first-parent history of `rev`, oldest first, each commit with the files
 * it changes against its first parent (a merge: what the merged branch
 * brought in, as a pull request would show it): what "a change" is to the bench
 * and to a repository's own history alike (shared/history.ts, CHANGE_STEPS).
 */
export function firstParentHistory(gitDir: string, rev: string): HistoryUnit[] {
  const out = gitText(gitDir, [
    'log',
    ...CHANGE_STEPS,
    '--no-renames',
    '--name-status',
    '-z',
    '--format=%x01%H%x00%P%x00%ct%x00%an%x00%ae%x00%B',
    rev,
    '--',
  ]);
  const units: HistoryUnit[] = [];
  for (const chunk of out.split('\x01')) {
    if (!chunk) continue;
    const fields = chunk.split('\0');
    const [commit, parents, time, authorName, authorEmail, message] = fields;
    if (!commit || message === undefined) continue;
    const rest = fields.slice(6);
    const changes: { status: string; path: string }[] = [];
    for (let i = 0; i + 1 < rest.length; i += 2) {
      const status = rest[i]!.replace(/^\n/, '');
      if (!status) break;
      changes.push({ status: status.charAt(0), path: rest[i + 1]! });
    }
    units.push({
      commit,
      parents: parents ? parents.split(' ').filter(Boolean) : [],
      time: Number(time),
      authorName: authorName ?? '',
      authorEmail: authorEmail ?? '',
      message: message.trim(),
      changes,
    });
  }
  return units.reverse();
}
