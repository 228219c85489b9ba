// The file watcher of `repomap watch` and `repomap mcp --watch`. A recursive `fs.watch`
// follows symbolic links: a directory of the tree replaced by a link to a tree elsewhere had
// every directory out there watched, up to the system's limit. Here every real directory of
// the tree gets a watch of its own (non-recursive), placed only after the directory is opened
// without following a link and found inside the root, and the set follows the tree: a
// directory that appears is added with what it holds, one that goes away or becomes a link
// is dropped with everything under it. Directories whose files the scan never indexes are
// not watched at all: `.repomap`, `.git` but for what shows HEAD moving (`.git` itself and
// `.git/refs`), the vendored and generated ones (unless `--include-vendored`), those left out
// by `.repomapignore` or `--exclude`, and in a git work tree those git ignores whole.
//
// Running out of watches (ENOSPC, EMFILE) is a WatchLimitError: thrown while the first watches
// are placed, passed to `onError` later; the watcher is closed either way, never left half on.
import { closeSync, constants, existsSync, fstatSync, lstatSync, openSync, readdirSync, readlinkSync, realpathSync, watch as fsWatch, type Dirent, type Stats } from 'node:fs';
import { join } from 'node:path';
import ignore, { type Ignore } from 'ignore';
import { RepoError } from '../shared/errors.js';
import { boundedIgnoreLines } from '../shared/patterns.js';
import { gitOutput } from '../shared/git.js';
import { FileGuard } from '../shared/safe-fs.js';
import { isSkippedDirName } from './skipped-dirs.js';
import { isIgnoredWatchEvent } from './watch-events.js';

/** What `fs.watch` returns, as far as the watcher uses it. */
export interface WatchHandle {
  close(): void;
  on(event: 'error', listener: (error: Error) => void): unknown;
}

/** Watch one directory, not recursively (`fs.watch` by default; tests pass their own). */
export type WatchFunction = (path: string, listener: (event: string, name: string | Buffer | null) => void) => WatchHandle;

/** The system's limit on file watches (or open files) was reached: the tree cannot be watched whole. */
export class WatchLimitError extends RepoError {
  constructor(
    readonly code: string,
    readonly watchedDirectories: number,
  ) {
    super(
      `cannot watch the tree: the system's limit on file watches was reached (${code}) after ${watchedDirectories} directories; ` +
        'raise it (sysctl fs.inotify.max_user_watches, ulimit -n), or leave directories out with .repomapignore',
      1,
    );
  }
}

export interface TreeWatchOptions {
  /** A change that may make the index stale: `path` relative to the root with `/`, or '' when the system did not say. */
  onChange(path: string): void;
  /** Watching cannot go on (a WatchLimitError, most likely); the watcher is already closed. Called at most once. */
  onError(error: Error): void;
  /** Watch the vendored and generated directories too (as the scan's `includeVendored`). */
  includeVendored?: boolean;
  /** Extra gitignore-syntax patterns (the scan's `exclude`): a directory they leave out is not watched. */
  exclude?: readonly string[];
  /** Replaces `fs.watch` (tests). */
  watch?: WatchFunction;
}

export interface TreeWatcher {
  /** The real root, every watched directory lies under. */
  readonly root: string;
  /** The watched directories, relative to the root ('' is the root), sorted. */
  watched(): string[];
  close(): void;
}

const PROC_FD = existsSync('/proc/self/fd') ? '/proc/self/fd/' : null;
const OPEN_DIRECTORY = constants.O_RDONLY | constants.O_DIRECTORY | constants.O_NOFOLLOW | constants.O_NONBLOCK;
/** Errors that mean the directory is gone, not a directory, a link, or not ours to read: it is simply not watched. */
const NOT_WATCHABLE = new Set(['ENOENT', 'ENOTDIR', 'ELOOP', 'EACCES', 'EPERM']);
const LIMIT_CODES = new Set(['ENOSPC', 'EMFILE', 'ENFILE']);
/** Changes to ignore files arrive in bursts (a checkout): the rules are read again once they settle. */
const RULES_DELAY_MS = 100;
const GIT_TIMEOUT_MS = 10_000;
const GIT_MAX_BUFFER = 64 * 1024 * 1024;

interface Watched {
  handle: WatchHandle;
  dev: number;
  ino: number;
  /** Watched directories directly under this one. */
  children: Set<string>;
}

const defaultWatch: WatchFunction = (path, listener) => fsWatch(path, { persistent: true }, listener);

/**
 * Watch the tree at `root`, one real directory at a time. Throws a WatchLimitError when the
 * system's limit is hit while the first watches are placed (nothing stays watched).
 */
export function watchTree(root: string, options: TreeWatchOptions): TreeWatcher {
  const realRoot = realpathSync.native(root);
  const watchFn = options.watch ?? defaultWatch;
  const includeVendored = options.includeVendored ?? false;
  const watches = new Map<string, Watched>();
  let closed = false;
  let failed = false;
  let rulesTimer: NodeJS.Timeout | null = null;
  let excluded: Ignore | null = null;
  let gitIgnored = new Set<string>();

  const readRules = (): void => {
    excluded = null;
    const read = new FileGuard(realRoot).readPath('.repomapignore', 1 << 20);
    if (read.kind === 'bytes') excluded = ignore().add(boundedIgnoreLines(read.bytes.toString('utf8')));
    if (options.exclude?.length) excluded = (excluded ?? ignore()).add([...options.exclude]);
    gitIgnored = ignoredByGit(realRoot);
  };

  /** Whether directory `rel` is left unwatched: nothing under it is ever indexed (or, in `.git`, moves HEAD). */
  const skipped = (rel: string): boolean => {
    if (rel === '') return false;
    if (rel === '.git') return false;
    if (rel.startsWith('.git/')) return !(rel === '.git/refs' || rel.startsWith('.git/refs/'));
    const name = rel.slice(rel.lastIndexOf('/') + 1);
    if (isSkippedDirName(name, includeVendored)) return true;
    if (gitIgnored.has(rel)) return true;
    return excluded !== null && excluded.ignores(`${rel}/`);
  };

  const close = (): void => {
    if (closed) return;
    closed = true;
    if (rulesTimer) clearTimeout(rulesTimer);
    rulesTimer = null;
    for (const entry of watches.values()) entry.handle.close();
    watches.clear();
  };

  const fail = (error: Error): void => {
    if (closed) return;
    close();
    if (failed) return;
    failed = true;
    options.onError(error);
  };

  const drop = (rel: string): void => {
    const entry = watches.get(rel);
    if (!entry) return;
    for (const child of entry.children) drop(child);
    entry.handle.close();
    watches.delete(rel);
    const parent = parentOf(rel);
    if (parent !== null) watches.get(parent)?.children.delete(rel);
  };

  /**
   * Watch `rel` (a real directory inside the root) and, below it, every real directory not
   * skipped. The watch is placed before the directory is listed: a directory created after
   * the listing is reported by the watch.
   */
  const add = (rel: string): void => {
    const stack = [rel];
    while (stack.length > 0 && !closed) {
      const dir = stack.pop()!;
      if (watches.has(dir) || skipped(dir)) continue;
      const parent = parentOf(dir);
      if (parent !== null && !watches.has(parent)) continue; // its parent was dropped meanwhile
      const placed = place(dir);
      if (placed === null) continue;
      watches.set(dir, placed.entry);
      if (parent !== null) watches.get(parent)!.children.add(dir);
      for (const name of placed.subdirectories) stack.push(dir ? `${dir}/${name}` : name);
    }
  };

  /** Open `rel` without following a link, check it is inside the root, watch it and list its directories. */
  const place = (rel: string): { entry: Watched; subdirectories: string[] } | null => {
    const absolute = rel ? join(realRoot, rel) : realRoot;
    const listener = (event: string, name: string | Buffer | null) => onEvent(rel, event, name);
    let handle: WatchHandle | null = null;
    let stats: Stats;
    let entries: Dirent[];
    try {
      if (PROC_FD !== null) {
        // The descriptor is the directory checked: the watch and the listing go through it, so a
        // link swapped in between the check and the watch cannot send either outside.
        const fd = openSync(absolute, OPEN_DIRECTORY);
        try {
          const through = `${PROC_FD}${fd}`;
          if (readlinkSync(through) !== absolute) return null; // a component on the way is a link now
          stats = fstatSync(fd);
          handle = watchFn(through, listener);
          entries = readdirSync(through, { withFileTypes: true });
        } finally {
          closeSync(fd);
        }
      } else {
        stats = lstatSync(absolute);
        if (!stats.isDirectory()) return null;
        handle = watchFn(absolute, listener);
        const after = lstatSync(absolute);
        if (!after.isDirectory() || after.ino !== stats.ino || after.dev !== stats.dev || realpathSync.native(absolute) !== absolute) {
          handle.close();
          return null;
        }
        entries = readdirSync(absolute, { withFileTypes: true });
      }
    } catch (error) {
      handle?.close();
      const code = (error as NodeJS.ErrnoException).code ?? '';
      if (LIMIT_CODES.has(code)) throw new WatchLimitError(code, watches.size);
      if (NOT_WATCHABLE.has(code)) return null;
      throw error;
    }
    const watchedHandle = handle!;
    watchedHandle.on('error', (error) => {
      // A watch that broke: take the directory again from its parent's point of view.
      if (closed || watches.get(rel)?.handle !== watchedHandle) return;
      drop(rel);
      guarded(() => {
        if (rel === '') throw error;
        recheck(rel);
      });
      if (!closed) options.onChange(rel);
    });
    // readdir's types come from lstat, never through a link: a link to a directory is no directory here.
    const subdirectories = entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name);
    return { entry: { handle: watchedHandle, dev: stats.dev, ino: stats.ino, children: new Set() }, subdirectories };
  };

  /** After an event on `rel`: keep its watch if it is still the same real directory, else drop it, and watch a new one. */
  const recheck = (rel: string): void => {
    const absolute = join(realRoot, rel);
    let stats: Stats | null;
    try {
      stats = lstatSync(absolute);
    } catch {
      stats = null;
    }
    const directory = stats !== null && stats.isDirectory();
    const entry = watches.get(rel);
    if (entry && (!directory || stats!.ino !== entry.ino || stats!.dev !== entry.dev || skipped(rel))) drop(rel);
    if (directory && !watches.has(rel)) add(rel);
  };

  /** The rules changed: drop what they now leave out, watch what they now let in. */
  const reconcile = (): void => {
    for (const rel of [...watches.keys()]) if (watches.has(rel) && skipped(rel)) drop(rel);
    for (const [rel, entry] of [...watches]) {
      if (closed) return;
      if (watches.get(rel) !== entry) continue;
      let names: Dirent[];
      try {
        names = readdirSync(rel ? join(realRoot, rel) : realRoot, { withFileTypes: true });
      } catch {
        continue;
      }
      for (const name of names) {
        const child = rel ? `${rel}/${name.name}` : name.name;
        if (name.isDirectory() && !watches.has(child)) recheck(child);
      }
    }
  };

  const guarded = (work: () => void): void => {
    try {
      work();
    } catch (error) {
      fail(error instanceof Error ? error : new Error(String(error)));
    }
  };

  const onEvent = (dir: string, _event: string, name: string | Buffer | null): void => {
    if (closed || !watches.has(dir)) return;
    if (name === null) {
      // The system did not say what changed: look at the whole directory again.
      guarded(() => {
        for (const entry of readdirSync(dir ? join(realRoot, dir) : realRoot, { withFileTypes: true })) {
          if (entry.isDirectory()) recheck(dir ? `${dir}/${entry.name}` : entry.name);
        }
        for (const child of [...watches.get(dir)?.children ?? []]) recheck(child);
      });
      if (!closed) options.onChange(dir);
      return;
    }
    const child = dir ? `${dir}/${String(name)}` : String(name);
    guarded(() => recheck(child));
    if (closed) return;
    if (child === '.repomapignore' || String(name) === '.gitignore') {
      if (rulesTimer) clearTimeout(rulesTimer);
      rulesTimer = setTimeout(() => {
        rulesTimer = null;
        if (closed) return;
        guarded(() => {
          readRules();
          reconcile();
        });
      }, RULES_DELAY_MS);
    }
    if (!isIgnoredWatchEvent(child)) options.onChange(child);
  };

  readRules();
  try {
    add('');
  } catch (error) {
    close();
    throw error;
  }
  if (!watches.has('')) {
    close();
    throw new RepoError(`cannot watch ${root}: not a readable directory`, 1);
  }
  return {
    root: realRoot,
    watched: () => [...watches.keys()].sort(),
    close,
  };
}

function parentOf(rel: string): string | null {
  if (rel === '') return null;
  const slash = rel.lastIndexOf('/');
  return slash < 0 ? '' : rel.slice(0, slash);
}

/**
 * The directories git ignores whole (untracked, every file in them ignored), relative to
 * `root`: one `git ls-files` at start and when an ignore file changes. Empty outside a git
 * work tree, or when git gives no answer in time: then they are watched, which costs only
 * watches.
 */
function ignoredByGit(root: string): Set<string> {
  let out: string;
  try {
    out = gitOutput({
      cwd: root,
      args: ['ls-files', '-z', '--others', '--ignored', '--exclude-standard', '--directory', '.'],
      maxBuffer: GIT_MAX_BUFFER,
      timeoutMs: GIT_TIMEOUT_MS,
    });
  } catch {
    return new Set();
  }
  const dirs = new Set<string>();
  for (const entry of out.split('\0')) {
    if (!entry.endsWith('/')) continue;
    const rel = entry.slice(0, -1);
    if (rel && rel !== '.' && !rel.startsWith('../')) dirs.add(rel);
  }
  return dirs;
}
