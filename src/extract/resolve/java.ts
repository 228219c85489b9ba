import { packageTables } from './packages.js';
import type { FileIndex, LanguageResolver } from './types.js';

/** `import com.x.*` gives the package's files; `import com.x.Y` (or `Outer.Inner`, static `Y.m`) gives com/x/Y.java. */
export function createJavaResolver(index: FileIndex): LanguageResolver {
  const tables = packageTables(index, ['.java']);
  function resolve(_fromPath: string, specifier: string, names: readonly string[]): string[] {
    const pkg = specifier.replace(/\./g, '/');
    // `import com.x.Outer.*` / a static wildcard also name a file.
    if (names.length === 0) return [...tables.packageFiles(pkg), ...(tables.bySuffix(`${pkg}.java`) ?? [])];
    return names.flatMap((name) => [...(tables.typeFile(pkg, name, '.java').hit ?? [])]);
  }
  return { resolve };
}
