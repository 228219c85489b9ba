// `repomap mcp --watch`: the server watches the tree instead of scanning it
// before every call; a file written on disk is in the next answers.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, renameSync, symlinkSync, watch, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Repository } from '../../src/index.js';
import { CallQueue, RepoSession } from '../../src/mcp/server.js';
import { watchTree } from '../../src/mcp/watcher.js';
import { CLI, cleanupTemporaries, copyFixture, PROJECT_ROOT, runCli, temporaryDir, until } from '../helpers.js';
import { directoriesUnder, inotifyWatches, swapDirectoryForLinkOut, watchKey } from '../inotify.js';
import { closeClients, connectStdio, textOf } from './stdio-client.js';

const children: ChildProcess[] = [];

afterEach(async () => {
  await closeClients();
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  cleanupTemporaries();
});


/** NODE_OPTIONS that make fs.watch fail with ENOSPC after `limit` watches (test/watch-limit.mjs). */
const watchLimitEnv = (limit: number) => ({
  NODE_OPTIONS: `--import=${join(PROJECT_ROOT, 'test', 'watch-limit.mjs')}`,
  REPOMAP_TEST_WATCH_LIMIT: String(limit),
});

describe('repomap mcp --watch', () => {
  it('answers from an index the watcher keeps fresh: a new file is found, an edited one re-read', async () => {
    const root = copyFixture('ts-billing');
    const { call } = await connectStdio(root, ['--watch']);
    const search = async (query: string) => textOf(await call('search_symbols', { query }));

    expect(await search('applyTax')).toContain('Invoice.applyTax');
    expect(await search('brandNewHelper')).not.toContain('brandNewHelper(');

    const added = join(root, 'src', 'util', 'brand.ts');
    writeFileSync(added, 'export function brandNewHelper(value: number): number {\n  return value;\n}\n');
    let found = '';
    for (let attempt = 0; attempt < 100 && !found.includes('brandNewHelper('); attempt++) {
      await new Promise((done) => setTimeout(done, 100));
      found = await search('brandNewHelper');
    }
    expect(found).toContain('src/util/brand.ts');

    writeFileSync(added, 'export function renamedHelper(value: number): number {\n  return value;\n}\n');
    let renamed = '';
    for (let attempt = 0; attempt < 100 && !renamed.includes('renamedHelper('); attempt++) {
      await new Promise((done) => setTimeout(done, 100));
      renamed = await search('renamedHelper');
    }
    expect(renamed).toContain('src/util/brand.ts');
    expect(await search('brandNewHelper')).not.toContain('brandNewHelper(');
  });
});

/** A session on `root` whose freshness a real watcher keeps, with `update` counted. */
async function watchedSession(root: string, check: (call: () => Promise<unknown>, updates: () => number, stale: () => boolean) => Promise<void>): Promise<void> {
  const repo = Repository.open(root);
  const freshness = watchTree(repo.root);
  try {
    const session = new RepoSession(repo, {}, new CallQueue(), freshness);
    const update = vi.spyOn(repo, 'update');
    await check(() => session.exclusive(() => null), () => update.mock.calls.length, () => freshness.stale());
  } finally {
    freshness.close();
    repo.close();
  }
}

const untilStale = async (stale: () => boolean) => {
  for (let attempt = 0; attempt < 100 && !stale(); attempt++) await new Promise((done) => setTimeout(done, 50));
};

describe('a session with a watcher', () => {
  it('brings the index up to date only when the tree changed since the last call', async () => {
    const root = copyFixture('ts-billing');
    await watchedSession(root, async (call, updates, stale) => {
      await call();
      await call();
      await call();
      expect(updates()).toBe(1);
      writeFileSync(join(root, 'src', 'util', 'brand.ts'), 'export const brand = 1;\n');
      await untilStale(stale);
      await call();
      expect(updates()).toBe(2);
    });
  });

  it('brings the index up to date after a commit, which moves HEAD and changes no file of the tree', async () => {
    const root = copyFixture('ts-billing');
    const git = (...args: string[]) => execFileSync('git', ['-C', root, '-c', 'user.name=t', '-c', 'user.email=t@t', ...args], { encoding: 'utf8' });
    git('init', '-q');
    git('add', '.');
    git('commit', '-qm', 'start');
    await watchedSession(root, async (call, updates, stale) => {
      await call();
      // What git writes for its own bookkeeping alone (the index, objects) is no change.
      git('update-index', '--refresh');
      await new Promise((done) => setTimeout(done, 300));
      await call();
      expect(updates()).toBe(1);
      git('commit', '-q', '--allow-empty', '-m', 'nothing but a new HEAD');
      await untilStale(stale);
      await call();
      expect(updates()).toBe(2);
    });
  });
});

describe('mcp --watch stays in the root', () => {
  it('never watches outside the root when a watched directory becomes a link there, nor node_modules', async () => {
    const outside = temporaryDir('repomap-outside-');
    for (const dir of ['a/b/c', 'e']) mkdirSync(join(outside, dir), { recursive: true });
    const root = copyFixture('ts-billing');
    mkdirSync(join(root, 'src', 'lib', 'deep'), { recursive: true });
    mkdirSync(join(root, 'node_modules', 'pkg', 'lib'), { recursive: true });
    // stdin stays open: the server keeps serving (and watching) until the test ends it.
    const child = spawn(process.execPath, [CLI, 'mcp', root, '--watch'], { stdio: ['pipe', 'ignore', 'ignore'] });
    children.push(child);
    const watches = () => inotifyWatches(child.pid!);
    await until(() => watches().has(watchKey(join(root, 'src', 'lib', 'deep'))), 30_000, 'the watches placed');
    for (const dir of directoriesUnder(join(root, 'node_modules'))) expect(watches().has(watchKey(dir)), dir).toBe(false);

    await swapDirectoryForLinkOut(root, outside, watches);
    expect(child.exitCode).toBeNull();
  });

  it("does not start, with exit 1 and one line, when the system's watch limit is hit at start", () => {
    const root = copyFixture('ts-billing');
    const result = runCli(['mcp', root, '--watch'], { input: '', env: watchLimitEnv(3) });
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr.trimEnd().split('\n')).toEqual([expect.stringMatching(/^repomap: cannot watch the tree: the system's limit on file watches was reached \(ENOSPC\) after 3 directories/)]);
  });

  it('says so in one line and checks before every call when a new directory hits the limit later', async () => {
    const root = copyFixture('ts-billing');
    const notices: string[] = [];
    let placed = 0;
    const limit = directoriesUnder(root).length;
    const freshness = watchTree(root, {
      onNotice: (message) => notices.push(message),
      watch: (path, listener) => {
        if (placed >= limit) throw Object.assign(new Error('ENOSPC: System limit for number of file watchers reached'), { code: 'ENOSPC' });
        placed++;
        return watch(path, listener);
      },
    });
    try {
      freshness.updated();
      expect(freshness.stale()).toBe(false);
      mkdirSync(join(root, 'src', 'one-too-many'));
      await until(() => notices.length > 0, 10_000, 'the notice');
      expect(notices).toEqual([expect.stringMatching(/^repomap mcp: stopped watching the tree \(cannot watch the tree: .*\(ENOSPC\).*\); checking it before every call instead$/)]);
      freshness.updated();
      expect(freshness.stale()).toBe(true);
    } finally {
      freshness.close();
    }
  });

  it('fails the call with one line when .repomap is swapped for a link, and writes nothing where it points', async () => {
    const root = copyFixture('ts-billing');
    await watchedSession(root, async (call, updates, stale) => {
      await call();
      const victim = temporaryDir('repomap-victim-');
      writeFileSync(join(victim, 'index.db.lock'), 'precious');
      renameSync(join(root, '.repomap'), join(temporaryDir(), 'moved-away'));
      symlinkSync(victim, join(root, '.repomap'));
      writeFileSync(join(root, 'src', 'util', 'brand.ts'), 'export const brand = 1;\n');
      await untilStale(stale);
      await expect(call()).rejects.toThrow(/^refusing to use .*\.repomap: it is a symbolic link[^\n]*$/);
      expect(updates()).toBe(2);
      expect(readFileSync(join(victim, 'index.db.lock'), 'utf8')).toBe('precious');
      expect(readdirSync(victim)).toEqual(['index.db.lock']);
    });
  });
});
