import { dirname, joinPath } from './paths.js';
import type { FileIndex, LanguageResolver } from './types.js';

/**
 * `require_relative 'x'` is relative to the requiring file; `require 'a/b'` is looked up
 * in every `lib/` directory of the repository and at the root (`.rb` added when missing).
 */
export function createRubyResolver(index: FileIndex): LanguageResolver {
  const libDirs = new Set<string>(['']);
  for (const path of index.withExtension('.rb')) {
    const segs = path.split('/');
    const at = segs.lastIndexOf('lib', segs.length - 2);
    if (at >= 0) libDirs.add(segs.slice(0, at + 1).join('/'));
  }
  const withRb = (p: string): string => (p.endsWith('.rb') ? p : `${p}.rb`);

  function resolve(fromPath: string, specifier: string): (string | null)[] {
    if (specifier.startsWith('./') || specifier.startsWith('../')) {
      const target = joinPath(dirname(fromPath), withRb(specifier));
      return [target !== null && index.files.has(target) ? target : null];
    }
    const out: string[] = [];
    for (const dir of libDirs) {
      const target = joinPath(dir, withRb(specifier));
      if (target !== null && index.files.has(target)) out.push(target);
    }
    return out;
  }

  return { resolve };
}
