import { pushTo } from './multimap.js';
import { dirname } from './paths.js';
import type { FileIndex } from './types.js';

/**
 * Java-style packages (Java, Kotlin, Scala): packages matched to directories and types
 * to files by path suffix, so any source root (src/main/java, src/commonMain/kotlin, a
 * bare tree) works without configuration.
 */
export interface PackageTables {
  /** The files whose path ends in `suffix` ('com/x/Y.java'). */
  bySuffix(suffix: string): readonly string[] | undefined;
  /** The files of every directory whose path ends in `pkg` ('com/x'). */
  packageFiles(pkg: string): string[];
  /**
   * The file declaring `pkg.name`, walking up through enclosing types
   * (`com.x.Outer.Inner`, static `com.x.Y.m` → com/x/Y<ext>); undefined when none has a file.
   * `stoppedAt` is the package the walk ended in.
   */
  typeFile(pkg: string, name: string, extension: string): { hit: readonly string[] | undefined; stoppedAt: string };
}

export function packageTables(index: FileIndex, extensions: readonly string[]): PackageTables {
  const bySuffix = new Map<string, string[]>();
  const dirsBySuffix = new Map<string, string[]>();
  const filesByDir = new Map<string, string[]>();
  for (const extension of extensions) {
    for (const path of index.withExtension(extension)) {
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
  return {
    bySuffix: (suffix) => bySuffix.get(suffix),
    packageFiles: (pkg) => (dirsBySuffix.get(pkg) ?? []).flatMap((dir) => filesByDir.get(dir) ?? []),
    typeFile(pkg, name, extension) {
      let segs = [...(pkg ? pkg.split('/') : []), name];
      while (segs.length > 0) {
        const hit = bySuffix.get(`${segs.join('/')}${extension}`);
        if (hit) return { hit, stoppedAt: segs.join('/') };
        segs = segs.slice(0, -1);
        if (!/^[A-Z]/.test(segs[segs.length - 1] ?? '')) break;
      }
      return { hit: undefined, stoppedAt: segs.join('/') };
    },
  };
}
