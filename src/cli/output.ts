import { basename, dirname, join, resolve } from 'node:path';
import { realpathSync } from 'node:fs';
import { insidePath } from './args.js';
import { UsageError } from './errors.js';
import { checkNameLengths, checkWritableFile, ensureDirectoryInside, isInside, RepoError, writeFileAtomically } from '../core.js';

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
      throw new UsageError(`-o: path resolves outside the repository root through a symlink: ${output}`);
    }
    checkWritableFile(absolute, '-o');
    return { root, path };
  });
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
