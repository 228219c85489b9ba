import { pushTo } from './multimap.js';
import { dirname, joinPath } from './paths.js';
import type { FileIndex, LanguageResolver } from './types.js';

/**
 * `./A.sol` and `../A.sol` resolve against the importing file. Any other path
 * (`@openzeppelin/contracts/token/ERC20/IERC20.sol`, `contracts/A.sol`, `forge-std/Test.sol`)
 * is a remapped package path: it is tried root-relative, then by dropping its leading
 * segments one at a time until a path suffix names files of the tree
 * (`contracts/token/ERC20/IERC20.sol`). A bare file name hits only when it is unique.
 */
export function createSolidityResolver(index: FileIndex): LanguageResolver {
  const bySuffix = new Map<string, string[]>();
  for (const path of index.withExtension('.sol')) {
    const segs = path.split('/');
    for (let i = 0; i < segs.length; i++) pushTo(bySuffix, segs.slice(i).join('/'), path);
  }

  function resolve(fromPath: string, specifier: string): readonly (string | null)[] {
    if (specifier.startsWith('./') || specifier.startsWith('../')) {
      const path = joinPath(dirname(fromPath), specifier);
      return [path !== null && index.files.has(path) ? path : null];
    }
    const clean = joinPath('', specifier);
    if (clean === null || clean === '') return [];
    if (index.files.has(clean)) return [clean];
    const segs = clean.split('/');
    for (let i = 1; i < segs.length; i++) {
      const hits = bySuffix.get(segs.slice(i).join('/'));
      if (!hits) continue;
      if (i === segs.length - 1 && hits.length > 1) return [];
      return hits;
    }
    return [];
  }

  return { resolve };
}
