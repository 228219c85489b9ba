import { packageTables } from './packages.js';
import type { FileIndex, LanguageResolver } from './types.js';

/**
 * Like Java (resolve/packages.ts). `import a.b.*` gives the package's files (and
 * a/b.kt's members); `import a.b.C` gives a/b/C.kt. Kotlin puts top-level functions,
 * properties and classes in files of any name, so a name without a file of its own
 * (`import a.b.roundTo`) gives the files of the package directory.
 */
export function createKotlinResolver(index: FileIndex): LanguageResolver {
  const tables = packageTables(index, ['.kt', '.kts']);
  function resolve(_fromPath: string, specifier: string, names: readonly string[]): string[] {
    const pkg = specifier.replace(/\./g, '/');
    if (names.length === 0) return [...tables.packageFiles(pkg), ...(tables.bySuffix(`${pkg}.kt`) ?? [])];
    return names.flatMap((name) => {
      const { hit, stoppedAt } = tables.typeFile(pkg, name, '.kt');
      return hit ? [...hit] : tables.packageFiles(stoppedAt);
    });
  }
  return { resolve };
}
