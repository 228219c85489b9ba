import { pushTo } from './multimap.js';
import { dirname, joinPath } from './paths.js';
import type { FileIndex, LanguageResolver } from './types.js';

/**
 * `#import "X.h"` / `#include "a/X.h"`: the file relative to the importing file's
 * directory when it exists, else every file of the tree whose path ends in `/a/X.h`
 * (or is `a/X.h`). `<Foundation/Foundation.h>` resolves the same way, so a framework
 * header shipped in the tree (`<SDWebImage/SDWebImage.h>` → `…/SDWebImage/SDWebImage.h`)
 * is found and a system one is not.
 */
export function createObjcResolver(index: FileIndex): LanguageResolver {
  const bySuffix = new Map<string, string[]>();
  for (const path of index.files) {
    const segs = path.split('/');
    for (let i = 0; i < segs.length; i++) pushTo(bySuffix, segs.slice(i).join('/'), path);
  }

  function resolve(fromPath: string, specifier: string): (string | null)[] {
    const relative = joinPath(dirname(fromPath), specifier);
    if (relative !== null && index.files.has(relative)) return [relative];
    const normal = joinPath('', specifier);
    if (normal === null || normal === '') return [null];
    return bySuffix.get(normal) ?? [null];
  }

  return { resolve };
}
