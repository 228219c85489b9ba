import { pushTo } from './multimap.js';
import { basename, dirname, joinPath, sharedDirs } from './paths.js';
import type { FileIndex, LanguageResolver } from './types.js';

interface PyModule {
  path: string;
  /** Directory the dotted name is counted from ('' = repository root). */
  root: string;
}

/**
 * Relative imports are resolved from the package directory; absolute ones against every
 * directory that can be a sys.path root, preferring the candidate closest to the importer.
 * A from-import also resolves the names that are submodules.
 */
export function createPythonResolver(index: FileIndex): LanguageResolver {
  const { files } = index;
  const pyFiles = index.withExtension('.py');
  const pyModules = new Map<string, PyModule[]>(); // dotted name → candidates
  const pyPackageDirs = new Set(pyFiles.filter((p) => basename(p) === '__init__.py').map(dirname));
  for (const path of pyFiles) {
    const segs = path.slice(0, -3).split('/');
    if (segs[segs.length - 1] === '__init__') segs.pop();
    for (let i = 0; i < segs.length; i++) {
      const root = segs.slice(0, i).join('/');
      // A directory inside a package cannot be a sys.path root, so `types` in pkg/types.py is not top-level.
      if (i > 0 && pyPackageDirs.has(root)) continue;
      pushTo(pyModules, segs.slice(i).join('.'), { path, root });
    }
  }

  function pickPyModule(name: string, fromPath: string, root?: string): PyModule | null {
    let best: PyModule | null = null;
    let bestScore = [-1, 0];
    for (const m of pyModules.get(name) ?? []) {
      if (root !== undefined && m.root !== root) continue;
      const score = [sharedDirs(fromPath, m.path), -(m.root === '' ? 0 : m.root.split('/').length)];
      if (score[0]! > bestScore[0]! || (score[0] === bestScore[0] && score[1]! > bestScore[1]!)) {
        best = m;
        bestScore = score;
      }
    }
    return best;
  }

  function pyFileIn(dir: string | null, dottedName: string): string | null {
    if (dir === null) return null;
    const base = dottedName === '' ? dir : joinPath(dir, dottedName.replace(/\./g, '/'));
    if (base === null) return null;
    const init = base === '' ? '__init__.py' : `${base}/__init__.py`;
    if (files.has(init)) return init;
    return base !== '' && files.has(`${base}.py`) ? `${base}.py` : null;
  }

  function resolve(fromPath: string, specifier: string, names: readonly string[]): (string | null)[] {
    const dots = /^\.*/.exec(specifier)![0].length;
    if (dots > 0) {
      let dir: string | null = dirname(fromPath);
      for (let i = 1; i < dots && dir !== null; i++) dir = dir === '' ? null : dirname(dir);
      const rest = specifier.slice(dots);
      const join = (name: string) => (rest && name ? `${rest}.${name}` : rest || name);
      return [pyFileIn(dir, rest), ...names.map((n) => pyFileIn(dir, join(n)))];
    }
    const module = pickPyModule(specifier, fromPath);
    const subs = names.map((n) => pickPyModule(`${specifier}.${n}`, fromPath, module?.root)?.path ?? null);
    return [module?.path ?? null, ...subs];
  }

  return { resolve };
}
