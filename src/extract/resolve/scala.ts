import { pushTo } from './multimap.js';
import { dirname } from './paths.js';
import type { FileIndex, LanguageResolver } from './types.js';

/**
 * Like Java: packages are matched to directories and types to files by path suffix
 * (src/main/scala, shared/src/main/scala, a bare tree). `import a.b._` gives the files
 * of the directories ending in a/b (and a/b.scala for an object's members);
 * `import a.b.C` gives a/b/C.scala, walking up through enclosing objects
 * (`a.b.Outer.Inner`, `a.b.Obj.method` → a/b/Outer.scala); a name without a file
 * of its own gives the package directory's files (Scala puts several types in a file).
 */
export function createScalaResolver(index: FileIndex): LanguageResolver {
  const bySuffix = new Map<string, string[]>();
  const dirsBySuffix = new Map<string, string[]>();
  const filesByDir = new Map<string, string[]>();
  for (const ext of ['.scala', '.sc']) {
    for (const path of index.withExtension(ext)) {
      const dir = dirname(path);
      const segs = path.split('/');
      for (let i = 0; i < segs.length; i++) pushTo(bySuffix, segs.slice(i).join('/'), path);
      if (!filesByDir.has(dir)) {
        const dirSegs = dir.split('/');
        for (let i = 0; i < dirSegs.length; i++) pushTo(dirsBySuffix, dirSegs.slice(i).join('/'), dir);
      }
      pushTo(filesByDir, dir, path);
    }
  }
  const packageFiles = (pkg: string): string[] => (dirsBySuffix.get(pkg) ?? []).flatMap((dir) => filesByDir.get(dir) ?? []);

  function resolve(_fromPath: string, specifier: string, names: readonly string[]): string[] {
    const pkg = specifier.replace(/\./g, '/');
    if (names.length === 0) {
      const own = bySuffix.get(`${pkg}.scala`);
      return own ? [...own] : packageFiles(pkg);
    }
    const out: string[] = [];
    for (const name of names) {
      let segs = [...(pkg ? pkg.split('/') : []), name];
      let hit: string[] | undefined;
      while (segs.length > 0) {
        hit = bySuffix.get(`${segs.join('/')}.scala`);
        if (hit) break;
        segs = segs.slice(0, -1);
        if (!/^[A-Z]/.test(segs[segs.length - 1] ?? '')) break;
      }
      out.push(...(hit ?? packageFiles(segs.join('/'))));
    }
    return out;
  }

  return { resolve };
}
