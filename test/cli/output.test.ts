// `-o FILE` writes where the user says: any path, relative to the current directory, inside
// the root or outside it; atomically; never through a link in its last component, never into a
// git directory, never out of the root through a link the repository holds.
import { afterEach, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, readFileSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanupTemporaries, fixtureWithOutside, runCli, temporaryDir } from '../helpers.js';

afterEach(cleanupTemporaries);

function expectRefused(result: ReturnType<typeof runCli>, message: RegExp): void {
  expect(result.status).toBe(2);
  expect(result.stdout).toBe('');
  expect(result.stderr).toMatch(message);
  expect(result.stderr.trimEnd().split('\n')).toHaveLength(1);
}

describe('-o outside the root', () => {
  it('writes an absolute path elsewhere, making its missing directories, and nothing to stdout', () => {
    const { base, root } = fixtureWithOutside('ts-billing');
    const target = join(base, 'maps', 'today', 'MAP.md');
    const result = runCli(['map', root, '-q', '--tokens', '300', '-o', target]);
    expect(result.status).toBe(0);
    expect(result.stdout).toBe('');
    expect(readFileSync(target, 'utf8')).toContain('src/');
    expect(readdirSync(join(base, 'maps', 'today'))).toEqual(['MAP.md']); // no temporary left behind
  });

  it('takes a relative path from the current directory, not from the root', () => {
    const { base, root } = fixtureWithOutside('ts-billing');
    const cwd = join(base, 'work');
    mkdirSync(cwd);
    const result = runCli(['map', root, '-q', '--tokens', '300', '-o', '../out.md'], { cwd });
    expect(result.status).toBe(0);
    expect(readFileSync(join(base, 'out.md'), 'utf8')).toContain('src/');
    const inside = runCli(['map', '.', '-q', '--tokens', '300', '-o', 'docs/MAP.md'], { cwd: root });
    expect(inside.status).toBe(0);
    expect(existsSync(join(root, 'docs', 'MAP.md'))).toBe(true);
  });

  it('replaces a map written before, atomically (a reader sees the old file or the new one)', () => {
    const { base, root } = fixtureWithOutside('ts-billing');
    const target = join(base, 'MAP.md');
    writeFileSync(target, 'old map\n');
    const before = lstatSync(target).ino;
    expect(runCli(['map', root, '-q', '--tokens', '300', '-o', target]).status).toBe(0);
    expect(readFileSync(target, 'utf8')).toContain('src/');
    expect(lstatSync(target).ino).not.toBe(before); // renamed into place, not rewritten in place
  });

  it('never writes through a link that is the file itself, wherever it points', () => {
    const { base, root } = fixtureWithOutside('ts-billing');
    writeFileSync(join(base, 'precious'), 'precious');
    symlinkSync(join(base, 'precious'), join(base, 'MAP.md'));
    expectRefused(runCli(['map', root, '-q', '-o', join(base, 'MAP.md')]), /^repomap: -o is a symbolic link \(refusing to write through it\)/);
    expect(readFileSync(join(base, 'precious'), 'utf8')).toBe('precious');
  });

  it('follows a link of the user outside the root, but no link of the repository out of it', () => {
    const { base, root } = fixtureWithOutside('ts-billing');
    mkdirSync(join(base, 'real-maps'));
    symlinkSync(join(base, 'real-maps'), join(base, 'maps'));
    expect(runCli(['map', root, '-q', '--tokens', '300', '-o', join(base, 'maps', 'MAP.md')]).status).toBe(0);
    expect(existsSync(join(base, 'real-maps', 'MAP.md'))).toBe(true);
    symlinkSync(join(base, 'real-maps'), join(root, 'docs'));
    expectRefused(runCli(['map', root, '-q', '-o', join(root, 'docs', 'OTHER.md')]), /-o: path resolves outside the repository root through a symlink/);
    expect(existsSync(join(base, 'real-maps', 'OTHER.md'))).toBe(false);
  });

  it('never writes into another repository\'s .git or a bare repository', () => {
    const { base, root } = fixtureWithOutside('ts-billing');
    const bare = join(base, 'project.git');
    execFileSync('git', ['init', '-q', '--bare', bare]);
    mkdirSync(join(base, 'other', '.git'), { recursive: true });
    for (const target of [join(bare, 'MAP.md'), join(bare, 'hooks', 'post-update'), join(base, 'other', '.git', 'config')]) {
      expectRefused(runCli(['map', root, '-q', '-o', target]), /-o: refusing to write inside the repository's \.git/);
    }
    expect(existsSync(join(bare, 'hooks', 'post-update'))).toBe(false);
    expect(existsSync(join(bare, 'MAP.md'))).toBe(false);
  });

  it('is checked before any work: a directory in the way of the file is refused and nothing is indexed', () => {
    const { base, root } = fixtureWithOutside('ts-billing');
    writeFileSync(join(base, 'plain'), 'a file');
    expectRefused(runCli(['map', root, '-q', '-o', join(base, 'plain', 'MAP.md')]), /-o: not a directory on the way/);
    expectRefused(runCli(['map', root, '-q', '-o', temporaryDir()]), /-o is a directory/);
    expect(existsSync(join(root, '.repomap'))).toBe(false);
  });
});
