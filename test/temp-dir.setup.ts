// vitest globalSetup: the run gets a temporary directory of its own, and fails when a test
// leaves anything in it. TMPDIR is set before any worker starts, so os.tmpdir() in every test
// worker, and every process a test spawns with the inherited environment (the CLI, git,
// Chromium), use it. A directory per run, not a listing of /tmp before and after: several runs
// may share /tmp at once, and what another run or program writes there is not ours.
import { mkdtempSync, readdirSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** How long teardown waits for a process a test started to finish removing its own files. */
const SETTLE_MS = 3_000;
const SHOWN = 10;

export default function setup(): () => Promise<void> {
  const previous = process.env.TMPDIR;
  const runDir = realpathSync(mkdtempSync(join(tmpdir(), 'repomap-suite-')));
  process.env.TMPDIR = runDir;
  return async () => {
    const left = await leftoversIn(runDir);
    if (previous === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previous;
    rmSync(runDir, { recursive: true, force: true });
    if (left.length > 0) {
      // vitest prints an error thrown here but still exits 0: the exit code says it.
      process.exitCode = 1;
      const shown = left.slice(0, SHOWN).join(', ') + (left.length > SHOWN ? `, and ${left.length - SHOWN} more` : '');
      throw new Error(`tests left ${left.length} entries in the temporary directory (removed now): ${shown}`);
    }
  };
}

async function leftoversIn(dir: string): Promise<string[]> {
  const deadline = Date.now() + SETTLE_MS;
  for (;;) {
    const left = readdirSync(dir).sort();
    if (left.length === 0 || Date.now() >= deadline) return left;
    await sleep(100);
  }
}
