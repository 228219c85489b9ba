import { dirname, joinPath } from './paths.js';
import type { FileIndex, LanguageResolver } from './types.js';

/** `./a.nix` from the importer's directory; a directory (`./pkg`) is its `default.nix`. */
export function createNixResolver(index: FileIndex): LanguageResolver {
  function resolve(fromPath: string, specifier: string): (string | null)[] {
    if (!specifier.startsWith('./') && !specifier.startsWith('../')) return [];
    const path = joinPath(dirname(fromPath), specifier);
    if (path === null) return [];
    if (index.files.has(path)) return [path];
    const inside = joinPath(path, 'default.nix');
    return inside !== null && index.files.has(inside) ? [inside] : [];
  }
  return { resolve };
}
