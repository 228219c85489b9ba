import { dirname, joinPath } from './paths.js';
import type { FileIndex, LanguageResolver } from './types.js';

/**
 * A dot-sourced script or an imported module's path, relative to the importing file (a
 * `$PSScriptRoot` prefix is read as `./`) or to the root; a module named without a path
 * (`Import-Module Pester`) resolves to Pester.psd1 or Pester.psm1 where the repository has one
 * by that name.
 */
export function createPowershellResolver(index: FileIndex): LanguageResolver {
  const byModuleName = new Map<string, string[]>();
  for (const extension of ['.psd1', '.psm1']) {
    for (const path of index.withExtension(extension)) {
      const file = path.slice(path.lastIndexOf('/') + 1);
      const name = file.slice(0, -extension.length).toLowerCase();
      const list = byModuleName.get(name);
      if (list) list.push(path);
      else byModuleName.set(name, [path]);
    }
  }

  function resolve(fromPath: string, specifier: string): (string | null)[] {
    if (specifier.includes('/')) {
      const fromFile = joinPath(dirname(fromPath), specifier);
      if (fromFile !== null && index.files.has(fromFile)) return [fromFile];
      const fromRoot = joinPath('', specifier);
      return [fromRoot !== null && index.files.has(fromRoot) ? fromRoot : null];
    }
    return [...(byModuleName.get(specifier.toLowerCase()) ?? [])];
  }

  return { resolve };
}
