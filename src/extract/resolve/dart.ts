import { dirname, joinPath } from './paths.js';
import type { FileIndex, LanguageResolver, ResolverContext } from './types.js';

/**
 * `import 'x.dart'` / `'../a/b.dart'` resolve against the importing file's directory;
 * `import 'package:NAME/a.dart'` → `lib/a.dart` of the package whose pubspec.yaml says
 * `name: NAME` (several packages of one name: each). `dart:` and unknown packages are external.
 */
export function createDartResolver(index: FileIndex, context: ResolverContext): LanguageResolver {
  const packages = new Map<string, string[]>(); // name → package directories
  for (const { dir, name } of context.dartPackages ?? []) {
    const list = packages.get(name);
    if (list) list.push(dir);
    else packages.set(name, [dir]);
  }

  function resolve(fromPath: string, specifier: string): (string | null)[] {
    const pkg = /^package:([^/]+)\/(.+)$/.exec(specifier);
    if (pkg) {
      return (packages.get(pkg[1]!) ?? []).map((dir) => {
        const target = joinPath(dir === '' ? 'lib' : `${dir}/lib`, pkg[2]!);
        return target !== null && index.files.has(target) ? target : null;
      });
    }
    if (/^[a-z][a-z0-9+.-]*:/i.test(specifier)) return []; // dart:core, http:, file:
    const target = joinPath(dirname(fromPath), specifier);
    return [target !== null && index.files.has(target) ? target : null];
  }

  return { resolve };
}
