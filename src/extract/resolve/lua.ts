import { joinPath } from './paths.js';
import type { FileIndex, LanguageResolver } from './types.js';

/**
 * `require("a.b")` → a/b.lua or a/b/init.lua, at the root and below every `lua/`
 * directory (neovim plugins keep their modules in lua/).
 */
export function createLuaResolver(index: FileIndex): LanguageResolver {
  const bases = new Set<string>(['']);
  for (const path of index.withExtension('.lua')) {
    const segs = path.split('/');
    for (let i = 0; i < segs.length - 1; i++) if (segs[i] === 'lua') bases.add(segs.slice(0, i + 1).join('/'));
  }

  function resolve(_fromPath: string, specifier: string): string[] {
    if (!/^[\w.-]+$/.test(specifier)) return [];
    const rel = specifier.replace(/\./g, '/');
    const out: string[] = [];
    for (const base of bases) {
      for (const candidate of [`${rel}.lua`, `${rel}/init.lua`]) {
        const file = joinPath(base, candidate);
        if (file !== null && index.files.has(file)) out.push(file);
      }
    }
    return out;
  }

  return { resolve };
}
