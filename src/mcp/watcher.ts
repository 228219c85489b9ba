// `repomap mcp --watch`: instead of a scan before every call, a recursive file
// watcher marks the index stale when something under the root changes, and
// only then does the next call bring it up to date.
import { watch, type FSWatcher } from 'node:fs';
import { isIgnoredWatchEvent } from '../core.js';

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

export function watchTree(root: string): Freshness {
  // Stale until the first update; an event during an update keeps it stale for the next call.
  let changed = true;
  let watcher: FSWatcher | null = watch(root, { recursive: true }, (_event, name) => {
    const path = name === null ? '' : String(name).split('\\').join('/');
    if (!path || !isIgnoredWatchEvent(path)) changed = true;
  });
  // A watcher that fails falls back to checking before every call.
  watcher.on('error', () => {
    watcher?.close();
    watcher = null;
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
