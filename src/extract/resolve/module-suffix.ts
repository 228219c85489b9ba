import { pushTo } from './multimap.js';
import { sharedDirs } from './paths.js';
import type { FileIndex, LanguageResolver } from './types.js';

/**
 * Languages whose module `a.b.c` is the file `a/b/c.<ext>` below a source root the resolver
 * need not know (Clojure's `src/`, Elm's `src/`, Gleam's `src/` and `test/`): a file is
 * found by the end of its path, in any of the extensions. `modulePath` maps a specifier to
 * that path without its extension, or null when it names no module of the tree's kind. Where
 * several files end so (one module in two projects of a monorepo), the ones nearest the
 * importer win.
 */
export function createModuleSuffixResolver(
  extensions: readonly string[],
  modulePath: (specifier: string) => string | null,
): (index: FileIndex) => LanguageResolver {
  return (index) => {
    const bySuffix = new Map<string, string[]>();
    for (const extension of extensions) {
      for (const path of index.withExtension(extension)) {
        const stem = path.slice(0, -extension.length);
        pushTo(bySuffix, stem, path);
        for (let slash = stem.indexOf('/'); slash !== -1; slash = stem.indexOf('/', slash + 1)) pushTo(bySuffix, stem.slice(slash + 1), path);
      }
    }
    function resolve(fromPath: string, specifier: string): readonly string[] {
      const key = modulePath(specifier);
      const hits = key === null ? undefined : bySuffix.get(key);
      if (!hits) return [];
      if (hits.length === 1) return hits;
      const nearness = hits.map((path) => sharedDirs(path, fromPath));
      const best = Math.max(...nearness);
      return hits.filter((_, i) => nearness[i] === best);
    }
    return { resolve };
  };
}
