// The benchmark's cache lives under a shared temporary directory by default: another user
// must not be able to steer its writes with a planted link.
import { chmodSync, lstatSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_CACHE_DIR, Workspace } from '../../src/bench/workspace.js';
import { cleanupTemporaries, git, temporaryDir } from '../helpers.js';

afterEach(() => cleanupTemporaries());

function repositoryWithTree(): { gitDir: string; tree: string } {
  const root = temporaryDir('repomap-ws-repo-');
  git(root, 'init', '-q');
  mkdirSync(join(root, 'src'));
  writeFileSync(join(root, 'src', 'a.ts'), 'export const a = 1;\n');
  writeFileSync(join(root, 'state.json'), 'not the state\n');
  git(root, 'add', '.');
  git(root, 'commit', '-qm', 'one');
  return { gitDir: join(root, '.git'), tree: git(root, 'rev-parse', 'HEAD^{tree}').trim() };
}

describe('the bench cache', () => {
  it('defaults to a directory of this user under the temporary directory', () => {
    expect(DEFAULT_CACHE_DIR.startsWith(tmpdir())).toBe(true);
    expect(DEFAULT_CACHE_DIR).toMatch(new RegExp(`repomap-bench-cache-${process.getuid!()}$`));
  });

  it('is created 0700, and refused when it is a link, or writable by others', () => {
    const base = temporaryDir('repomap-ws-');
    const cache = join(base, 'cache');
    Workspace.open({ cacheDir: cache, label: 'x', key: 'k' }).release();
    expect(lstatSync(cache).mode & 0o777).toBe(0o700);

    const victim = join(base, 'victim');
    mkdirSync(victim);
    const linked = join(base, 'linked');
    symlinkSync(victim, linked);
    expect(() => Workspace.open({ cacheDir: linked, label: 'x', key: 'k' })).toThrow(/bench cache directory is a symbolic link/);
    const open = join(base, 'open');
    mkdirSync(open);
    chmodSync(open, 0o777);
    expect(() => Workspace.open({ cacheDir: open, label: 'x', key: 'k' })).toThrow(/can be written by other users \(mode 777\)/);
  });

  it('never writes through a link planted as its entry, its state file or a tree file', () => {
    const base = temporaryDir('repomap-ws-');
    const cache = join(base, 'cache');
    mkdirSync(cache, { mode: 0o700 });
    const victim = join(base, 'victim.txt');
    writeFileSync(victim, 'precious\n');
    // Find the entry's name, then plant links where it writes.
    const first = Workspace.open({ cacheDir: cache, label: 'repo', key: 'k' });
    const entry = first.dir;
    first.release();
    const { gitDir, tree } = repositoryWithTree();
    const planted = Workspace.open({ cacheDir: cache, label: 'repo', key: 'k' });
    mkdirSync(join(planted.treeDir, 'src'), { recursive: true });
    symlinkSync(victim, join(planted.treeDir, 'src', 'a.ts'));
    symlinkSync(victim, join(planted.treeDir, 'state.json'));
    planted.checkout(gitDir, tree);
    planted.release();
    expect(readFileSync(victim, 'utf8')).toBe('precious\n');
    expect(readFileSync(join(planted.treeDir, 'src', 'a.ts'), 'utf8')).toBe('export const a = 1;\n');
    expect(lstatSync(join(planted.treeDir, 'state.json')).isFile()).toBe(true);

    // The state file itself as a link: refused, not followed.
    const stateFile = join(entry, 'state.json');
    rmSync(stateFile);
    symlinkSync(victim, stateFile);
    const again = Workspace.open({ cacheDir: cache, label: 'repo', key: 'k' });
    expect(() => again.reset()).toThrow(/bench state is a symbolic link/);
    again.release();
    expect(readFileSync(victim, 'utf8')).toBe('precious\n');

    // An entry that is a link is refused, and nothing is written where it points.
    const elsewhere = join(base, 'elsewhere');
    mkdirSync(elsewhere, { mode: 0o700 });
    rmSync(entry, { recursive: true });
    symlinkSync(elsewhere, entry);
    expect(() => Workspace.open({ cacheDir: cache, label: 'repo', key: 'k' })).toThrow(/bench cache entry is a symbolic link/);
    expect(readdirSync(elsewhere)).toEqual([]);
  });
});
