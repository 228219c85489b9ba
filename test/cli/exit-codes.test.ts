// Bad input is exit 2 with one line on stderr, found before any work (no index is created).
// Run `npm run build` first (npm test does).
import { afterEach, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanupTemporaries, copyFixture, runCli, temporaryDir } from '../helpers.js';

afterEach(cleanupTemporaries);

/** Exit 2, nothing on stdout, exactly one line on stderr, and no index made: nothing was done. */
function expectRejected(root: string, args: string[], message: string | RegExp, options: { timeout?: number } = {}): void {
  const result = runCli(args, { input: '', ...options });
  expect(result.signal, 'the run was killed: it hung').toBeNull();
  expect(result.status).toBe(2);
  expect(result.stdout).toBe('');
  expect(result.stderr.endsWith('\n')).toBe(true);
  const lines = result.stderr.slice(0, -1).split('\n');
  expect(lines).toHaveLength(1);
  if (typeof message === 'string') expect(lines[0]).toBe(message);
  else expect(lines[0]).toMatch(message);
  expect(existsSync(join(root, '.repomap')), 'an index was made before the input was checked').toBe(false);
}

describe('--query-file must name a readable regular file', () => {
  it('a directory is exit 2, for map and rank', () => {
    const root = copyFixture('ts-billing');
    const dir = join(temporaryDir(), 'issue');
    mkdirSync(dir);
    expectRejected(root, ['map', root, '--query-file', dir], `repomap: --query-file: not a regular file: ${dir}`);
    expectRejected(root, ['rank', root, '--query-file', dir], `repomap: --query-file: not a regular file: ${dir}`);
  });

  it('a FIFO is exit 2 and is never opened (the run does not wait for a writer)', () => {
    const root = copyFixture('ts-billing');
    const fifo = join(temporaryDir(), 'issue.fifo');
    const made = spawnSync('mkfifo', [fifo]);
    expect(made.status).toBe(0);
    // A bound, not a timing: a run that opened the FIFO would block until killed.
    expectRejected(root, ['map', root, '--query-file', fifo], `repomap: --query-file: not a regular file: ${fifo}`, { timeout: 20_000 });
    expectRejected(root, ['rank', root, '--query-file', fifo], `repomap: --query-file: not a regular file: ${fifo}`, { timeout: 20_000 });
  });

  it('a device is exit 2', () => {
    const root = copyFixture('ts-billing');
    expectRejected(root, ['map', root, '--query-file', '/dev/null'], 'repomap: --query-file: not a regular file: /dev/null');
  });

  it('a missing file, a dangling symlink, a symlink loop and a path through a file are exit 2', () => {
    const root = copyFixture('ts-billing');
    const dir = temporaryDir();
    symlinkSync(join(dir, 'nowhere'), join(dir, 'dangling'));
    symlinkSync(join(dir, 'loop-b'), join(dir, 'loop-a'));
    symlinkSync(join(dir, 'loop-a'), join(dir, 'loop-b'));
    writeFileSync(join(dir, 'file.txt'), 'text');
    expectRejected(root, ['map', root, '--query-file', join(dir, 'missing.txt')], `repomap: --query-file: no such file: ${join(dir, 'missing.txt')}`);
    expectRejected(root, ['map', root, '--query-file', join(dir, 'dangling')], `repomap: --query-file: no such file: ${join(dir, 'dangling')}`);
    expectRejected(root, ['map', root, '--query-file', join(dir, 'loop-a')], `repomap: --query-file: cannot read ${join(dir, 'loop-a')}: ELOOP`);
    expectRejected(root, ['rank', root, '--query-file', join(dir, 'file.txt', 'x')], `repomap: --query-file: cannot read ${join(dir, 'file.txt', 'x')}: ENOTDIR`);
  });

  it('a regular file, or a symlink to one, is read', () => {
    const root = copyFixture('ts-billing');
    const dir = temporaryDir();
    writeFileSync(join(dir, 'issue.txt'), 'customerDisplayName drops the email');
    symlinkSync(join(dir, 'issue.txt'), join(dir, 'issue-link.txt'));
    for (const file of ['issue.txt', 'issue-link.txt']) {
      const result = runCli(['rank', root, '--query-file', join(dir, file), '--json', '--quiet']);
      expect(result.stderr).toBe('');
      expect(result.status).toBe(0);
      expect(JSON.parse(result.stdout).files[0]).toMatchObject({ path: 'src/customers/customer.ts', reason: 'mentioned' });
    }
  });
});

describe('extra positionals are exit 2', () => {
  it('map, rank, index, pack and mcp take at most ROOT', () => {
    const root = copyFixture('ts-billing');
    for (const [args, usage] of [
      [['map', root, 'extra'], 'repomap map [ROOT]'],
      [['rank', root, root], 'repomap rank [ROOT]'],
      [['index', root, root], 'repomap index [ROOT]'],
      [['pack', root, 'src/billing/invoice.ts'], 'repomap pack [ROOT]'],
      [['mcp', root, 'extra'], 'repomap mcp [ROOT]'],
      [['map', root, 'a', 'b', '--tokens', '100'], 'repomap map [ROOT]'],
    ] as const) {
      expectRejected(root, [...args], `repomap: too many arguments (${usage})`);
    }
  });

  it('symbols takes ROOT and any number of PATHs; show and search take at most two positionals', () => {
    const root = copyFixture('ts-billing');
    const symbols = runCli(['symbols', root, 'src/billing/invoice.ts', 'src/tax/calculator.ts', '--quiet']);
    expect(symbols.stderr).toBe('');
    expect(symbols.status).toBe(0);
    expect(symbols.stdout).toMatch(/^src\/billing\/invoice\.ts:\d+\t/);
    expect(symbols.stdout).toMatch(/^src\/tax\/calculator\.ts:\d+\t/m);
    const fresh = copyFixture('ts-billing');
    expectRejected(fresh, ['show', fresh, 'applyTax', 'extra'], 'repomap: too many arguments (repomap show [ROOT] TARGET)');
    expectRejected(fresh, ['search', fresh, 'apply', 'tax'], /^repomap: too many arguments: give ROOT and one QUERY/);
  });
});
