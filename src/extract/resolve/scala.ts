import { packageTables } from './packages.js';
import type { FileIndex, LanguageResolver } from './types.js';

/**
 * Like Java (resolve/packages.ts). `import a.b._` gives a/b.scala when `b` is an
 * object, else the package's files; `import a.b.C` gives a/b/C.scala, walking up
 * through enclosing objects; a name without a file of its own gives the package
 * directory's files (Scala puts several types in a file).
 */
export function createScalaResolver(index: FileIndex): LanguageResolver {
  const tables = packageTables(index, ['.scala', '.sc']);
  function resolve(_fromPath: string, specifier: string, names: readonly string[]): string[] {
    const pkg = specifier.replace(/\./g, '/');
    if (names.length === 0) {
      const own = tables.bySuffix(`${pkg}.scala`);
      return own ? [...own] : tables.packageFiles(pkg);
    }
    return names.flatMap((name) => {
      const { hit, stoppedAt } = tables.typeFile(pkg, name, '.scala');
      return hit ? [...hit] : tables.packageFiles(stoppedAt);
    });
  }
  return { resolve };
}
