import { dirname, joinPath } from './paths.js';
import type { FileIndex, LanguageResolver } from './types.js';

/**
 * `source("R/utils.R")` reads a path relative to the working directory, which scripts take to
 * be the repository's root or the sourcing file's directory: tried in that order.
 */
export function createRResolver(index: FileIndex): LanguageResolver {
  function resolve(fromPath: string, specifier: string): (string | null)[] {
    if (specifier.startsWith('/') || specifier.startsWith('~')) return [];
    const rooted = joinPath('', specifier);
    if (rooted !== null && index.files.has(rooted)) return [rooted];
    const local = joinPath(dirname(fromPath), specifier);
    return local !== null && index.files.has(local) ? [local] : [];
  }
  return { resolve };
}
