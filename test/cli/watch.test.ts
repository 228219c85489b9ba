// `repomap watch -o MAP`: the real command as a child process and real file
// changes on disk. The map follows the tree (a new definition appears, a
// removed file's goes), Ctrl-C stops it with exit 0 and the index consistent.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CLI, cleanupTemporaries, copyFixture, git, PROJECT_ROOT, runCli, temporaryDir, until } from '../helpers.js';
import { directoriesUnder, inotifyWatches, swapDirectoryForLinkOut, watchKey } from '../inotify.js';

/** NODE_OPTIONS that make fs.watch fail with ENOSPC after `limit` watches (test/watch-limit.mjs). */
const watchLimitEnv = (limit: number) => ({
  NODE_OPTIONS: `--import=${join(PROJECT_ROOT, 'test', 'watch-limit.mjs')}`,
  REPOMAP_TEST_WATCH_LIMIT: String(limit),
});

const children: ChildProcess[] = [];

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  cleanupTemporaries();
});


const mapHas = (path: string, text: string) => existsSync(path) && readFileSync(path, 'utf8').includes(text);

/** `repomap watch ROOT` as a child process, with its stderr gathered and its exit awaited. */
function startWatch(root: string, env: Record<string, string> = {}) {
  const child = spawn(process.execPath, [CLI, 'watch', root], { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, REPOMAP_DEBUG: '', ...env } });
  children.push(child);
  const out = { child, stderr: '', exited: new Promise<number | null>((done) => child.once('exit', (code) => done(code))) };
  child.stderr!.on('data', (chunk: Buffer) => (out.stderr += chunk.toString()));
  return out;
}

describe('repomap watch', () => {
  it('rewrites the map as files change, and stops cleanly on Ctrl-C', async () => {
    const root = copyFixture('ts-billing');
    const map = join(root, 'map.md');
    const child = spawn(process.execPath, [CLI, 'watch', root, '-o', map, '--tokens', '600'], { stdio: ['ignore', 'pipe', 'pipe'] });
    children.push(child);
    let stderr = '';
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
    // Written while the watcher starts and the first index runs: whenever it lands, the map gets it.
    writeFileSync(join(root, 'src', 'util', 'early.ts'), 'export function earlyBirdHelper(): number {\n  return 1;\n}\n');

    await until(() => stderr.includes('watching'), 30_000, 'the watcher to start');
    expect(readFileSync(map, 'utf8')).toContain('src/billing/invoice.ts');
    await until(() => mapHas(map, 'earlyBirdHelper'), 20_000, 'the file written at start in the map');

    const added = join(root, 'src', 'util', 'brand.ts');
    writeFileSync(added, 'export function brandNewHelper(value: number): number {\n  return value;\n}\n');
    await until(() => mapHas(map, 'brandNewHelper'), 20_000, 'the new definition in the map');

    rmSync(added);
    await until(() => existsSync(map) && !mapHas(map, 'brandNewHelper'), 20_000, 'the removed file to leave the map');
    // The map is written before its line is printed: wait for the line too.
    await until(() => /1 removed; wrote map\.md/.test(stderr), 20_000, 'the removal reported');

    // The map's own rewrite is not a change: the watcher settles instead of looping.
    const writes = (stderr.match(/wrote map\.md/g) ?? []).length;
    await new Promise((done) => setTimeout(done, 1500));
    expect((stderr.match(/wrote map\.md/g) ?? []).length).toBe(writes);

    child.kill('SIGINT');
    expect(await exited).toBe(0);
    expect(stderr).toContain('repomap watch: stopped');
    const after = runCli(['index', root, '--json']);
    expect(after.status).toBe(0);
    expect(JSON.parse(after.stdout)).toMatchObject({ parsed: 0, removed: 0, errors: 0 });
  });

  it('refuses a missing root and an -o inside a .git, with exit 2 and one line', () => {
    const root = copyFixture('ts-billing');
    const missing = runCli(['watch', join(root, 'nope')]);
    expect(missing.status).toBe(2);
    expect(missing.stderr.trimEnd().split('\n')).toHaveLength(1);
    const outside = runCli(['watch', root, '-o', join(root, '.git', 'map.md')]);
    expect(outside.status).toBe(2);
    expect(outside.stderr).toContain('-o');
  });

  it('never watches outside the root when a watched directory becomes a link there, nor node_modules or .git/objects', async () => {
    const outside = temporaryDir('repomap-outside-');
    for (const dir of ['a/b/c', 'a/d', 'e']) mkdirSync(join(outside, dir), { recursive: true });
    const root = copyFixture('ts-billing');
    mkdirSync(join(root, 'src', 'lib', 'deep'), { recursive: true });
    writeFileSync(join(root, 'src', 'lib', 'deep', 'x.ts'), 'export const x = 1;\n');
    mkdirSync(join(root, 'node_modules', 'pkg', 'lib'), { recursive: true });
    git(root, 'init', '-q');
    git(root, 'add', '.');
    git(root, 'commit', '-qm', 'start');
    const run = startWatch(root);
    await until(() => run.stderr.includes('watching'), 30_000, 'the watcher to start');
    const pid = run.child.pid!;
    const watches = () => inotifyWatches(pid);
    expect(watches().has(watchKey(root))).toBe(true);
    expect(watches().has(watchKey(join(root, 'src', 'lib', 'deep')))).toBe(true);
    expect(watches().has(watchKey(join(root, '.git', 'refs', 'heads')))).toBe(true);
    const neverWatched = [...directoriesUnder(join(root, 'node_modules')), ...directoriesUnder(join(root, '.git', 'objects')), join(root, '.repomap')];
    for (const dir of neverWatched) expect(watches().has(watchKey(dir)), dir).toBe(false);

    await swapDirectoryForLinkOut(root, outside, watches);
    expect(run.child.exitCode).toBeNull();
    run.child.kill('SIGINT');
    expect(await run.exited).toBe(0);
  });

  it("exits 1 with one line when the system's watch limit is hit at start", async () => {
    const root = copyFixture('ts-billing');
    const run = startWatch(root, watchLimitEnv(2));
    expect(await run.exited).toBe(1);
    expect(run.stderr.trimEnd().split('\n')).toEqual([expect.stringMatching(/^repomap: cannot watch the tree: the system's limit on file watches was reached \(ENOSPC\) after 2 directories/)]);
  });

  it('exits 1 with one line when a new directory hits the limit later', async () => {
    const root = copyFixture('ts-billing');
    const run = startWatch(root, watchLimitEnv(directoriesUnder(root).length));
    await until(() => run.stderr.includes('watching'), 30_000, 'the watcher to start');
    mkdirSync(join(root, 'src', 'one-too-many'));
    expect(await run.exited).toBe(1);
    const lines = run.stderr.trimEnd().split('\n');
    expect(lines.filter((line) => line.includes('limit'))).toHaveLength(1);
    expect(lines.at(-1)).toMatch(/^repomap watch: cannot watch the tree: the system's limit on file watches was reached \(ENOSPC\)/);
  });

  it('fails the round with one line when .repomap is swapped for a link, and writes nothing where it points', async () => {
    const root = copyFixture('ts-billing');
    const run = startWatch(root);
    await until(() => run.stderr.includes('watching'), 30_000, 'the watcher to start');
    const victim = temporaryDir('repomap-victim-');
    writeFileSync(join(victim, 'index.db.lock'), 'precious');
    renameSync(join(root, '.repomap'), join(temporaryDir(), 'moved-away'));
    symlinkSync(victim, join(root, '.repomap'));
    writeFileSync(join(root, 'src', 'util', 'brand.ts'), 'export function brandNewHelper(): number {\n  return 1;\n}\n');
    await until(() => run.stderr.includes('update failed'), 20_000, 'the round to fail');
    expect(run.stderr).toMatch(/repomap watch: update failed: refusing to use .*\.repomap: it is a symbolic link[^\n]*\n/);
    expect(readFileSync(join(victim, 'index.db.lock'), 'utf8')).toBe('precious');
    expect(readdirSync(victim)).toEqual(['index.db.lock']);
    run.child.kill('SIGINT');
    expect(await run.exited).toBe(0);
    expect(readdirSync(victim)).toEqual(['index.db.lock']);
  });
});
