import { appendFileSync, cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnSync, type SpawnSyncReturns } from 'node:child_process';

export const PROJECT_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const CLI = join(PROJECT_ROOT, 'dist', 'cli', 'main.js');

const temporaries: string[] = [];

/** A private copy of a fixture repository, removed by `cleanupTemporaries`. */
export function copyFixture(name: string): string {
  const target = temporaryDir(`repomap-${name.replaceAll('/', '-')}-`);
  cpSync(join(PROJECT_ROOT, 'fixtures', name), target, { recursive: true });
  return target;
}

/** A private copy of a fixture at `<base>/repo`, with room for files outside it in `<base>`. */
export function fixtureWithOutside(name: string): { base: string; root: string } {
  const base = temporaryDir('repomap-outside-');
  const root = join(base, 'repo');
  cpSync(join(PROJECT_ROOT, 'fixtures', name), root, { recursive: true });
  return { base, root };
}

export function temporaryDir(prefix = 'repomap-test-'): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  temporaries.push(dir);
  return dir;
}

/**
 * Remove the temporary directories, once the detached tuners working in them have finished: a
 * first `repomap map` of a git repository leaves its tuning to a process of its own
 * (`--tune-later`, src/cli/tune-later.ts), which would otherwise outlive the test, tuning an index
 * whose files are being removed.
 */
export function cleanupTemporaries(): void {
  const dirs = temporaries.splice(0);
  awaitTuners(dirs);
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
}

/** How long cleanup waits for a tuner before killing it (a tuner killed, even with -9, leaves its index as it was). */
const TUNER_WAIT_MS = 60_000;

/** Wait for the tuner processes whose root or index lies in `dirs` to exit; kill any left at the deadline. */
export function awaitTuners(dirs: readonly string[]): void {
  const deadline = Date.now() + TUNER_WAIT_MS;
  let pids = tunersIn(dirs);
  while (pids.length > 0 && Date.now() < deadline) {
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
    pids = tunersIn(dirs);
  }
  for (const pid of pids) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // ended meanwhile
    }
  }
}

/** Running `repomap --tune-later` processes with an argument in `dirs` (Linux, /proc; none found elsewhere). */
export function tunersIn(dirs: readonly string[]): number[] {
  if (dirs.length === 0) return [];
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return [];
  }
  const pids: number[] = [];
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    let args: string[];
    try {
      args = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
    } catch {
      continue; // ended, or not ours to read
    }
    if (!args.includes('--tune-later')) continue;
    if (args.some((arg) => dirs.some((dir) => arg === dir || arg.startsWith(`${dir}/`)))) pids.push(Number(entry));
  }
  return pids;
}

/** Default bound on one CLI run (ms): a run that hangs is killed and fails its test instead. */
export const CLI_TIMEOUT_MS = 60_000;

/**
 * Run the built CLI as a child process. It is killed after `timeout` ms (then `status` is null
 * and `signal` is set), so a hanging run cannot block the suite: spawnSync holds the event loop,
 * so vitest's own timeout could not fire.
 */
export function runCli(
  args: string[],
  options: { cwd?: string; input?: string; timeout?: number; env?: Record<string, string> } = {},
): SpawnSyncReturns<string> {
  return spawnSync(process.execPath, [CLI, ...args], {
    cwd: options.cwd ?? PROJECT_ROOT,
    encoding: 'utf8',
    input: options.input,
    env: { ...process.env, REPOMAP_DEBUG: '', ...options.env },
    maxBuffer: 64 << 20,
    timeout: options.timeout ?? CLI_TIMEOUT_MS,
    killSignal: 'SIGKILL',
  });
}

export function git(cwd: string, ...args: string[]): string {
  const result = spawnSync('git', args, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@t', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@t' },
  });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')} failed: ${result.stderr}`);
  return result.stdout;
}

/** Lines `start..end` of a file, numbered as `show` and the MCP server print them. */
export function numbered(file: string, start: number, end: number): string {
  const lines = readFileSync(file, 'utf8').split('\n');
  const width = String(end).length;
  return lines
    .slice(start - 1, end)
    .map((line, i) => `${String(start + i).padStart(width)}│ ${line}`)
    .join('\n');
}

/** Resolves once `check` holds (polled every 50 ms), or fails naming `what` after `ms`. */
export async function until(check: () => boolean, ms: number, what: string): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > ms) throw new Error(`timed out waiting for ${what}`);
    await new Promise((done) => setTimeout(done, 50));
  }
}

/**
 * A TypeScript repository of four files with a commit history that changes them in two pairs,
 * the tasks automatic tuning learns from; `stop` says after which change to end (its index).
 */
export function pairedHistoryRepo(prefix: string, stop: (change: number, root: string) => boolean): string {
  const root = temporaryDir(prefix);
  mkdirSync(join(root, 'src'));
  for (const name of ['orders', 'billing', 'mail', 'audit']) {
    writeFileSync(join(root, 'src', `${name}.ts`), `export function ${name}Step(input: number): number {\n  return input;\n}\n`);
  }
  git(root, 'init', '-q');
  git(root, 'add', '.');
  git(root, 'commit', '-q', '-m', 'start');
  for (let i = 0; !stop(i, root); i++) {
    for (const name of i % 2 ? ['orders', 'mail'] : ['billing', 'audit']) appendFileSync(join(root, 'src', `${name}.ts`), `// ${i}\n`);
    git(root, 'commit', '-qam', `change ${i}`);
  }
  return root;
}
