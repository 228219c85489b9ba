import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';

/**
 * One index writer at a time. SQLite alone would keep the file consistent, but
 * two runs would both parse everything; the second waits for the first and
 * then finds little to do. A lock left by a dead process is taken over.
 */
export class IndexLock {
  private constructor(private readonly path: string) {}

  static acquire(path: string, timeoutMs = 120_000): IndexLock {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      try {
        const fd = openSync(path, 'wx');
        writeSync(fd, String(process.pid));
        closeSync(fd);
        return new IndexLock(path);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const holder = readHolder(path);
      if (holder !== null && !isAlive(holder)) {
        rmSync(path, { force: true });
        continue;
      }
      if (Date.now() > deadline) {
        throw new LockTimeout(`index is locked by process ${holder ?? '?'} (${path})`);
      }
      sleep(50);
    }
  }

  release(): void {
    rmSync(this.path, { force: true });
  }
}

export class LockTimeout extends Error {}

function readHolder(path: string): number | null {
  try {
    const pid = Number(readFileSync(path, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const sleeper = new Int32Array(new SharedArrayBuffer(4));
function sleep(ms: number): void {
  Atomics.wait(sleeper, 0, 0, ms);
}
