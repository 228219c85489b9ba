import { pushTo } from './multimap.js';
import { sharedDirs } from './paths.js';
import type { FileIndex, LanguageResolver } from './types.js';

/**
 * Languages whose module `A.B.C` (Haskell) or `A::B::C` (Perl) is the file `A/B/C` plus an
 * extension below a source directory: `keyOf` gives a file's module path (`A/B/C`, or null),
 * `specifierKey` an import's. A module several files answer (a package and its tests) resolves
 * to those sharing the most leading directories with the importer.
 */
export function createModulePathResolver(
  extension: string,
  keyOf: (path: string) => string | null,
  specifierKey: (specifier: string) => string | null,
): (index: FileIndex) => LanguageResolver {
  return (index) => {
    const byKey = new Map<string, string[]>();
    for (const path of index.withExtension(extension)) {
      const key = keyOf(path);
      if (key !== null) pushTo(byKey, key, path);
    }
    function resolve(fromPath: string, specifier: string): readonly string[] {
      const key = specifierKey(specifier);
      const hits = key === null ? undefined : byKey.get(key);
      if (!hits) return [];
      if (hits.length === 1) return hits;
      const shared = hits.map((path) => sharedDirs(fromPath, path));
      const most = Math.max(...shared);
      return hits.filter((_, i) => shared[i] === most);
    }
    return { resolve };
  };
}
