// The tree watcher of `repomap watch` and `mcp --watch`: one real fs.watch per real directory
// of a temporary tree, never through a link, none in what the scan skips; the watch limit.
import { mkdirSync, realpathSync, renameSync, rmSync, symlinkSync, watch, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { scan } from '../../src/scan/scan.js';
import { GENERATED_DIR_NAMES, VENDORED_DIR_NAMES } from '../../src/scan/skipped-dirs.js';
import { watchTree, WatchLimitError, type TreeWatcher, type TreeWatchOptions, type WatchFunction } from '../../src/scan/watcher.js';
import { cleanupTemporaries, git, temporaryDir } from '../helpers.js';

const watchers: TreeWatcher[] = [];

afterEach(() => {
  for (const watcher of watchers.splice(0)) watcher.close();
  cleanupTemporaries();
});

/** Resolves once `check` holds (polled), or fails after `ms`. */
async function until(check: () => boolean, what: string, ms = 10_000): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > ms) throw new Error(`timed out waiting for ${what}`);
    await new Promise((done) => setTimeout(done, 20));
  }
}

function tree(files: Record<string, string>, root = temporaryDir('repomap-watched-')): string {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

interface Recorder {
  watcher: TreeWatcher;
  changes: string[];
  errors: Error[];
  /** The real directory of every watch ever placed, as the kernel resolved it when it was placed. */
  placed: string[];
  closed: () => number;
}

/** A watcher on `root` over the real fs.watch, recording what it reports and where its watches land. */
function record(root: string, options: Partial<TreeWatchOptions> & { limit?: number } = {}): Recorder {
  const changes: string[] = [];
  const errors: Error[] = [];
  const placed: string[] = [];
  let closed = 0;
  const limited: WatchFunction = (path, listener) => {
    if (options.limit !== undefined && placed.length >= options.limit) {
      throw Object.assign(new Error('ENOSPC: System limit for number of file watchers reached, watch'), { code: 'ENOSPC', errno: -28, syscall: 'watch' });
    }
    const handle = watch(path, listener);
    placed.push(realpathSync.native(path));
    const close = handle.close.bind(handle);
    handle.close = () => {
      closed++;
      close();
    };
    return handle;
  };
  const watcher = watchTree(root, {
    onChange: (path) => changes.push(path),
    onError: (error) => errors.push(error),
    watch: limited,
    ...options,
  });
  watchers.push(watcher);
  return { watcher, changes, errors, placed, closed: () => closed };
}

/** Write `sentinel` and wait for its event: every event queued before it has been delivered by then. */
async function settle(recorder: Recorder, root: string, sentinel: string): Promise<void> {
  writeFileSync(join(root, sentinel), 'export const sentinel = 1;\n');
  await until(() => recorder.changes.includes(sentinel), `the event of ${sentinel}`);
}

describe('the tree watcher', () => {
  it('watches each real directory on its own, but not .git (HEAD aside), .repomap, vendored, generated or git-ignored ones', async () => {
    const root = tree({
      'src/app.ts': 'export const app = 1;\n',
      'src/deep/er/x.ts': 'export const x = 1;\n',
      'node_modules/pkg/lib/index.js': 'module.exports = 1;\n',
      'dist/out.js': 'x\n',
      'vendor/lib/v.go': 'package v\n',
      '.repomap/index.db': '',
      'scratch/big/data.ts': 'export const data = 1;\n',
      'kept/forced/tracked.ts': 'export const tracked = 1;\n',
      'kept/forced/junk.ts': 'export const junk = 1;\n',
      'nested/.git/objects/ab/cd': 'x',
      '.gitignore': 'scratch/\nkept/\n',
    });
    git(root, 'init', '-q');
    git(root, 'add', '.');
    git(root, 'add', '-f', 'kept/forced/tracked.ts');
    git(root, 'commit', '-qm', 'start');
    const recorder = record(root);
    const watched = recorder.watcher.watched();
    expect(watched).toEqual(expect.arrayContaining(['', 'src', 'src/deep', 'src/deep/er', '.git', '.git/refs', '.git/refs/heads', 'nested']));
    // A directory git ignores but that holds a tracked file is still watched: the scan lists that file.
    expect(watched).toEqual(expect.arrayContaining(['kept', 'kept/forced']));
    const unwatched = ['node_modules', 'dist', 'vendor', '.repomap', 'scratch', '.git/objects', '.git/logs', 'nested/.git'];
    for (const dir of watched) {
      expect(unwatched.some((skip) => dir === skip || dir.startsWith(`${skip}/`)), dir).toBe(false);
    }
    expect(recorder.placed).toHaveLength(watched.length);

    // A commit is still seen: it moves a ref (or HEAD) under the watched part of .git.
    git(root, 'commit', '-q', '--allow-empty', '-m', 'a new HEAD');
    await until(() => recorder.changes.some((path) => path === '.git/HEAD' || path.startsWith('.git/refs/')), 'the commit');
    // Git's own bookkeeping is passed over.
    const headMoves = (path: string) => path === '.git/HEAD' || path === '.git/packed-refs' || path.startsWith('.git/refs/');
    expect(recorder.changes.filter((path) => path.startsWith('.git/') && !headMoves(path))).toEqual([]);
  });

  it('watches the vendored and generated directories with includeVendored, still not .repomap nor git objects', () => {
    const root = tree({ 'node_modules/pkg/a.js': 'x\n', 'dist/b.js': 'x\n', '.repomap/index.db': '', 'src/c.ts': 'x\n' });
    git(root, 'init', '-q');
    const watched = record(root, { includeVendored: true }).watcher.watched();
    expect(watched).toEqual(expect.arrayContaining(['node_modules', 'node_modules/pkg', 'dist', 'src', '.git']));
    expect(watched.filter((dir) => dir.startsWith('.repomap') || dir.startsWith('.git/objects'))).toEqual([]);
  });

  it('leaves out what .repomapignore and exclude leave out, and takes a directory back when .repomapignore changes', async () => {
    const root = tree({ 'gen/a/x.ts': 'x\n', 'logs/y.ts': 'y\n', 'src/z.ts': 'z\n', '.repomapignore': 'gen/\n' });
    const recorder = record(root, { exclude: ['logs'] });
    expect(recorder.watcher.watched()).toEqual(['', 'src']);
    writeFileSync(join(root, '.repomapignore'), '');
    await until(() => recorder.watcher.watched().includes('gen/a'), 'gen/ watched again');
    expect(recorder.watcher.watched()).not.toContain('logs');
  });

  it('follows directories that appear and go, and sees the files written in them', async () => {
    const root = tree({ 'src/app.ts': 'x\n' });
    const recorder = record(root);
    mkdirSync(join(root, 'src', 'new', 'inner'), { recursive: true });
    await until(() => recorder.watcher.watched().includes('src/new/inner'), 'the new directories watched');
    writeFileSync(join(root, 'src', 'new', 'inner', 'late.ts'), 'export const late = 1;\n');
    await until(() => recorder.changes.includes('src/new/inner/late.ts'), 'the file written in a new directory');
    rmSync(join(root, 'src', 'new'), { recursive: true });
    await until(() => !recorder.watcher.watched().some((dir) => dir.startsWith('src/new')), 'the removed directories dropped');
  });

  it('drops a directory swapped for a link to a tree outside, places no watch out there, and reports nothing from it', async () => {
    const outside = tree({ 'o1/o2/o3/deep.ts': 'x\n', 'o1/other/more.ts': 'x\n', 'top.ts': 'x\n' }, temporaryDir('repomap-outside-'));
    const root = tree({ 'src/lib/deep/a.ts': 'x\n', 'src/app.ts': 'x\n' });
    const realRoot = realpathSync.native(root);
    const recorder = record(root);
    expect(recorder.watcher.watched()).toEqual(['', 'src', 'src/lib', 'src/lib/deep']);

    // The checkout's quick swap: the directory goes, a link to the outside tree takes its name.
    renameSync(join(root, 'src', 'lib'), join(temporaryDir(), 'gone'));
    symlinkSync(outside, join(root, 'src', 'lib'));
    await until(() => !recorder.watcher.watched().includes('src/lib'), 'the swapped directory dropped');
    expect(recorder.watcher.watched()).toEqual(['', 'src']);

    // A change out there is no event (the sentinel, written after it, is seen).
    writeFileSync(join(outside, 'o1', 'o2', 'o3', 'marker.ts'), 'x\n');
    writeFileSync(join(outside, 'top.ts'), 'changed\n');
    await settle(recorder, root, 'src/sentinel.ts');
    expect(recorder.changes.filter((path) => path.includes('marker') || path.endsWith('top.ts'))).toEqual([]);
    // No watch was ever placed anywhere but in the root, during the swap included.
    for (const dir of recorder.placed) expect(dir === realRoot || dir.startsWith(`${realRoot}/`), dir).toBe(true);
    expect(recorder.errors).toEqual([]);

    // A real directory again: watched again.
    rmSync(join(root, 'src', 'lib'));
    mkdirSync(join(root, 'src', 'lib', 'back'), { recursive: true });
    await until(() => recorder.watcher.watched().includes('src/lib/back'), 'the real directory watched again');
  });

  it('never watches through a link already in the tree when it starts', () => {
    const outside = tree({ 'a/b/c.ts': 'x\n' }, temporaryDir('repomap-outside-'));
    const root = tree({ 'src/app.ts': 'x\n' });
    symlinkSync(outside, join(root, 'src', 'linked'));
    symlinkSync(join(root, 'src'), join(root, 'alias'));
    const recorder = record(root);
    expect(recorder.watcher.watched()).toEqual(['', 'src']);
    expect(recorder.placed).toHaveLength(2);
  });

  it('throws a WatchLimitError when the limit is hit while the first watches are placed, leaving none open', () => {
    const root = tree({ 'a/x.ts': 'x\n', 'b/y.ts': 'y\n', 'c/z.ts': 'z\n' });
    let caught: unknown = null;
    let recorder: Recorder | null = null;
    try {
      recorder = record(root, { limit: 2 });
    } catch (error) {
      caught = error;
    }
    expect(recorder).toBeNull();
    expect(caught).toBeInstanceOf(WatchLimitError);
    expect((caught as WatchLimitError).code).toBe('ENOSPC');
    expect((caught as Error).message).toMatch(/limit on file watches was reached \(ENOSPC\) after 2 directories/);
    expect((caught as Error).message).not.toContain('\n');
  });

  it('stops, closes every watch and reports once when a new directory hits the limit later', async () => {
    const root = tree({ 'a/x.ts': 'x\n', 'b/y.ts': 'y\n' });
    const recorder = record(root, { limit: 3 });
    expect(recorder.watcher.watched()).toEqual(['', 'a', 'b']);
    mkdirSync(join(root, 'c', 'd'), { recursive: true });
    await until(() => recorder.errors.length > 0, 'the limit reported');
    expect(recorder.errors).toHaveLength(1);
    expect(recorder.errors[0]).toBeInstanceOf(WatchLimitError);
    expect(recorder.watcher.watched()).toEqual([]);
    expect(recorder.closed()).toBe(3);
  });
});

describe('the directories the watcher skips by name', () => {
  it('are directories whose files the scan skips', () => {
    const root = temporaryDir('repomap-skipped-');
    const names = [...VENDORED_DIR_NAMES, ...GENERATED_DIR_NAMES];
    for (const name of names) tree({ [`${name}/inner/file.ts`]: 'export const a = 1;\n' }, root);
    tree({ 'src/kept.ts': 'export const k = 1;\n' }, root);
    expect(scan(root).files.map((file) => file.path)).toEqual(['src/kept.ts']);
    // With includeVendored, only .git and .repomap stay out, as the watcher has it.
    const included = scan(root, { includeVendored: true }).files.map((file) => file.path.split('/')[0]);
    expect(new Set(included)).toEqual(new Set([...names.filter((name) => name !== '.git' && name !== '.repomap'), 'src']));
  });
});
