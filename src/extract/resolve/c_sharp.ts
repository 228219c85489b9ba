import { pushTo } from './multimap.js';
import { dirname } from './paths.js';
import type { FileIndex, LanguageResolver } from './types.js';

/**
 * C# imports name namespaces, and the resolver only sees paths, so it goes by the
 * layout most repositories follow: namespace `A.B.C` lives in a directory whose path
 * ends in `A/B/C`, or in a project directory named with the leading segments dotted
 * (`A.B/C`, `A.B.C`), or, failing all of those, in one ending in `B/C` or `C` (a
 * project directory named for the root namespace: `src/Acme/Model` holds
 * `Acme.Billing.Model` only through its suffix `Model`, the loosest match, tried last
 * and only with at least two segments left or a one-segment namespace).
 * `using A.B;` gives the files directly in those directories; a type import
 * (`using static A.B.C;`, `using X = A.B.C;`) gives `C.cs` there, else the directory's files.
 */
export function createCSharpResolver(index: FileIndex): LanguageResolver {
  const dirsBySuffix = new Map<string, string[]>(); // 'Acme/Billing' → directories
  const filesByDir = new Map<string, string[]>();
  for (const path of index.withExtension('.cs')) {
    const dir = dirname(path);
    if (!filesByDir.has(dir)) {
      const segs = dir.split('/');
      for (let i = 0; i < segs.length; i++) pushTo(dirsBySuffix, segs.slice(i).join('/'), dir);
    }
    pushTo(filesByDir, dir, path);
  }

  function namespaceDirs(namespace: string): string[] {
    const segs = namespace.split('.').filter(Boolean);
    if (segs.length === 0) return [];
    // Exact layout first, then dotted project directories (`A.B/C`, `A.B.C`).
    for (let dotted = 1; dotted <= segs.length; dotted++) {
      const key = [segs.slice(0, dotted).join('.'), ...segs.slice(dotted)].join('/');
      const hit = dirsBySuffix.get(key);
      if (hit) return hit;
    }
    // A root-namespace project directory: drop leading segments.
    for (let drop = 1; drop < segs.length; drop++) {
      const rest = segs.slice(drop);
      if (rest.length < 2 && segs.length > 2) break;
      const hit = dirsBySuffix.get(rest.join('/'));
      if (hit) return hit;
    }
    return [];
  }

  function resolve(_fromPath: string, specifier: string, names: readonly string[]): string[] {
    const dirs = namespaceDirs(specifier);
    const out: string[] = [];
    if (names.length === 0) {
      for (const dir of dirs) out.push(...(filesByDir.get(dir) ?? []));
      return out;
    }
    for (const name of names) {
      let found = false;
      for (const dir of dirs) {
        const file = `${dir}/${name}.cs`;
        if (index.files.has(file)) {
          out.push(file);
          found = true;
        }
      }
      if (!found) {
        // `using static A.B.Outer.Inner` / a type in a file of another name.
        const typeFile = namespaceDirs(specifier.split('.').slice(0, -1).join('.'))
          .map((d) => `${d}/${specifier.split('.').pop()}.cs`)
          .filter((f) => index.files.has(f));
        out.push(...(typeFile.length ? typeFile : dirs.flatMap((d) => filesByDir.get(d) ?? [])));
      }
    }
    return out;
  }

  return { resolve };
}
