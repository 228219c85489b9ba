// The helper's repositories, kept open between requests: a map's second request finds the
// index's caches (ranking inputs, definitions; repository/caches.ts) already filled, and each
// Repository.update reads the index generation to drop them once anything changed the index.
// A kept Repository is used again only for the same root and index file as the request names,
// while the root and the index file are the very ones it opened (the same inodes): a root
// removed or replaced, or an index deleted and made again by another process, is opened afresh.
import { statSync } from 'node:fs';
import { Repository } from '../../core.js';
import type { RepositorySource } from '../session.js';

/** At most this many repositories are kept open; the least recently used is closed first. */
const KEPT = 4;

interface Kept {
  repo: Repository;
  identity: string;
}

export class RepositoryKeeper implements RepositorySource {
  private readonly kept = new Map<string, Kept>();

  open(root: string, db: string | undefined, onNotice: (message: string) => void): Repository {
    const key = `${root}\0${db ?? ''}`;
    const found = this.kept.get(key);
    if (found) {
      this.kept.delete(key);
      if (identityOf(found.repo) === found.identity) {
        this.kept.set(key, found);
        return found.repo;
      }
      found.repo.close();
    }
    // The session's callback writes to process.stderr as it is when called: a later request's.
    const repo = Repository.open(root, { db, onNotice });
    const identity = identityOf(repo);
    if (identity !== null) {
      this.kept.set(key, { repo, identity });
      for (const [oldest, entry] of this.kept) {
        if (this.kept.size <= KEPT) break;
        this.kept.delete(oldest);
        entry.repo.close();
      }
    }
    return repo;
  }

  /** A kept repository stays open; one not kept (its identity unknown) is closed. */
  release(repo: Repository): void {
    for (const entry of this.kept.values()) if (entry.repo === repo) return;
    repo.close();
  }

  closeAll(): void {
    for (const entry of this.kept.values()) entry.repo.close();
    this.kept.clear();
  }
}

/** The root's and the index file's device and inode, or null when either cannot be read. */
function identityOf(repo: Repository): string | null {
  try {
    const root = statSync(repo.root);
    const db = statSync(repo.dbPath);
    return `${root.dev}:${root.ino}:${db.dev}:${db.ino}`;
  } catch {
    return null;
  }
}
