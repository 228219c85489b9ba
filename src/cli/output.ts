import { basename, dirname, join, relative, resolve } from 'node:path';
import { realpathSync } from 'node:fs';
import { insidePath } from './args.js';
import { UsageError } from './errors.js';
import { checkNameLengths, checkWritableFile, ensureDirectoryInside, echoPath, gitOutput, isInside, RepoError, writeFileAtomically } from '../core.js';

/** Where `-o` writes: a path inside the root. */
export interface OutputTarget {
  root: string;
  /** POSIX, relative to the root. */
  path: string;
}

/**
 * Check `-o` before any work: inside the root (lexically, and through every directory on
 * the way that exists, symlinks included), a name the file system can create, and nothing
 * but a regular file where it stands (never a directory, a link, a FIFO).
 */
export function checkOutputPath(root: string, output: unknown): OutputTarget | null {
  if (typeof output !== 'string') return null;
  if (output === '') throw new UsageError('-o: empty path');
  return asUsageError(() => {
    const path = insidePath(root, output, '-o', process.cwd());
    const absolute = resolve(root, path);
    checkNameLengths(absolute, '-o');
    const realRoot = realpathSync.native(root);
    if (!isInside(realRoot, realpathSync.native(existingAncestor(dirname(absolute))))) {
      throw new UsageError(`-o: path resolves outside the repository root through a symlink: ${echoPath(output)}`);
    }
    refuseGitDirectory(root, absolute, '-o', output);
    checkWritableFile(absolute, '-o');
    return { root, path };
  });
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
    const dir = ensureDirectoryInside(realpathSync.native(output.root), dirname(output.path), '-o');
    writeFileAtomically(join(dir, basename(output.path)), body, '-o');
  });
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
