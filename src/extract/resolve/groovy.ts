import { packageTables } from './packages.js';
import type { FileIndex, LanguageResolver } from './types.js';

const EXTENSIONS = ['.groovy', '.java'];

/**
 * Groovy imports are Java's: `import com.x.*` gives the package's files, `import com.x.Y`
 * (or `Outer.Inner`, static `Y.m`) com/x/Y.groovy, or com/x/Y.java (a joint build's Java).
 */
export function createGroovyResolver(index: FileIndex): LanguageResolver {
  const tables = packageTables(index, EXTENSIONS);
  function resolve(_fromPath: string, specifier: string, names: readonly string[]): string[] {
    const pkg = specifier.replace(/\./g, '/');
    if (names.length === 0) return [...tables.packageFiles(pkg), ...EXTENSIONS.flatMap((extension) => tables.bySuffix(`${pkg}${extension}`) ?? [])];
    return names.flatMap((name) => {
      for (const extension of EXTENSIONS) {
        const hit = tables.typeFile(pkg, name, extension).hit;
        if (hit) return [...hit];
      }
      return [];
    });
  }
  return { resolve };
}
