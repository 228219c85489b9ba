// The writers' lock is an OS lock: it dies with its holder, and no file content can wedge it.
import { afterEach, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { IndexLock, LockTimeout } from '../../src/store/lock.js';
import { PROJECT_ROOT, cleanupTemporaries, temporaryDir } from '../helpers.js';

afterEach(cleanupTemporaries);

/** Another process holding the lock until killed; resolves once it holds it. */
async function holder(path: string): Promise<ReturnType<typeof spawn>> {
  const lockModule = pathToFileURL(join(PROJECT_ROOT, 'dist', 'store', 'lock.js')).href;
  const child = spawn(
    process.execPath,
    ['--input-type=module', '-e', `const { IndexLock } = await import(${JSON.stringify(lockModule)}); IndexLock.acquire(process.argv[1]); process.stdout.write('held'); setInterval(() => {}, 1000);`, path],
    { stdio: ['ignore', 'pipe', 'inherit'], timeout: 120_000 },
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout!.once('data', () => resolve());
    child.once('exit', (code) => reject(new Error(`holder exited with ${code}`)));
  });
  return child;
}

describe('IndexLock', () => {
  it('is held while a live process holds it, and free the moment that process is killed', async () => {
    const path = join(temporaryDir(), 'index.db.lock');
    const child = await holder(path);
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
