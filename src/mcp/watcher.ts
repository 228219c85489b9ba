// `repomap mcp --watch`: instead of a scan before every call, a file watcher marks the index
// stale when something under the root changes, and only then does the next call bring it up
// to date. The watcher is the library's (scan/watcher.ts): one watch per real directory of the
// tree, never through a link, none in what the scan skips.
import { escapeControls, watchTree as watchDirectories, type TreeWatcher, type WatchFunction } from '../index.js';

/** Tells a session whether the index may be behind the tree. */
export interface Freshness {
  /** True when the tree may have changed since the last update. */
  stale(): boolean;
  /** The index is being brought up to date. */
  updated(): void;
  /** The update failed: check again next time. */
  invalidate(): void;
  close(): void;
}

/** No watcher: the index is checked (a cheap scan) before every call. */
export const ALWAYS_CHECK: Freshness = { stale: () => true, updated: () => {}, invalidate: () => {}, close: () => {} };

export interface WatchOptions {
  /** As the scan's options: watch the vendored and generated directories too; leave out what `exclude` leaves out. */
  includeVendored?: boolean;
  exclude?: readonly string[];
  /** Where the one line goes when watching stops; default stderr. */
  onNotice?: (message: string) => void;
  /** Replaces `fs.watch` (tests). */
  watch?: WatchFunction;
}

/**
 * Watch `root` for the session's freshness. When the system's watch limit is reached while the
 * watches are first placed, this throws (a WatchLimitError: the server does not start, one line,
 * exit 1): the user asked for --watch and can act at once. When a later change pushes the tree
 * over the limit, the server is in the middle of a client's session: it says so in one line on
 * stderr and falls back to checking the tree before every call, so answers stay right.
 */
export function watchTree(root: string, options: WatchOptions = {}): Freshness {
  // Stale until the first update; an event during an update keeps it stale for the next call.
  let changed = true;
  const notice = options.onNotice ?? ((message: string) => process.stderr.write(`${message}\n`));
  let watcher: TreeWatcher | null = null;
  watcher = watchDirectories(root, {
    includeVendored: options.includeVendored,
    exclude: options.exclude,
    watch: options.watch,
    onChange: () => {
      changed = true;
    },
    onError: (error) => {
      watcher = null;
      notice(`repomap mcp: stopped watching the tree (${escapeControls(error.message.split('\n')[0]!)}); checking it before every call instead`);
    },
  });
  return {
    stale: () => changed || watcher === null,
    updated: () => {
      changed = false;
    },
    invalidate: () => {
      changed = true;
    },
    close: () => {
      watcher?.close();
      watcher = null;
    },
  };
}
