import { pushTo } from './multimap.js';
import { basename, dirname, joinPath } from './paths.js';
import type { FileIndex, LanguageResolver } from './types.js';

/**
 * `include("a/b.jl")` is read relative to the including file. `using Foo`, `import ..A.Foo`
 * name a module, found by its last segment as the file `Foo.jl` (a package's
 * `src/Foo.jl`, a submodule's file): the one file of that name, else the one in the
 * importer's directory, else none (`Base`, `Statistics` and other packages are not files of
 * the repository).
 */
export function createJuliaResolver(index: FileIndex): LanguageResolver {
  const byName = new Map<string, string[]>();
  for (const path of index.withExtension('.jl')) pushTo(byName, basename(path).slice(0, -'.jl'.length), path);

  function resolve(fromPath: string, specifier: string): readonly (string | null)[] {
    if (specifier.endsWith('.jl')) return [joinPath(dirname(fromPath), specifier)].filter((path) => path !== null && index.files.has(path));
    const name = specifier.slice(specifier.lastIndexOf('.') + 1);
    const hits = byName.get(name);
    if (!hits) return [];
    if (hits.length === 1) return hits;
    const dir = dirname(fromPath);
    return hits.filter((path) => dirname(path) === dir).slice(0, 1);
  }
  return { resolve };
}
