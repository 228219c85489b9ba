// The MCP server on a hostile repository: no secret and nothing outside the root is ever served,
// whatever links the repository holds or swaps while the server reads.
import { afterEach, describe, expect, it } from 'vitest';
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanupTemporaries, fixtureWithOutside, git } from '../helpers.js';
import { disposeTraps, readTrap, startSwapper } from '../traps.js';
import { closeClients, connectStdio, textOf, type StdioSession } from './stdio-client.js';

afterEach(async () => {
  await closeClients();
  disposeTraps();
  cleanupTemporaries();
});

async function connect(root: string, ...flags: string[]): Promise<StdioSession['call']> {
  return (await connectStdio(root, flags)).call;
}

describe('repomap mcp on a hostile repository', () => {
  it('serves no secret: links to a file outside or into .git, untracked unignored .env files (7)', async () => {
    const { base, root } = fixtureWithOutside('ts-billing');
    git(root, 'init', '-q');
    const traps = [
      readTrap(join(base, '.env'), 'OUTSIDE_SECRET=1\n'),
      readTrap(join(root, '.git', 'description'), 'GIT_SECRET=1\n'),
      readTrap(join(root, '.env'), 'ENV_SECRET=1\n'),
      readTrap(join(root, '.env.local'), 'ENV_LOCAL_SECRET=1\n'),
    ];
    symlinkSync('../../.env', join(root, 'src', 'e.ts'));
    symlinkSync('../.git/description', join(root, 'src', 'g.ts'));
    const call = await connect(root);
    for (const path of ['src/e.ts', 'src/g.ts', '.env', '.env.local', '.git/description']) {
      const read = await call('read_range', { path });
      expect(read.isError, path).toBe(true);
      expect(textOf(read)).not.toMatch(/SECRET/);
      const packed = await call('pack_context', { prPaths: [path] });
      expect(packed.isError, path).toBe(true);
      expect(textOf(packed)).not.toMatch(/SECRET/);
    }
    const map = await call('repo_map', { query: 'OUTSIDE_SECRET GIT_SECRET ENV_SECRET', tokens: 4000 });
    expect(textOf(map)).not.toMatch(/SECRET/);
    for (const trap of traps) expect(trap.wasRead(), trap.path).toBe(false);
  });

  it('serves no .env in a directory that is not a git work tree', async () => {
    const { root } = fixtureWithOutside('ts-billing');
    const env = readTrap(join(root, '.env'), 'ENV_SECRET=1\n');
    mkdirSync(join(root, 'config'));
    const nested = readTrap(join(root, 'config', '.env.production'), 'PROD_SECRET=1\n');
    const call = await connect(root);
    expect((await call('read_range', { path: '.env' })).isError).toBe(true);
    expect((await call('read_range', { path: 'config/.env.production' })).isError).toBe(true);
    expect(env.wasRead()).toBe(false);
    expect(nested.wasRead()).toBe(false);
  });

  it('caps read_symbol like read_range: a 3 MB one-line definition comes back cut at 100,000 bytes (12)', async () => {
    const { root } = fixtureWithOutside('ts-billing');
    writeFileSync(join(root, 'src', 'blob.ts'), `export const blob = "${'x'.repeat(3_000_000)}";\n`);
    const call = await connect(root, '--max-file-bytes', '4000000');
    const result = await call('read_symbol', { name: 'blob' });
    expect(result.isError ?? false).toBe(false);
    const text = textOf(result);
    expect(Buffer.byteLength(text)).toBeLessThan(101_000);
    expect(text).toMatch(/truncated at 100000 bytes/);
  });

  it('never returns outside content from 300 read_range calls while the file is swapped for a link out (8)', async () => {
    const { base, root } = fixtureWithOutside('ts-billing');
    writeFileSync(join(base, 'outside.ts'), 'OUTSIDE CONTENT\n');
    writeFileSync(join(root, 'src', 'race.ts'), 'inside content\n');
    const call = await connect(root);
    expect(textOf(await call('read_range', { path: 'src/race.ts' }))).toContain('inside content');
    const swapper = await startSwapper(join(root, 'src'), join(base, 'outside.ts'));
    try {
      let served = 0;
      for (let i = 0; i < 300; i++) {
        const result = await call('read_range', { path: 'src/race.ts', force: true });
        expect(textOf(result)).not.toContain('OUTSIDE');
        if (!result.isError) served++;
      }
      expect(served).toBeGreaterThan(0);
    } finally {
      swapper.kill('SIGKILL');
    }
  });
});

