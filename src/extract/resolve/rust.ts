import { ancestors, basename, dirname, joinPath } from './paths.js';
import type { FileIndex, LanguageResolver } from './types.js';

/**
 * `mod x;` items (specifier `mod:x`) and `use` paths (crate::, self::, super::, an in-scope
 * module or a crate of this workspace) resolve to the longest prefix that is a module file.
 */
export function createRustResolver(index: FileIndex): LanguageResolver {
  const { files } = index;
  const rustCrates = new Map<string, string>(); // crate name → its src/ directory
  for (const path of index.withExtension('.rs')) {
    if (!path.endsWith('/src/lib.rs') && path !== 'src/lib.rs') continue;
    const crateDir = dirname(dirname(path));
    const name = crateDir === '' ? null : basename(crateDir).replace(/-/g, '_');
    if (name && !rustCrates.has(name)) rustCrates.set(name, dirname(path));
  }

  /** The directory holding a module file's child modules. */
  function rustChildDir(file: string): string {
    const dir = dirname(file);
    const name = basename(file);
    if (name === 'lib.rs' || name === 'main.rs' || name === 'mod.rs') return dir;
    const parent = basename(dir);
    // Files in src/bin/, tests/, examples/, benches/ are crate roots of their own.
    const isTarget = (parent === 'bin' && basename(dirname(dir)) === 'src') ||
      (['tests', 'examples', 'benches'].includes(parent) && rustCrateRoot(joinPath(dirname(dir), 'src')!) !== null);
    return isTarget ? dir : joinPath(dir, name.slice(0, -3))!;
  }

  /** lib.rs or main.rs directly in `dir`. */
  function rustCrateRoot(dir: string): string | null {
    for (const f of ['lib.rs', 'main.rs']) {
      const path = dir === '' ? f : `${dir}/${f}`;
      if (files.has(path)) return path;
    }
    return null;
  }

  /** The file defining the module whose children live in `dir`. */
  function rustModuleFile(dir: string, segs: readonly string[]): string | null {
    const base = [dir, ...segs].filter((s) => s !== '').join('/');
    if (segs.length > 0) {
      if (files.has(`${base}.rs`)) return `${base}.rs`;
      return files.has(`${base}/mod.rs`) ? `${base}/mod.rs` : null;
    }
    for (const f of ['lib.rs', 'main.rs', 'mod.rs']) {
      const path = base === '' ? f : `${base}/${f}`;
      if (files.has(path)) return path;
    }
    return base !== '' && files.has(`${base}.rs`) ? `${base}.rs` : null;
  }

  /** Longest prefix of `segs` below `dir` that is a module file. */
  function rustLongest(dir: string, segs: readonly string[]): string | null {
    for (let k = segs.length; k >= 0; k--) {
      const hit = rustModuleFile(dir, segs.slice(0, k));
      if (hit) return hit;
    }
    return null;
  }

  function resolve(fromPath: string, specifier: string, names: readonly string[]): (string | null)[] {
    if (specifier.startsWith('mod:')) {
      const segs = [specifier.slice(4)];
      return [rustModuleFile(rustChildDir(fromPath), segs)];
    }
    const segs = specifier.replace(/^::/, '').split('::').filter((s) => s !== '');
    let dir: string | null;
    let rest: string[];
    const head = segs[0] ?? '';
    if (head === 'crate') {
      dir = ancestors(dirname(fromPath)).find((d) => rustCrateRoot(d) !== null) ?? null;
      rest = segs.slice(1);
    } else if (head === 'self' || head === 'super') {
      dir = rustChildDir(fromPath);
      rest = segs.slice(1);
      if (head === 'super') dir = dir === '' ? null : dirname(dir);
      while (rest[0] === 'super' && dir !== null) {
        dir = dir === '' ? null : dirname(dir);
        rest = rest.slice(1);
      }
    } else {
      // A local module in scope (2018 uniform paths) or a crate of this workspace.
      const local = rustModuleFile(rustChildDir(fromPath), segs.slice(0, 1));
      dir = local ? rustChildDir(fromPath) : rustCrates.get(head) ?? null;
      rest = local ? segs : segs.slice(1);
    }
    if (dir === null) return [];
    if (names.length === 0) return [rustLongest(dir, rest)];
    return names.map((n) => rustLongest(dir, [...rest, n]));
  }

  return { resolve };
}
