import { pushTo } from './multimap.js';
import { basename } from './paths.js';
import type { FileIndex } from './types.js';

export function createFileIndex(paths: readonly string[]): FileIndex {
  const files = new Set(paths);
  const byExtension = new Map<string, string[]>();
  for (const path of paths) {
    const name = basename(path);
    const dot = name.lastIndexOf('.');
    if (dot >= 0) pushTo(byExtension, name.slice(dot), path);
  }
  return { files, withExtension: (extension) => byExtension.get(extension) ?? [] };
}
