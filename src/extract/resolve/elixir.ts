import { pushTo } from './multimap.js';
import type { FileIndex, LanguageResolver } from './types.js';

/** `MyApp` → `my_app`, `HTTPClient` → `http_client`, `V2Schema` → `v2_schema` (Macro.underscore). */
export function underscore(segment: string): string {
  return segment
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1_$2')
    .replace(/([a-z\d])([A-Z])/g, '$1_$2')
    .toLowerCase();
}

/** Source roots of the `lib/a/b.ex` convention: any `lib/` (umbrella `apps/*\/lib` too) and `test/support/`. */
const ROOT = /(?:^|\/)(?:lib|test\/support)\/(.+)\.exs?$/;

/**
 * Module `MyApp.FooBar` lives in `lib/my_app/foo_bar.ex` below any source root. A module
 * nested in another file's module (`MyApp.Foo.Bar` in `lib/my_app/foo.ex`) is found by
 * dropping trailing segments down to two.
 */
export function createElixirResolver(index: FileIndex): LanguageResolver {
  const byModulePath = new Map<string, string[]>();
  for (const ext of ['.ex', '.exs']) {
    for (const path of index.withExtension(ext)) {
      const match = ROOT.exec(path);
      if (match) pushTo(byModulePath, match[1]!, path);
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
