import { dirname, joinPath } from './paths.js';
import type { FileIndex, LanguageResolver } from './types.js';

/** `@import("a/b.zig")` is a path relative to the importing file; `std` and package names stay external. */
export function createZigResolver(index: FileIndex): LanguageResolver {
  function resolve(fromPath: string, specifier: string): (string | null)[] {
    if (!specifier.endsWith('.zig')) return [];
    const path = joinPath(dirname(fromPath), specifier);
    return path !== null && index.files.has(path) ? [path] : [];
  }
  return { resolve };
}
