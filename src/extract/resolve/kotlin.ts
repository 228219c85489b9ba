import { pushTo } from './multimap.js';
import { dirname } from './paths.js';
import type { FileIndex, LanguageResolver } from './types.js';

/**
 * Like Java: packages are matched to directories and classes to files by path suffix
 * (any source root: src/main/kotlin, src/commonMain/kotlin, a bare tree).
 * `import a.b.*` gives the files of the directories ending in a/b (and a/b.kt's
 * members); `import a.b.C` gives a/b/C.kt, walking up through enclosing classes
 * (`a.b.Outer.Inner` → a/b/Outer.kt). Kotlin puts top-level functions, properties and
 * classes in files of any name, so a name without a file of its own (`import a.b.roundTo`)
 * gives the files of the package directory.
 */
export function createKotlinResolver(index: FileIndex): LanguageResolver {
  const bySuffix = new Map<string, string[]>(); // 'a/b/C.kt' → files
  const dirsBySuffix = new Map<string, string[]>(); // 'a/b' → directories
  const filesByDir = new Map<string, string[]>();
  for (const ext of ['.kt', '.kts']) {
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
    if (names.length === 0) return [...packageFiles(pkg), ...(bySuffix.get(`${pkg}.kt`) ?? [])];
    const out: string[] = [];
    for (const name of names) {
      let segs = [...(pkg ? pkg.split('/') : []), name];
      let hit: string[] | undefined;
      while (segs.length > 0 && !hit) {
        hit = bySuffix.get(`${segs.join('/')}.kt`);
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
