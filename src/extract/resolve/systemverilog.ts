import { pushTo } from './multimap.js';
import { basename, dirname, joinPath, sharedDirs } from './paths.js';
import type { FileIndex, LanguageResolver } from './types.js';

const EXTENSIONS = ['.sv', '.svh', '.v'] as const;

/**
 * `import ibex_pkg::*` → the file named after the package (`ibex_pkg.sv`, by the convention
 * every SystemVerilog style guide keeps: one package per file, named so), anywhere in the tree;
 * `` `include "x.svh" `` → relative to the including file, else any file whose path ends so
 * (the simulator's include directories are not read). Several candidates: the nearest win.
 */
export function createSystemverilogResolver(index: FileIndex): LanguageResolver {
  const byStem = new Map<string, string[]>();
  const byName = new Map<string, string[]>();
  for (const extension of EXTENSIONS) {
    for (const path of index.withExtension(extension)) {
      const name = basename(path);
      pushTo(byStem, name.slice(0, -extension.length), path);
      pushTo(byName, name, path);
    }
  }
  const nearest = (fromPath: string, hits: readonly string[]): readonly string[] => {
    if (hits.length <= 1) return hits;
    const nearness = hits.map((path) => sharedDirs(path, fromPath));
    const best = Math.max(...nearness);
    return hits.filter((_, i) => nearness[i] === best);
  };
  function resolve(fromPath: string, specifier: string): readonly (string | null)[] {
    if (!specifier.includes('.')) return nearest(fromPath, byStem.get(specifier) ?? []);
    const local = joinPath(dirname(fromPath), specifier);
    if (local !== null && index.files.has(local)) return [local];
    const hits = (byName.get(basename(specifier)) ?? []).filter((path) => path === specifier || path.endsWith(`/${specifier}`));
    return nearest(fromPath, hits);
  }
  return { resolve };
}
