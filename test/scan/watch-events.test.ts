import { describe, expect, it } from 'vitest';
import { isIgnoredWatchEvent } from '../../src/scan/watch-events.js';

describe('which file events a watcher passes over', () => {
  it("passes over repomap's own files and git's bookkeeping", () => {
    for (const path of ['.repomap', '.repomap/index.db', '.repomap/index.db-wal', '.git', '.git/index', '.git/index.lock', '.git/objects/ab/cdef', '.git/logs/HEAD', '.git/ORIG_HEAD']) {
      expect(isIgnoredWatchEvent(path), path).toBe(true);
    }
  });

  it('takes a move of HEAD (a commit, a checkout, a ref packed) and every file of the tree', () => {
    for (const path of ['.git/HEAD', '.git/refs/heads/main', '.git/refs/heads/feature/x', '.git/packed-refs', 'src/app.ts', '.gitignore', '.github/workflows/ci.yml', '.repomapignore', '.repomap.json', 'docs/.git-notes.md']) {
      expect(isIgnoredWatchEvent(path), path).toBe(false);
    }
  });
});
