import { pushTo } from './multimap.js';
import { basename, dirname } from './paths.js';
import type { FileIndex, LanguageResolver } from './types.js';

/**
 * Languages whose modules are their files, found anywhere in the tree by file name:
 * OCaml (`Foo` → `foo.ml` or `Foo.ml`), ReScript (`Foo` → `Foo.res`), Emacs Lisp
 * (`(require 'foo)` → `foo.el`). `key` maps a file's stem and a specifier to the same
 * key. A name that several files carry resolves to the one in the importer's directory,
 * else to nothing: cheap, and sure where the name is unique.
 */
export function createByModuleNameResolver(
  extension: string,
  key: (name: string) => string,
): (index: FileIndex) => LanguageResolver {
  return (index) => {
    const byKey = new Map<string, string[]>();
    for (const path of index.withExtension(extension)) pushTo(byKey, key(basename(path).slice(0, -extension.length)), path);
    function resolve(fromPath: string, specifier: string): readonly (string | null)[] {
      const hits = byKey.get(key(specifier));
      if (!hits) return [];
      if (hits.length === 1) return hits;
      const dir = dirname(fromPath);
      return hits.filter((path) => dirname(path) === dir).slice(0, 1);
    }
    return { resolve };
  };
}
