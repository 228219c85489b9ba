import { dirname, joinPath } from './paths.js';
import type { FileIndex, LanguageResolver } from './types.js';

/** `source lib/x.sh` is read relative to the sourcing file, then to the repository root. */
export function createBashResolver(index: FileIndex): LanguageResolver {
  function resolve(fromPath: string, specifier: string): (string | null)[] {
    if (specifier.startsWith('/') || specifier.startsWith('~')) return [];
    const local = joinPath(dirname(fromPath), specifier);
    if (local !== null && index.files.has(local)) return [local];
    const rooted = joinPath('', specifier);
    if (rooted !== null && index.files.has(rooted)) return [rooted];
    return [];
  }
  return { resolve };
}
