// `repomap watch -o MAP`: the real command as a child process and real file
// changes on disk. The map follows the tree (a new definition appears, a
// removed file's goes), Ctrl-C stops it with exit 0 and the index consistent.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CLI, cleanupTemporaries, copyFixture, runCli } from '../helpers.js';

const children: ChildProcess[] = [];

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  cleanupTemporaries();
});

/** Resolves once `check` holds (polled), or fails after `ms`. */
async function until(check: () => boolean, ms: number, what: string): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > ms) throw new Error(`timed out waiting for ${what}`);
    await new Promise((done) => setTimeout(done, 50));
  }
}

const mapHas = (path: string, text: string) => existsSync(path) && readFileSync(path, 'utf8').includes(text);

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

  it('refuses a missing root and an -o outside the root, with exit 2 and one line', () => {
    const root = copyFixture('ts-billing');
    const missing = runCli(['watch', join(root, 'nope')]);
    expect(missing.status).toBe(2);
    expect(missing.stderr.trimEnd().split('\n')).toHaveLength(1);
    const outside = runCli(['watch', root, '-o', join(root, '..', 'map.md')]);
    expect(outside.status).toBe(2);
    expect(outside.stderr).toContain('-o');
  });
});
