import { afterEach, describe, expect, it } from 'vitest';
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FileGuard } from '../../src/shared/safe-fs.js';
import { SecretRules } from '../../src/shared/secrets.js';
import { cleanupTemporaries, temporaryDir } from '../helpers.js';
import { armFifoTrap, disposeTraps, readTrap, startSwapper } from '../traps.js';

afterEach(() => {
  disposeTraps();
  cleanupTemporaries();
});

function layout(): { root: string; outside: string } {
  const base = temporaryDir('repomap-guard-');
  const root = join(base, 'repo');
  const outside = join(base, 'outside');
  mkdirSync(join(root, 'src'), { recursive: true });
  mkdirSync(outside);
  writeFileSync(join(root, 'src', 'a.ts'), 'export const a = 1;\n');
  return { root, outside };
}

const text = (read: ReturnType<FileGuard['readPath']>): string | null => (read.kind === 'bytes' ? read.bytes.toString('utf8') : null);

describe('FileGuard', () => {
  it('reads a regular file, and a symlink whose target stays inside the root', () => {
    const { root } = layout();
    symlinkSync('a.ts', join(root, 'src', 'alias.ts'));
    const guard = new FileGuard(root);
    expect(text(guard.readPath('src/a.ts'))).toBe('export const a = 1;\n');
    expect(text(guard.readPath('src/alias.ts'))).toBe('export const a = 1;\n');
    expect(guard.readPath('src/none.ts').kind).toBe('missing');
  });

  it('caps a read and says the file is longer', () => {
    const { root } = layout();
    writeFileSync(join(root, 'big.ts'), 'x'.repeat(100_000));
    const read = new FileGuard(root).readPath('big.ts', 10);
    expect(read).toMatchObject({ kind: 'bytes', truncated: true, size: 100_000 });
    expect(read.kind === 'bytes' && read.bytes.length).toBe(10);
  });

  it('never opens a symlink out of the root, nor a FIFO inside it', async () => {
    const { root, outside } = layout();
    const out = await armFifoTrap(join(outside, 'secret.ts'));
    symlinkSync(out.path, join(root, 'src', 'out.ts'));
    const inside = await armFifoTrap(join(root, 'src', 'pipe.ts'));
    const guard = new FileGuard(root);
    expect(guard.readPath('src/out.ts').kind).toBe('outside-root');
    expect(guard.readPath('src/pipe.ts').kind).toBe('not-a-file');
    expect(guard.readPath('../outside/secret.ts').kind).toBe('outside-root');
    expect(await out.opened()).toBe(false);
    expect(await inside.opened()).toBe(false);
  });

  it('refuses secrets by name and through a link, without reading them; extra patterns add to the built-in ones', () => {
    const { root } = layout();
    const env = readTrap(join(root, '.env'));
    mkdirSync(join(root, '.git'));
    const config = readTrap(join(root, '.git', 'config'));
    const key = readTrap(join(root, 'deploy.pem'));
    symlinkSync('../.env', join(root, 'src', 'env.ts'));
    symlinkSync('../.git/config', join(root, 'src', 'git.ts'));
    writeFileSync(join(root, 'src', 'private.ts'), 'export const token = "t";\n');
    const guard = new FileGuard(root, new SecretRules(['src/private.ts']));
    for (const path of ['.env', '.git/config', 'deploy.pem', 'src/env.ts', 'src/git.ts', 'src/private.ts']) {
      expect(guard.readPath(path).kind, path).toBe('secret');
    }
    expect(new FileGuard(root).readPath('src/private.ts').kind).toBe('bytes');
    for (const trap of [env, config, key]) expect(trap.wasRead(), trap.path).toBe(false);
  });

  // A hostile process swaps the file for a symlink out (and back), or the directory on its
  // path for a symlink out, as fast as it can while the guard reads: no read may ever return
  // the outside content.
  it.each([
    ['the file', 'file'],
    ['a directory on its path', 'directory'],
  ])('never returns outside content while %s is swapped for a symlink out', async (_name, what) => {
    const { root, outside } = layout();
    writeFileSync(join(outside, 'race.ts'), 'OUTSIDE CONTENT\n');
    writeFileSync(join(root, 'src', 'race.ts'), 'inside content\n');
    const swapper = what === 'file' ? await startSwapper(join(root, 'src'), join(outside, 'race.ts')) : await startSwapper(join(root, 'src'), outside, 'directory');
    try {
      const guard = new FileGuard(root);
      const seen = new Map<string, number>();
      // At least 300 reads, and on until one caught the file inside (a loaded machine can
      // starve the swapper for a while), within a few seconds.
      const until = Date.now() + 10_000;
      for (let i = 0; i < 300 || (!seen.has('inside content\n') && Date.now() < until); i++) {
        const read = guard.readPath('src/race.ts');
        const key = read.kind === 'bytes' ? read.bytes.toString('utf8') : read.kind;
        seen.set(key, (seen.get(key) ?? 0) + 1);
        if (i % 10 === 0) await new Promise((resolve) => setTimeout(resolve, i < 300 ? 0 : 1));
      }
      expect(seen.has('OUTSIDE CONTENT\n'), JSON.stringify([...seen])).toBe(false);
      expect(seen.get('inside content\n') ?? 0, JSON.stringify([...seen])).toBeGreaterThan(0);
    } finally {
      swapper.kill('SIGKILL');
    }
  });
});

