// The directories the scan never lists by default (scan.ts skips every file under them), and
// the file watcher (watcher.ts) leaves unwatched: a change inside one can never change the index.

/** Dependencies checked in or installed: skipped unless `--include-vendored`. */
export const VENDORED_DIR_NAMES: ReadonlySet<string> = new Set(['node_modules', 'vendor', 'bower_components', 'third_party', '.venv', 'venv', '__pycache__', 'site-packages']);

/** Build output and version-control bookkeeping: skipped unless `--include-vendored`. */
export const GENERATED_DIR_NAMES: ReadonlySet<string> = new Set(['dist', 'build', 'out', 'target', '.next', 'coverage', '.git', '.repomap', '.hg', '.svn']);

/** Never listed, `--include-vendored` or not: git's own directory and repomap's. */
export const ALWAYS_SKIPPED_DIR_NAMES: ReadonlySet<string> = new Set(['.git', '.repomap']);

/** Whether the scan skips every file under a directory with this name. */
export function isSkippedDirName(name: string, includeVendored: boolean): boolean {
  if (ALWAYS_SKIPPED_DIR_NAMES.has(name)) return true;
  return !includeVendored && (VENDORED_DIR_NAMES.has(name) || GENERATED_DIR_NAMES.has(name));
}
