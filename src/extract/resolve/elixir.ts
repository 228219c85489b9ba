import { pushTo } from './multimap.js';
import type { FileIndex, LanguageResolver } from './types.js';

/** `MyApp` → `my_app`, `HTTPClient` → `http_client`, `V2Schema` → `v2_schema` (Macro.underscore). */
export function underscore(segment: string): string {
  return segment
    // (from the first capital of a run only: tried from each, a long run was read again from each)
    .replace(/(?<![A-Z])([A-Z]+)([A-Z][a-z])/g, '$1_$2')
    .replace(/([a-z\d])([A-Z])/g, '$1_$2')
    .toLowerCase();
}

/** Source roots of the `lib/a/b.ex` convention: any `lib/` (umbrella `apps/*\/lib` too) and `test/support/`. */
const ROOTS = ['lib/', 'test/support/'];

/**
 * `apps/x/lib/my_app/foo.ex` → `my_app/foo`: what follows the first source root, without the
 * extension; null when the path is no `.ex` or `.exs` below one. As
 * `/(?:^|\/)(?:lib|test\/support)\/(.+)\.exs?$/` matched, but in one pass (that regex read the
 * rest of the path again after each `/lib/`).
 */
export function underSourceRoot(path: string): string | null {
  const extension = path.endsWith('.exs') ? 4 : path.endsWith('.ex') ? 3 : 0;
  if (extension === 0) return null;
  const end = path.length - extension;
  // `.` crosses no line terminator: the module path lies after the last one
  const from = Math.max(...['\n', '\r', '\u2028', '\u2029'].map((terminator) => path.lastIndexOf(terminator) + 1));
  // a root starts at the path's start (when no line terminator comes before it) or after a `/`
  const afterSlash = (i: number) => {
    const slash = path.indexOf('/', i);
    return slash === -1 ? -1 : slash + 1;
  };
  for (let start = from === 0 ? 0 : afterSlash(from); start !== -1; start = afterSlash(start)) {
    for (const root of ROOTS) {
      const rest = start + root.length;
      if (rest < end && path.startsWith(root, start)) return path.slice(rest, end);
    }
  }
  return null;
}

/**
 * Module `MyApp.FooBar` lives in `lib/my_app/foo_bar.ex` below any source root. A module
 * nested in another file's module (`MyApp.Foo.Bar` in `lib/my_app/foo.ex`) is found by
 * dropping trailing segments down to two.
 */
export function createElixirResolver(index: FileIndex): LanguageResolver {
  const byModulePath = new Map<string, string[]>();
  for (const ext of ['.ex', '.exs']) {
    for (const path of index.withExtension(ext)) {
      const modulePath = underSourceRoot(path);
      if (modulePath !== null) pushTo(byModulePath, modulePath, path);
    }
  }

  function resolve(_fromPath: string, specifier: string): string[] {
    if (!/^[A-Z][\w.]*$/.test(specifier)) return [];
    let segs = specifier.split('.').map(underscore);
    while (segs.length > 0) {
      const hit = byModulePath.get(segs.join('/'));
      if (hit) return hit;
      if (segs.length <= 2) break;
      segs = segs.slice(0, -1);
    }
    return [];
  }

  return { resolve };
}
