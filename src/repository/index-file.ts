// The index file a Repository holds: opened (rebuilt when corrupt), updated under the writers'
// lock, thrown away and rebuilt should it turn out corrupt during an update, locked for writes.
import { isCorruptionError, openIndexDb, removeDbFiles, type Db } from '../store/db.js';
import { indexRepository, type IndexOptions, type IndexStats } from '../store/indexer.js';
import { IndexLock } from '../store/lock.js';
import { checkIndexLocation, prepareIndexLocation, type IndexLocation } from '../store/location.js';
import { IndexReader } from '../store/reader.js';

export class IndexFile {
  private constructor(
    private readonly location: IndexLocation,
    private handle: Db,
    private readonly notice: (message: string) => void,
  ) {}

  /** Open the index of `root` at `db` (default `<root>/.repomap/index.db`); created if missing, rebuilt if corrupt. */
  static open(root: string, db: string | undefined, notice: (message: string) => void): IndexFile {
    const location = prepareIndexLocation(root, db);
    const { db: handle, rebuiltBecause } = openIndexDb(location);
    if (rebuiltBecause) notice(`repomap: ${rebuiltBecause} (${location.dbPath}); rebuilding it`);
    return new IndexFile(location, handle, notice);
  }

  get path(): string {
    return this.location.dbPath;
  }

  /** The open database; another one after a rebuild. */
  get db(): Db {
    return this.handle;
  }

  /** The store's readers over the open database. */
  reader(): IndexReader {
    return new IndexReader(this.handle);
  }

  /**
   * Bring the index up to date; an index found corrupt on the way is removed and built again
   * under the lock (`onRebuild` is told first, to drop what was read from the old one).
   */
  async update(root: string, options: IndexOptions, onRebuild: () => void): Promise<IndexStats> {
    // The tree may have changed since the index was opened: `.repomap` is checked again each time.
    checkIndexLocation(this.location);
    const lock = () => IndexLock.acquire(this.location.lockPath, undefined, { root: this.location.root });
    try {
      return this.reportGrammarFailures(await indexRepository(this.handle, root, options, lock));
    } catch (error) {
      if (!isCorruptionError(error)) throw error;
      const held = lock();
      try {
        this.notice(`repomap: index file is corrupt (${this.path}); rebuilding it`);
        this.handle.close();
        removeDbFiles(this.path);
        this.handle = openIndexDb(this.location).db;
        onRebuild();
        return this.reportGrammarFailures(await indexRepository(this.handle, root, options));
      } finally {
        held.release();
      }
    }
  }

  /** Run a write under the writers' lock (waiting at most `timeoutMs`, else a LockTimeout). */
  withLock(write: () => void, timeoutMs?: number): void {
    checkIndexLocation(this.location);
    const held = IndexLock.acquire(this.location.lockPath, timeoutMs, { root: this.location.root });
    try {
      write();
    } finally {
      held.release();
    }
  }

  /**
   * Run `work` as the one process tuning this index (its tuners' lock, not waited for: a
   * LockTimeout when another holds it), then under the writers' lock, waited for like any
   * writer's.
   */
  tuneAlone(work: () => void): void {
    checkIndexLocation(this.location);
    const tuner = IndexLock.acquire(this.location.tuneLockPath, 0, { root: this.location.root, reentrant: false });
    try {
      this.withLock(work);
    } finally {
      tuner.release();
    }
  }

  close(): void {
    this.handle.close();
  }

  /** One notice per language whose grammar did not load, however many files it left unparsed. */
  private reportGrammarFailures(stats: IndexStats): IndexStats {
    for (const [language, failure] of Object.entries(stats.grammarFailures)) {
      const files = failure.files === 1 ? '1 file' : `${failure.files} files`;
      this.notice(`repomap: the ${language} grammar did not load (${failure.error}); ${files} recorded as errors, retried next run`);
    }
    return stats;
  }
}
