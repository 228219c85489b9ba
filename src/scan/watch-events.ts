// Which file events under a root can change what the index should hold, for the file
// watchers of `repomap watch` and `repomap mcp --watch`.

/**
 * What repomap writes itself and git's bookkeeping never make the index stale, except where
 * git moves HEAD: a commit changes no file of the tree, but the next ranking should read the
 * history at the new HEAD (and tune again at a new tuning point). `path` is relative to the
 * root, with `/` separators.
 */
export function isIgnoredWatchEvent(path: string): boolean {
  if (path === '.git/HEAD' || path === '.git/packed-refs' || path.startsWith('.git/refs/')) return false;
  return path === '.git' || path.startsWith('.git/') || path === '.repomap' || path.startsWith('.repomap/');
}
