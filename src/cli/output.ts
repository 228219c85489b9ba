import { basename, dirname, join, parse, relative, resolve, sep } from 'node:path';
import { lstatSync, mkdirSync, realpathSync, statSync } from 'node:fs';
import { UsageError } from './errors.js';
import { checkNameLengths, checkWritableFile, ensureDirectoryInside, echoPath, gitOutput, isInside, RepoError, writeFileAtomically } from '../core.js';

/** Where `-o` writes. */
export interface OutputTarget {
  /** The file, in the real directory its path leads to. */
  file: string;
  /** POSIX, relative to the root, when the file is inside it (watch passes over its own writes); else null. */
  path: string | null;
  /** The path as the user typed it, for messages. */
  shown: string;
  /** The real root, when the file is inside it: missing directories are made there without following links. */
  realRoot: string | null;
}

/**
 * Check `-o` before any work. Any path the user typed (relative to the current directory),
 * inside the root or outside it, with three limits: a link inside the repository (which the
 * repository's author made) never leads the file out of it; the file itself is never a link,
 * a directory or a FIFO; and it never lands in a `.git` or any other git directory.
 * Missing directories are made when the map is written.
 */
export function checkOutputPath(root: string, output: unknown): OutputTarget | null {
  if (typeof output !== 'string') return null;
  if (output === '') throw new UsageError('-o: empty path');
  return asUsageError(() => {
    const absolute = resolve(output);
    checkNameLengths(absolute, '-o');
    const realRoot = realpathSync.native(root);
    const { real, missing } = realDirectory(dirname(absolute), realRoot, output);
    const file = join(real, ...missing, basename(absolute));
    refuseGitDirectory(root, file, '-o', output);
    if (!missing.length) checkWritableFile(file, '-o');
    const inside = isInside(realRoot, file);
    return { file, path: inside ? relative(realRoot, file).split(sep).join('/') : null, shown: output, realRoot: inside ? realRoot : null };
  });
}

/**
 * The real path of directory `dir` as far as it exists, and the components still missing. Links
 * are followed, except that a link inside the root must lead to a directory inside it.
 */
function realDirectory(dir: string, realRoot: string, shown: string): { real: string; missing: string[] } {
  const parts = dir.split(sep).filter(Boolean);
  let current = parse(dir).root;
  for (let at = 0; at < parts.length; at++) {
    const next = join(current, parts[at]!);
    let stats;
    try {
      stats = lstatSync(next);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { real: current, missing: parts.slice(at) };
      throw error;
    }
    if (stats.isSymbolicLink()) {
      let target: string;
      try {
        target = realpathSync.native(next);
      } catch {
        throw new UsageError(`-o: a directory on the way is a link to nothing: ${echoPath(shown)}`);
      }
      if (isInside(realRoot, current) && !isInside(realRoot, target)) {
        throw new UsageError(`-o: path resolves outside the repository root through a symlink: ${echoPath(shown)}`);
      }
      stats = statSync(target);
      current = target;
    } else {
      current = next;
    }
    if (!stats.isDirectory()) throw new UsageError(`-o: not a directory on the way: ${echoPath(shown)}`);
  }
  return { real: current, missing: [] };
}

/**
 * A file repomap writes never lands in a `.git`: neither under a `.git` component at any depth
 * (a nested repository's too), nor in a directory git keeps this repository in (a worktree's
 * or a `--separate-git-dir`'s), wherever links lead.
 */
export function refuseGitDirectory(root: string, absolute: string, flag: string, shown: string): void {
  const refuse = () => new UsageError(`${flag}: refusing to write inside the repository's .git: ${echoPath(shown)}`);
  if (absolute.split(/[\\/]+/).some((component) => component.toLowerCase() === '.git')) throw refuse();
  const ancestor = existingAncestor(dirname(absolute));
  const real = join(realpathSync.native(ancestor), relative(ancestor, absolute));
  if (real.split(/[\\/]+/).some((component) => component.toLowerCase() === '.git')) throw refuse();
  if (gitDirectories(root).some((gitDir) => isInside(gitDir, real))) throw refuse();
  // Any other repository's git directory too, bare ones (`project.git/`) included.
  for (let dir = realpathSync.native(ancestor); ; dir = dirname(dir)) {
    if (isGitDirectory(dir)) throw refuse();
    if (dirname(dir) === dir) break;
  }
}

/** What git itself takes for a git directory: a HEAD file beside objects/ and refs/ directories. */
function isGitDirectory(dir: string): boolean {
  const kind = (name: string) => {
    try {
      return lstatSync(join(dir, name));
    } catch {
      return null;
    }
  };
  return kind('HEAD')?.isFile() === true && kind('objects')?.isDirectory() === true && kind('refs')?.isDirectory() === true;
}

/** The root's `.git` (a directory, or a worktree's file) and the directories git keeps the repository in. */
function gitDirectories(root: string): string[] {
  const dirs = [join(realpathSync.native(root), '.git')];
  try {
    const output = gitOutput({ cwd: root, args: ['rev-parse', '--path-format=absolute', '--git-dir', '--git-common-dir'] });
    for (const line of output.split('\n').filter(Boolean)) dirs.push(realpathSync.native(line));
  } catch {
    // Not a git work tree: its `.git` path is all there is to refuse.
  }
  return dirs;
}

/** Write stdout or the output file (atomically: a reader never sees half a map; never through a link). */
export function emit(text: string, output: OutputTarget | null): void {
  const body = text.endsWith('\n') ? text : `${text}\n`;
  if (!output) {
    process.stdout.write(body);
    return;
  }
  asUsageError(() => {
    const dir = output.realRoot !== null ? ensureDirectoryInside(output.realRoot, relative(output.realRoot, dirname(output.file)), '-o') : outsideDirectory(dirname(output.file));
    writeFileAtomically(join(dir, basename(output.file)), body, '-o');
  });
}

/** A directory outside the root, made if missing: where the user asked for the map. */
function outsideDirectory(dir: string): string {
  mkdirSync(dir, { recursive: true });
  // `dir` was resolved when checked: a link put on the way since is refused, not followed.
  if (realpathSync.native(dir) !== dir) throw new UsageError(`-o: a directory on the way changed while writing: ${echoPath(dir)}`);
  return dir;
}

function existingAncestor(dir: string): string {
  for (let current = dir; ; current = dirname(current)) {
    try {
      realpathSync.native(current);
      return current;
    } catch {
      if (dirname(current) === current) return current;
    }
  }
}

/** Run `work`, turning a library RepoError (a bad path, a link in the way) into a usage error (exit 2). */
export function asUsageError<T>(work: () => T): T {
  try {
    return work();
  } catch (error) {
    if (error instanceof RepoError) throw new UsageError(error.message);
    throw error;
  }
}
