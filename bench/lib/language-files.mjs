// One language's files of a tree, copied into a scratch tree: what bench/ctags-recall.mjs
// measures recall on and bench/language-speed.mjs measures speed on, so that both read the
// same files. Needs the build (`npm run build`): the extension table and the shebang reader
// are the scan's own.
import { closeSync, copyFileSync, mkdirSync, openSync, readSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const project = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const { LANGUAGE_EXTENSIONS, SHEBANG_MAX_BYTES, hasNoExtension, shebangLanguage } = await import(join(project, 'dist', 'shared', 'languages.js'));

export { LANGUAGE_EXTENSIONS };

/** Directories never copied: version control, dependencies, the index, vendored and build output. */
export const SKIP_DIRS = new Set(['.git', 'node_modules', '.repomap', 'vendor', 'third_party', 'dist', 'build', 'target']);

/**
 * Copy the regular files below root whose name ends with one of `extensions` (case aside) into
 * scratch, at the same relative paths, in name order; with `scriptLanguage`, files without an
 * extension whose `#!` line names that language too. Returns [relative paths, bytes].
 */
export function copyLanguageFiles(root, scratch, extensions, scriptLanguage = null) {
  const paths = [];
  let bytes = 0;
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!SKIP_DIRS.has(entry.name)) walk(full);
      } else if (entry.isFile()) {
        const lower = entry.name.toLowerCase();
        if (!extensions.some((extension) => lower.endsWith(extension)) && !(scriptLanguage && hasNoExtension(entry.name) && isScriptOf(full, scriptLanguage))) continue;
        const rel = relative(root, full);
        mkdirSync(dirname(join(scratch, rel)), { recursive: true });
        copyFileSync(full, join(scratch, rel));
        paths.push(rel);
        bytes += statSync(full).size;
      }
    }
  };
  walk(root);
  return [paths, bytes];
}

/** Whether the file's `#!` line (its first SHEBANG_MAX_BYTES bytes) names `language`. */
function isScriptOf(path, language) {
  const fd = openSync(path, 'r');
  try {
    const head = Buffer.alloc(SHEBANG_MAX_BYTES);
    return shebangLanguage(head.subarray(0, readSync(fd, head, 0, SHEBANG_MAX_BYTES, 0)).toString('utf8')) === language;
  } finally {
    closeSync(fd);
  }
}
