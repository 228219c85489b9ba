import { existsSync, realpathSync } from 'node:fs';
import { RepoError } from '../shared/errors.js';
import { relativeInside } from '../shared/safe-fs.js';
import { echoPath } from '../shared/quote.js';
import { isAbsolute, resolve } from 'node:path';

export class OutsideRootError extends Error {}

/**
 * A user-given path as a repository-relative POSIX path, or an error when it
 * points outside the root, lexically (`../x`, an absolute path elsewhere) or
 * through a symlink. Relative paths are taken relative to `base` (the current
 * directory for the CLI). Nothing is opened; symlinks are resolved with
 * realpath only.
 */
export function toRepoPath(root: string, input: string, base: string = process.cwd()): string {
  const realRoot = realpathSync.native(root);
  const absolute = isAbsolute(input) ? input : resolve(base, input);
  const lexical = relativeInside(resolve(root), absolute) ?? relativeInside(realRoot, absolute);
  if (lexical === null) throw new OutsideRootError(`path is outside the repository root: ${echoPath(input)}`);
  let real: string | null = null;
  try {
    real = realpathSync.native(absolute);
  } catch {
    // Missing, or changing under us (a link swapped mid-resolution): nothing is opened here,
    // and the reader resolves and checks the path again when it opens it.
  }
  if (real !== null && relativeInside(realRoot, real) === null) {
    throw new OutsideRootError(`path resolves outside the repository root through a symlink: ${echoPath(input)}`);
  }
  return lexical;
}


/**
 * Seed paths as given by a user (relative to the root, or absolute inside it), each checked
 * to stay inside the root and to exist: the repository-relative paths, or a RepoError.
 */
export function checkedSeedPaths(root: string, inputs: readonly string[]): string[] {
  return inputs.map((input) => {
    let path: string;
    try {
      path = toRepoPath(root, input, root);
    } catch (error) {
      if (error instanceof OutsideRootError) throw new RepoError(error.message);
      throw error;
    }
    if (!existsSync(resolve(root, path))) throw new RepoError(`no such file or directory: ${echoPath(input)}`);
    return path;
  });
}
