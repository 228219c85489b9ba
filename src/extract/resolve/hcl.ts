import { dirname, joinPath } from './paths.js';
import type { FileIndex, LanguageResolver } from './types.js';

/**
 * A module's local source (`./modules/vpc-endpoints`, `../`) is a directory: the import is of
 * its Terraform files. A registry or remote source (`terraform-aws-modules/vpc/aws`,
 * `git::…`) stays unresolved.
 */
export function createHclResolver(index: FileIndex): LanguageResolver {
  const byDir = new Map<string, string[]>();
  for (const path of index.withExtension('.tf')) {
    const dir = dirname(path);
    const list = byDir.get(dir);
    if (list) list.push(path);
    else byDir.set(dir, [path]);
  }

  function resolve(fromPath: string, specifier: string): string[] {
    if (!specifier.startsWith('./') && !specifier.startsWith('../')) return [];
    const dir = joinPath(dirname(fromPath), specifier.endsWith('/') ? specifier.slice(0, -1) : specifier);
    return dir === null ? [] : [...(byDir.get(dir) ?? [])];
  }

  return { resolve };
}
