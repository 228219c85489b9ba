// processAlive decides whether a helper's pid file is stale: a helper that has exited must count
// as gone even when nothing has reaped it yet (an orphan in a container whose first process does
// not reap), or the next client never replaces it.
import { describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { processAlive } from '../../src/cli/lstat.js';

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

describe('processAlive', () => {
  it('is true for a running process and false for an exited, unreaped one (a zombie)', async () => {
    // sh starts a short `sleep` in the background and execs a long one, which never waits for
    // it: the short one exits after sh is gone and stays a zombie, a child of the long one.
    const parent = spawn('sh', ['-c', 'sleep 0.3 & echo $!; exec sleep 10'], { stdio: ['ignore', 'pipe', 'ignore'] });
    try {
      const zombie = await new Promise<number>((resolve) => parent.stdout.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim()))));
      expect(processAlive(parent.pid!)).toBe(true);
      let state = '';
      for (let tries = 0; tries < 250 && state !== 'Z'; tries++) {
        await sleep(20);
        const stat = readFileSync(`/proc/${zombie}/stat`, 'latin1');
        state = stat.charAt(stat.lastIndexOf(')') + 2);
      }
      expect(state, 'the background child is a zombie').toBe('Z');
      expect(() => process.kill(zombie, 0), 'kill(pid, 0) still finds it').not.toThrow();
      expect(processAlive(zombie)).toBe(false);
    } finally {
      parent.kill('SIGKILL');
    }
  });

  it('is false for a pid no process has', () => {
    expect(processAlive(2 ** 22 + 12345)).toBe(false);
  });
});
