// The long-lived helper under stress: a helper killed (SIGKILL) in the middle of its answer, two
// clients at once, and a map asked while another process holds the index's writers' lock. In
// each case the client prints what a fresh process prints (stdout, stderr, exit code), and a
// killed helper's socket and pid file are removed by the next client. Real processes, sockets
// and SQLite locks; each test's runtime directory under a temporary directory (XDG_RUNTIME_DIR),
// so the user's own helper is never touched. Run `npm run build` first (npm test does).
import { afterAll, describe, expect, it } from 'vitest';
import { appendFileSync, chmodSync, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import Database from 'better-sqlite3';
import { processAlive } from '../../src/cli/lstat.js';
import { CLI, cleanupTemporaries, copyFixture, runCli, temporaryDir } from '../helpers.js';

const started: string[] = [];

afterAll(() => {
  for (const runtime of started) runCli(['helper', 'stop'], { env: { XDG_RUNTIME_DIR: runtime } });
  for (const runtime of started) expect(helperPid(runtime)).toBeNull();
  cleanupTemporaries();
});

/** A private runtime directory (0700) with a helper of this build started in it (`env`: the helper's own). */
function startHelper(env: Record<string, string> = {}): string {
  const runtime = temporaryDir('repomap-helper-rt-');
  chmodSync(runtime, 0o700);
  started.push(runtime);
  const result = runCli(['helper', 'start'], { env: { ...env, XDG_RUNTIME_DIR: runtime } });
  expect(result.stderr).toBe('');
  expect(result.stdout).toMatch(/^helper started: pid \d+\n$/);
  return runtime;
}

function helperStatus(runtime: string): string {
  return runCli(['helper', 'status'], { env: { XDG_RUNTIME_DIR: runtime } }).stdout;
}

function helperPid(runtime: string): number | null {
  const match = /^helper running: pid (\d+)/.exec(helperStatus(runtime));
  return match ? Number(match[1]) : null;
}

function served(runtime: string): number {
  const match = / (\d+) requests served/.exec(helperStatus(runtime));
  return match ? Number(match[1]) : -1;
}

/** A helper that exited is gone even while unreaped (a zombie, where nothing reaps orphans). */
const alive = processAlive;

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

async function waitFor(done: () => boolean, ms = 30_000): Promise<boolean> {
  for (const deadline = Date.now() + ms; Date.now() < deadline; await sleep(50)) if (done()) return true;
  return done();
}

interface Run {
  stdout: string;
  stderr: string;
  status: number | null;
  /** Resolves when the process has exited. */
  exited: Promise<void>;
  done: boolean;
}

/** A client started without waiting for it: through the helper of `runtime`, or (null) a fresh process. */
function client(runtime: string | null, args: string[]): Run {
  const helper = runtime === null ? { REPOMAP_HELPER: '0' } : { XDG_RUNTIME_DIR: runtime, REPOMAP_HELPER: '1' };
  const child = spawn(process.execPath, [CLI, ...args], {
    env: { ...process.env, REPOMAP_DEBUG: '', REPOMAP_TEST_HELPER_STALL: '', ...helper },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const run: Run = { stdout: '', stderr: '', status: null, exited: Promise.resolve(), done: false };
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (run.stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (run.stderr += chunk));
  run.exited = new Promise((resolve) =>
    child.on('close', (code) => {
      run.status = code;
      run.done = true;
      resolve();
    }),
  );
  return run;
}

function local(args: string[]) {
  const run = runCli(args, { env: { REPOMAP_HELPER: '0' } });
  return [run.stdout, run.stderr, run.status];
}

describe('repomap helper, under stress', () => {
  const root = copyFixture('ts-billing');
  runCli(['map', root, '--quiet'], { env: { REPOMAP_HELPER: '0' } });
  const args = ['map', root, '--tokens', '500'];

  it('killed in the middle of its answer: the client prints the fresh process\'s map, the next one removes the stale files', async () => {
    const marks = temporaryDir('repomap-helper-stall-');
    const stalled = join(marks, 'stalled');
    const runtime = startHelper({ REPOMAP_TEST_HELPER_STALL: stalled });
    const pid = helperPid(runtime)!;
    const expected = local(args);
    const first = client(runtime, args);
    // The helper has run the map and sent half of its answer, and waits.
    expect(await waitFor(() => existsSync(stalled)), 'the helper sent half an answer').toBe(true);
    expect(readFileSync(stalled, 'utf8')).toBe(`${pid}\n`);
    await sleep(200);
    expect(first.done, 'the client waits for the rest').toBe(false);
    process.kill(pid, 'SIGKILL');
    await first.exited;
    expect([first.stdout, first.stderr, first.status]).toEqual(expected);
    // The killed helper left its socket and pid file; the next client removes them, runs the map
    // itself and starts a helper (without the test's stall) for the maps after it.
    const dir = join(runtime, 'repomap');
    expect(existsSync(join(dir, 'helper.sock'))).toBe(true);
    expect(readFileSync(join(dir, 'helper.pid'), 'utf8')).toBe(`${pid}\n`);
    const second = client(runtime, args);
    await second.exited;
    expect([second.stdout, second.stderr, second.status]).toEqual(expected);
    expect(await waitFor(() => (helperPid(runtime) ?? pid) !== pid), 'a new helper answers').toBe(true);
    expect(readFileSync(join(dir, 'helper.pid'), 'utf8')).toBe(`${helperPid(runtime)}\n`);
    const third = client(runtime, args);
    await third.exited;
    expect([third.stdout, third.stderr, third.status]).toEqual(expected);
    expect(served(runtime), 'the new helper answered').toBe(1);
  });

  it('stopped (SIGSTOP) in the middle of its answer: the client says so and prints the fresh process\'s map itself', async () => {
    const marks = temporaryDir('repomap-helper-stall-');
    const stalled = join(marks, 'stalled');
    const runtime = startHelper({ REPOMAP_TEST_HELPER_STALL: stalled });
    const pid = helperPid(runtime)!;
    const [stdout, stderr, status] = local(args);
    const first = client(runtime, args);
    expect(await waitFor(() => existsSync(stalled)), 'the helper sent half an answer').toBe(true);
    process.kill(pid, 'SIGSTOP');
    try {
      // Without the stop the client would wait for the rest of the answer as long as the helper lives.
      expect(await waitFor(() => first.done, 20_000), 'the client gave up on the stopped helper').toBe(true);
      expect([first.stdout, first.stderr, first.status]).toEqual([stdout, `repomap: not using the helper: its process is stopped (pid ${pid})\n${stderr}`, status]);
    } finally {
      process.kill(pid, 'SIGCONT');
      process.kill(pid, 'SIGKILL');
    }
  });

  it('stopped before it takes the request up: the client does not wait out the queue, it runs the map itself', async () => {
    const runtime = startHelper();
    const pid = helperPid(runtime)!;
    const [stdout, stderr, status] = local(args);
    process.kill(pid, 'SIGSTOP');
    try {
      const run = client(runtime, args);
      await run.exited;
      // The note says the stop was seen (a helper that never takes the request up, running,
      // is given 5 s and then passed over without one).
      expect([run.stdout, run.stderr, run.status]).toEqual([stdout, `repomap: not using the helper: its process is stopped (pid ${pid})\n${stderr}`, status]);
    } finally {
      process.kill(pid, 'SIGCONT');
    }
    // Resumed, the helper answers the next client (it may also have run the abandoned request).
    const before = served(runtime);
    const again = client(runtime, args);
    await again.exited;
    expect([again.stdout, again.stderr, again.status]).toEqual([stdout, stderr, status]);
    expect(served(runtime)).toBe(before + 1);
  });

  it('two clients at once both print the fresh process\'s map (the second waits its turn or runs the map itself)', async () => {
    const runtime = startHelper();
    const jsonArgs = ['map', root, '--json', '--tokens', '400', '--query', 'invoice tax'];
    const expected = [local(args), local(jsonArgs)];
    for (let round = 0; round < 3; round++) {
      const runs = [client(runtime, args), client(runtime, jsonArgs)];
      await Promise.all(runs.map((run) => run.exited));
      expect(runs.map((run) => [run.stdout, run.stderr, run.status])).toEqual(expected);
    }
    expect(served(runtime)).toBeGreaterThanOrEqual(3);
  });

  it('a map asked while another process writes the index waits for the writers\' lock, then answers as a fresh process does', async () => {
    const runtime = startHelper();
    // Two copies of the tree, indexed; the same edit in both, made while another process holds
    // each index's writers' lock: a fresh process's map of the one, the helper's of the other.
    const twin = copyFixture('ts-billing');
    runCli(['map', twin, '--quiet'], { env: { REPOMAP_HELPER: '0' } });
    const edit = (tree: string) => appendFileSync(join(tree, 'src', 'invoice.ts'), '\nexport function lateFee(days: number): number {\n  return days * 2;\n}\n');
    const underLock = async (tree: string, helper: boolean): Promise<Run> => {
      const lock = new Database(join(tree, '.repomap', 'index.db.lock'));
      lock.exec('BEGIN EXCLUSIVE');
      edit(tree);
      const run = client(helper ? runtime : null, ['map', tree, '--tokens', '500']);
      await sleep(1_500);
      const waited = !run.done;
      lock.exec('COMMIT');
      lock.close();
      await run.exited;
      expect(waited, 'the map waited for the lock').toBe(true);
      return run;
    };
    const before = served(runtime);
    const fresh = await underLock(twin, false);
    const helped = await underLock(root, true);
    expect(served(runtime), 'the helper answered').toBe(before + 1);
    expect(helped.status).toBe(0);
    expect(helped.stdout).toBe(fresh.stdout);
    expect(helped.stdout).toContain('lateFee');
    expect(helped.stderr.replaceAll(root, 'ROOT')).toBe(fresh.stderr.replaceAll(twin, 'ROOT'));
    // The index the helper brought up to date is the one a fresh process reads: the same map again.
    const again = client(runtime, args);
    await again.exited;
    expect([again.stdout, again.stderr, again.status]).toEqual(local(args));
  });
});
