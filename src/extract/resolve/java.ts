import { pushTo } from './multimap.js';
import { dirname } from './paths.js';
import type { FileIndex, LanguageResolver } from './types.js';

/**
 * Packages are matched to directories and classes to files by path suffix, so any source
 * root (src/main/java, src/test/java, a bare tree) works without configuration.
 */
export function createJavaResolver(index: FileIndex): LanguageResolver {
  const javaBySuffix = new Map<string, string[]>(); // 'com/x/Y.java' → files
  const javaDirsBySuffix = new Map<string, string[]>(); // 'com/x' → directories
  const javaFilesByDir = new Map<string, string[]>();
  for (const path of index.withExtension('.java')) {
    const dir = dirname(path);
    const segs = path.split('/');
    for (let i = 0; i < segs.length; i++) pushTo(javaBySuffix, segs.slice(i).join('/'), path);
    if (!javaFilesByDir.has(dir)) {
      const dirSegs = dir.split('/');
      for (let i = 0; i < dirSegs.length; i++) pushTo(javaDirsBySuffix, dirSegs.slice(i).join('/'), dir);
    }
    pushTo(javaFilesByDir, dir, path);
  }

  function resolve(_fromPath: string, specifier: string, names: readonly string[]): string[] {
    const pkg = specifier.replace(/\./g, '/');
    const out: string[] = [];
    if (names.length === 0) {
      for (const dir of javaDirsBySuffix.get(pkg) ?? []) out.push(...(javaFilesByDir.get(dir) ?? []));
      out.push(...(javaBySuffix.get(`${pkg}.java`) ?? [])); // `import com.x.Outer.*` / static wildcard
      return out;
    }
    for (const name of names) {
      // Walk up through enclosing classes: com.x.Outer.Inner / static com.x.Y.m → com/x/Y.java.
      let segs = [...(pkg ? pkg.split('/') : []), name];
      while (segs.length > 0) {
        const hit = javaBySuffix.get(`${segs.join('/')}.java`);
        if (hit) {
          out.push(...hit);
          break;
        }
        segs = segs.slice(0, -1);
        if (!/^[A-Z]/.test(segs[segs.length - 1] ?? '')) break;
      }
    }
    return out;
  }

  return { resolve };
}
