// The scratch area of a benchmark run on one repository: ONE directory into
// which git trees are materialized from git objects (never touching the
// user's work tree, index or refs), carried from case to case by writing and
// deleting only the files that differ between consecutive trees, and ONE
// repomap index kept next to it and updated incrementally.
//
// With a cache directory both survive between runs (a state file records
// which tree the directory holds; a run killed mid-checkout marks it dirty and
// the next run rebuilds it), so a re-run parses only what changed.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, rmdirSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { basename, dirname, join, resolve, sep } from 'node:path';
import { IndexLock, LockTimeout } from '../store/lock.js';
import { ensurePrivateDirectory, lstatOrNull, writeFileAtomically, writeFileNoFollow } from '../shared/safe-write.js';
import { diffTrees, listTree, readBlobs, type TreeChange } from './git.js';

/** Per user: under a shared temporary directory, another user's name would be theirs to plant. */
export const DEFAULT_CACHE_DIR = join(tmpdir(), `repomap-bench-cache-${process.getuid?.() ?? userInfo().username}`);

export interface CheckoutStats {
  written: number;
  deleted: number;
  ms: number;
  /** Whether the whole tree was written (first use, or a dirty cache). */
  full: boolean;
}

interface State {
  tree: string | null;
  clean: boolean;
}

export interface WorkspaceOptions {
  /** Keep the workspace here between runs; null: a temporary directory removed on release. */
  cacheDir: string | null;
  /** A name for the cache entry (the repository's directory name). */
  label: string;
  /** Identity of what is materialized (git directory and prefix); null for an in-place root. */
  key: string;
}

export class Workspace {
  private state: State;
  private constructor(
    /** This workspace's directory (cache entry or temporary). */
    readonly dir: string,
    /** Where trees are materialized. */
    readonly treeDir: string,
    /** The repomap index. */
    readonly dbPath: string,
    private readonly lock: IndexLock | null,
    private readonly temporary: boolean,
  ) {
    this.state = readState(join(dir, 'state.json'));
  }

  /**
   * A workspace for `options.key`: the cache entry when it is free, else (or
   * without a cache) a fresh temporary directory.
   */
  static open(options: WorkspaceOptions, onNotice: (message: string) => void = () => {}): Workspace {
    const hash = createHash('sha1').update(options.key).digest('hex').slice(0, 12);
    const name = `${options.label.replace(/[^A-Za-z0-9._+-]/g, '_').slice(0, 40)}-${hash}`;
    if (options.cacheDir) {
      const dir = resolve(options.cacheDir, name);
      ensurePrivateDirectory(resolve(options.cacheDir), 'bench cache directory');
      ensurePrivateDirectory(dir, 'bench cache entry');
      try {
        const lock = IndexLock.acquire(join(dir, 'lock'), 0, { reentrant: false });
        return new Workspace(dir, join(dir, 'tree'), join(dir, 'index.db'), lock, false);
      } catch (error) {
        if (!(error instanceof LockTimeout)) throw error;
        onNotice(`repomap bench: cache ${dir} is in use by another run; using a temporary workspace`);
      }
    }
    const dir = mkdtempSync(join(tmpdir(), `repomap-bench-${name}-`));
    return new Workspace(dir, join(dir, 'tree'), join(dir, 'index.db'), null, true);
  }

  /** The tree currently materialized (null when none or dirty). */
  get currentTree(): string | null {
    return this.state.clean ? this.state.tree : null;
  }

  /**
   * Make `treeDir` hold exactly the blobs of `tree`: the difference from the
   * tree it holds now, or everything when it holds none. Symbolic links and
   * submodules are left out.
   */
  checkout(gitDir: string, tree: string): CheckoutStats {
    const started = performance.now();
    const from = this.currentTree;
    if (from === tree && existsSync(this.treeDir)) return { written: 0, deleted: 0, ms: 0, full: false };
    let changes: TreeChange[];
    const full = from === null || !existsSync(this.treeDir);
    if (full) {
      rmSync(this.treeDir, { recursive: true, force: true });
      changes = listTree(gitDir, tree).map((entry) => ({ status: 'A', ...entry }));
    } else {
      changes = diffTrees(gitDir, from, tree);
    }
    this.saveState({ tree: from, clean: false });
    mkdirSync(this.treeDir, { recursive: true });

    let deleted = 0;
    for (const change of changes) {
      if (change.status !== 'D') continue;
      const target = this.inside(change.path);
      if (!target) continue;
      rmSync(target, { force: true, recursive: true });
      this.pruneEmptyParents(target);
      deleted++;
    }
    const wanted = changes.filter((change) => change.status !== 'D' && (change.mode === '100644' || change.mode === '100755'));
    const contents = readBlobs(gitDir, wanted.map((change) => change.blob));
    let written = 0;
    for (const change of changes) {
      if (change.status === 'D') continue;
      const target = this.inside(change.path);
      if (!target) continue;
      const content = contents.get(change.blob);
      if (!content || !(change.mode === '100644' || change.mode === '100755')) {
        // A symlink or submodule (or an unreadable blob): not materialized.
        rmSync(target, { force: true, recursive: true });
        continue;
      }
      // Only a regular file is written over; whatever else stands there goes first (a link is removed, never followed).
      const existing = lstatOrNull(target);
      if (existing && !existing.isFile()) rmSync(target, { recursive: true, force: true });
      mkdirSync(dirname(target), { recursive: true });
      writeFileNoFollow(target, content);
      written++;
    }
    this.saveState({ tree, clean: true });
    return { written, deleted, ms: performance.now() - started, full };
  }

  /** Release the cache entry (a temporary workspace is removed). */
  release(): void {
    this.lock?.release();
    if (this.temporary) rmSync(this.dir, { recursive: true, force: true });
  }

  /** Forget the materialized tree and the index (a fresh start). */
  reset(): void {
    rmSync(this.treeDir, { recursive: true, force: true });
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${this.dbPath}${suffix}`, { force: true });
    this.saveState({ tree: null, clean: false });
  }

  private inside(path: string): string | null {
    if (!path || path.includes('\0') || path.split('/').some((part) => part === '..' || part === '.git')) return null;
    const target = resolve(this.treeDir, path);
    return target.startsWith(this.treeDir + sep) ? target : null;
  }

  private pruneEmptyParents(target: string): void {
    for (let dir = dirname(target); dir.startsWith(this.treeDir + sep); dir = dirname(dir)) {
      try {
        rmdirSync(dir);
      } catch {
        return; // not empty (or gone)
      }
    }
  }

  private saveState(state: State): void {
    this.state = state;
    writeFileAtomically(join(this.dir, 'state.json'), `${JSON.stringify(state)}\n`, 'bench state');
  }
}

function readState(path: string): State {
  try {
    const parsed = JSON.parse(readFileSync(path, 'utf8')) as Partial<State>;
    return { tree: typeof parsed.tree === 'string' ? parsed.tree : null, clean: parsed.clean === true };
  } catch {
    return { tree: null, clean: false };
  }
}

/** A label for a repository directory: `flask` for /x/pallets+flask/repo, else its base name. */
export function repoLabel(root: string): string {
  const name = basename(root);
  if ((name === 'repo' || name === '.git' || name.endsWith('.git')) && basename(dirname(root))) {
    return name.endsWith('.git') && name !== '.git' ? name.slice(0, -4) : basename(dirname(root));
  }
  return name;
}
