// The writers' lock is an OS lock: it dies with its holder, and no file content can wedge it.
import { afterEach, describe, expect, it } from 'vitest';
import { mkdirSync, readFileSync, readdirSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { IndexLock, LockTimeout } from '../../src/store/lock.js';
import { RepoError } from '../../src/shared/errors.js';
import { cleanupTemporaries, temporaryDir } from '../helpers.js';
import { disposeTraps, holdIndexLock } from '../traps.js';

afterEach(() => {
  disposeTraps();
  cleanupTemporaries();
});

describe('IndexLock', () => {
  it('is held while a live process holds it, and free the moment that process is killed', async () => {
    const path = join(temporaryDir(), 'index.db.lock');
    const child = await holdIndexLock(path);
    expect(() => IndexLock.acquire(path, 0)).toThrow(LockTimeout);
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
    const lock = IndexLock.acquire(path, 0); // no wait: the kernel dropped the dead holder's lock
    lock.release();
  });

  it.each([
    ['empty', ''],
    ['garbage', 'garbage\x00\xff'],
    ['a dead pid', '999999999'],
    ['a live pid of another program', String(process.ppid)],
  ])('is free at once when the file holds %s', (_what, content) => {
    const path = join(temporaryDir(), 'index.db.lock');
    writeFileSync(path, content);
    const lock = IndexLock.acquire(path, 0);
    lock.release();
    // The file is kept (its inode carries the lock) and stays empty.
    expect(statSync(path).size).toBe(0);
    expect(readFileSync(path, 'utf8')).toBe('');
  });

  it('counts a second holder in this process instead of deadlocking, unless told not to', () => {
    const path = join(temporaryDir(), 'index.db.lock');
    const outer = IndexLock.acquire(path, 0);
    const inner = IndexLock.acquire(path, 0);
    expect(() => IndexLock.acquire(path, 0, { reentrant: false })).toThrow(LockTimeout);
    inner.release();
    inner.release(); // releasing twice is harmless
    expect(() => IndexLock.acquire(path, 0, { reentrant: false })).toThrow(LockTimeout);
    outer.release();
    IndexLock.acquire(path, 0, { reentrant: false }).release();
  });
});

describe('IndexLock inside a repository root', () => {
  it('refuses a directory on the way that is a link out of the root, and leaves the file there untouched', () => {
    const root = temporaryDir('repomap-root-');
    const victim = temporaryDir('repomap-victim-');
    writeFileSync(join(victim, 'index.db.lock'), 'precious');
    symlinkSync(victim, join(root, '.repomap'));
    const path = join(root, '.repomap', 'index.db.lock');
    expect(() => IndexLock.acquire(path, 0, { root })).toThrow(/\.repomap: it is a symbolic link/);
    expect(readFileSync(join(victim, 'index.db.lock'), 'utf8')).toBe('precious');
    // Deeper down too, and a missing lock is not created out there.
    const deeper = temporaryDir('repomap-root-');
    mkdirSync(join(deeper, '.repomap'));
    symlinkSync(victim, join(deeper, '.repomap', 'sub'));
    expect(() => IndexLock.acquire(join(deeper, '.repomap', 'sub', 'other.lock'), 0, { root: deeper })).toThrow(RepoError);
    expect(readdirSync(victim)).toEqual(['index.db.lock']);
  });

  it('takes the lock through real directories, creating the file and emptying planted content', () => {
    const root = temporaryDir('repomap-root-');
    mkdirSync(join(root, '.repomap'));
    const path = join(root, '.repomap', 'index.db.lock');
    IndexLock.acquire(path, 0, { root }).release();
    expect(statSync(path).size).toBe(0);
    writeFileSync(path, 'garbage');
    IndexLock.acquire(path, 0, { root }).release();
    expect(readFileSync(path, 'utf8')).toBe('');
  });
});
