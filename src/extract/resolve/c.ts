import { pushTo } from './multimap.js';
import { dirname, joinPath, sharedDirs } from './paths.js';
import type { FileIndex, LanguageResolver, ResolverContext } from './types.js';

/** Extensions of the files an `#include` may name (C and C++ headers, and sources included whole). */
const INCLUDABLE = ['.h', '.hpp', '.hh', '.hxx', '.h++', '.ipp', '.tpp', '.inc', '.c', '.cc', '.cpp', '.cxx'];

/**
 * `#include` resolution, shared by C and C++. A quoted include is looked up relative to
 * the including file, then in the include directories: every directory named `include`,
 * and the `-I`/`-iquote`/`-isystem` directories of a compile_commands.json; failing those,
 * by path suffix among the tree's files (nearest to the includer first). An angle include
 * resolves only to a file under an include directory: system headers cost nothing.
 */
export function createCResolver(index: FileIndex, context: ResolverContext): LanguageResolver {
  const includeDirs = new Set<string>(context.cIncludeDirs ?? []);
  const bySuffix = new Map<string, string[]>(); // 'fmt/core.h' → files
  for (const ext of INCLUDABLE) {
    for (const path of index.withExtension(ext)) {
      const segs = path.split('/');
      for (let i = 0; i < segs.length; i++) pushTo(bySuffix, segs.slice(i).join('/'), path);
      for (let i = 0; i < segs.length - 1; i++) if (segs[i] === 'include') includeDirs.add(segs.slice(0, i + 1).join('/'));
    }
  }
  const dirs = [...includeDirs].sort();

  function underIncludeDir(dir: string): boolean {
    for (const d of dirs) if (d === '' || dir === d || dir.startsWith(`${d}/`)) return true;
    return false;
  }

  function inIncludeDirs(spec: string): string[] {
    const out: string[] = [];
    for (const d of dirs) {
      const p = joinPath(d, spec);
      if (p !== null && index.files.has(p)) out.push(p);
    }
    return out;
  }

  function resolve(fromPath: string, specifier: string): string[] {
    const angle = specifier.startsWith('<') && specifier.endsWith('>');
    const spec = angle ? specifier.slice(1, -1).trim() : specifier;
    if (!spec || spec.startsWith('/')) return [];
    if (!angle) {
      const local = joinPath(dirname(fromPath), spec);
      if (local !== null && index.files.has(local)) return [local];
    }
    const viaDirs = inIncludeDirs(spec);
    if (viaDirs.length > 0) return viaDirs;
    const normal = joinPath('', spec);
    if (normal === null || normal === '') return [];
    let hits = (bySuffix.get(normal) ?? []).filter((p) => p !== fromPath);
    if (angle) {
      const depth = normal.split('/').length;
      hits = hits.filter((p) => underIncludeDir(p.split('/').slice(0, -depth).join('/')));
    }
    if (hits.length <= 1) return hits;
    // Several headers of that name: the ones nearest the includer.
    let best = -1;
    let nearest: string[] = [];
    for (const p of hits) {
      const n = sharedDirs(fromPath, p);
      if (n > best) [best, nearest] = [n, [p]];
      else if (n === best) nearest.push(p);
    }
    return nearest;
  }

  return { resolve };
}
