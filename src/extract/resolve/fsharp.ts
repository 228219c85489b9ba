import { pushTo } from './multimap.js';
import { basename } from './paths.js';
import type { FileIndex, LanguageResolver } from './types.js';

const EXTENSIONS = ['.fs', '.fsi', '.fsx'];

/**
 * `open Giraffe.Routing` → a file `Routing.fs` in a directory named `Giraffe` (the project
 * directory of the namespace, by .NET's custom). A namespace spans files and a module need
 * not be named after its file: the project file's order and the declarations are not read,
 * so this finds the files laid out by the custom and nothing else (`open System.IO` stays
 * external unless the tree has a `System/IO.fs`).
 */
export function createFsharpResolver(index: FileIndex): LanguageResolver {
  const byKey = new Map<string, string[]>();
  for (const extension of EXTENSIONS) {
    for (const path of index.withExtension(extension)) {
      const stem = basename(path).slice(0, -extension.length);
      const dirs = path.split('/').slice(0, -1);
      for (const dir of new Set(dirs)) pushTo(byKey, `${dir}.${stem}`, path);
    }
  }
  function resolve(_fromPath: string, specifier: string): readonly string[] {
    const segments = specifier.split('.');
    if (segments.length < 2) return [];
    return byKey.get(`${segments[0]}.${segments[segments.length - 1]}`) ?? [];
  }
  return { resolve };
}
