import { pushTo } from './multimap.js';
import { dirname, joinPath, sharedDirs } from './paths.js';
import type { FileIndex, LanguageResolver, ResolverContext } from './types.js';

/**
 * An import path names a package directory, found through the nearest go.mod or else by
 * its trailing segments; it resolves to that directory's non-test files.
 */
export function createGoResolver(index: FileIndex, context: ResolverContext): LanguageResolver {
  const goFilesByDir = new Map<string, string[]>();
  const goDirsByTail = new Map<string, string[]>(); // last two segments → directories
  for (const path of index.withExtension('.go')) {
    if (path.endsWith('_test.go')) continue;
    const dir = dirname(path);
    if (!goFilesByDir.has(dir)) {
      const segs = dir.split('/');
      if (segs.length >= 2) pushTo(goDirsByTail, segs.slice(-2).join('/'), dir);
    }
    pushTo(goFilesByDir, dir, path);
  }
  const goModules = [...(context.goModules ?? [])].sort((a, b) => b.modulePath.length - a.modulePath.length);

  function resolve(fromPath: string, specifier: string): string[] {
    for (const m of goModules) {
      if (specifier === m.modulePath || specifier.startsWith(`${m.modulePath}/`)) {
        const dir = joinPath(m.dir, specifier.slice(m.modulePath.length));
        return dir === null ? [] : goFilesByDir.get(dir) ?? [];
      }
    }
    const segs = specifier.split('/');
    if (segs.length < 2) return [];
    let best: string | null = null;
    let bestScore = [-1, -1];
    for (const dir of goDirsByTail.get(segs.slice(-2).join('/')) ?? []) {
      const dirSegs = dir.split('/');
      let matched = 2;
      while (matched < segs.length && matched < dirSegs.length && segs[segs.length - 1 - matched] === dirSegs[dirSegs.length - 1 - matched]) matched++;
      const score = [matched, sharedDirs(fromPath, `${dir}/x`)];
      if (score[0]! > bestScore[0]! || (score[0] === bestScore[0] && score[1]! > bestScore[1]!)) {
        best = dir;
        bestScore = score;
      }
    }
    return best === null ? [] : goFilesByDir.get(best) ?? [];
  }

  return { resolve };
}
