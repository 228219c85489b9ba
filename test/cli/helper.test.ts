// The long-lived helper (`repomap helper`, REPOMAP_HELPER=1): a map it answers is the map a fresh
// process prints, byte for byte, with the same exit code; a client refuses a helper directory it
// cannot trust (a link, open to others, another owner's) and runs the map itself; a killed
// helper's socket and pid file are cleaned up; a helper starts on first use; a helper of another
// build is not used; a helper whose socket file is removed exits. Real processes and sockets, each test's runtime directory
// under a temporary directory (XDG_RUNTIME_DIR), so the user's own helper is never touched.
// Run `npm run build` first (npm test does).
import { afterAll, describe, expect, it } from 'vitest';
import { chmodSync, chownSync, existsSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { spawnSync } from 'node:child_process';
import { processAlive } from '../../src/cli/lstat.js';
import { CLI, cleanupTemporaries, copyFixture, runCli, temporaryDir } from '../helpers.js';

const started: string[] = [];

afterAll(() => {
  // No helper outlives the tests: each one started is stopped, and waited for.
  for (const runtime of started) runCli(['helper', 'stop'], { env: { XDG_RUNTIME_DIR: runtime } });
  for (const runtime of started) expect(helperPid(runtime)).toBeNull();
  cleanupTemporaries();
});

/** A private runtime directory (0700) with a helper of this build started in it. */
function startHelper(): string {
  const runtime = temporaryDir('repomap-helper-rt-');
  chmodSync(runtime, 0o700);
  started.push(runtime);
  const result = runCli(['helper', 'start'], { env: { XDG_RUNTIME_DIR: runtime } });
  expect(result.stderr).toBe('');
  expect(result.stdout).toMatch(/^helper started: pid \d+\n$/);
  return runtime;
}

/** The pid of the helper answering in `runtime`, or null when none answers. */
function helperPid(runtime: string): number | null {
  const status = runCli(['helper', 'status'], { env: { XDG_RUNTIME_DIR: runtime } }).stdout;
  const match = /^helper running: pid (\d+)/.exec(status);
  return match ? Number(match[1]) : null;
}

function served(runtime: string): number {
  const match = / (\d+) requests served/.exec(runCli(['helper', 'status'], { env: { XDG_RUNTIME_DIR: runtime } }).stdout);
  return match ? Number(match[1]) : -1;
}

/** A helper that exited is gone even while unreaped (a zombie, where nothing reaps orphans). */
const alive = processAlive;

function waitFor(done: () => boolean, ms = 15_000): boolean {
  for (const deadline = Date.now() + ms; Date.now() < deadline; ) {
    if (done()) return true;
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
  }
  return done();
}

/** A run of `args` by a fresh process (the helper off), and through the helper of `runtime`. */
function bothWays(runtime: string, args: string[], cwd?: string) {
  const local = runCli(args, { cwd, env: { XDG_RUNTIME_DIR: runtime, REPOMAP_HELPER: '0' } });
  const before = served(runtime);
  const helped = runCli(args, { cwd, env: { XDG_RUNTIME_DIR: runtime, REPOMAP_HELPER: '1' } });
  return { local, helped, servedByHelper: served(runtime) - before };
}

describe('repomap helper', () => {
  const root = copyFixture('ts-billing');
  // The index made and up to date before any comparison.
  runCli(['map', root, '--quiet'], { env: { REPOMAP_HELPER: '0' } });

  it('answers a map, a JSON map and an error with the bytes and exit code of a fresh process', () => {
    const runtime = startHelper();
    for (const args of [
      ['map', root, '--tokens', '600'],
      ['map', '--json', '--tokens', '400', '--query', 'invoice tax'],
      ['map', '.', '--tokens', '0'],
      ['map', join(root, 'no-such-dir')],
      ['map', '--seed', 'src/nothing-here.ts', '--tokens', '300'],
    ]) {
      const cwd = args.includes('.') || !args.includes(root) ? root : undefined;
      const { local, helped, servedByHelper } = bothWays(runtime, args, cwd);
      expect(servedByHelper, `the helper answered ${args.join(' ')}`).toBe(1);
      expect(helped.stdout).toBe(local.stdout);
      expect(helped.stderr).toBe(local.stderr);
      expect(helped.status).toBe(local.status);
    }
    // The error cases are errors: exit 2 with one line on stderr.
    expect(runCli(['map', join(root, 'no-such-dir')], { env: { XDG_RUNTIME_DIR: runtime, REPOMAP_HELPER: '1' } }).status).toBe(2);
    // A file the map writes with -o, relative to the client's directory, is the same file.
    const helped = runCli(['map', '.', '--tokens', '300', '-o', 'MAP.md'], { cwd: root, env: { XDG_RUNTIME_DIR: runtime, REPOMAP_HELPER: '1' } });
    expect(helped.status).toBe(0);
    const written = readFileSync(join(root, 'MAP.md'), 'utf8');
    rmSync(join(root, 'MAP.md'));
    runCli(['map', '.', '--tokens', '300', '-o', 'MAP.md'], { cwd: root, env: { REPOMAP_HELPER: '0' } });
    expect(readFileSync(join(root, 'MAP.md'), 'utf8')).toBe(written);
    rmSync(join(root, 'MAP.md'));
  });

  it('is not used through a directory that is a link, open to others, or another user\'s', () => {
    const runtime = startHelper();
    const dir = join(runtime, 'repomap');
    const args = ['map', root, '--tokens', '500'];
    const local = runCli(args, { env: { REPOMAP_HELPER: '0' } });
    const refusedWith = (env: Record<string, string>, problem: string) => {
      const before = served(runtime);
      const helped = runCli(args, { env: { REPOMAP_HELPER: '1', ...env } });
      expect(helped.stdout).toBe(local.stdout);
      expect(helped.stderr).toBe(`repomap: not using the helper: ${problem}\n${local.stderr}`);
      expect(helped.status).toBe(local.status);
      expect(served(runtime), 'the helper was not asked').toBe(before);
    };
    // A planted link to the real directory, socket and all.
    const planted = temporaryDir('repomap-helper-planted-');
    chmodSync(planted, 0o700);
    symlinkSync(dir, join(planted, 'repomap'));
    refusedWith({ XDG_RUNTIME_DIR: planted }, `${join(planted, 'repomap')} is a symbolic link`);
    // Group and other bits.
    chmodSync(dir, 0o755);
    refusedWith({ XDG_RUNTIME_DIR: runtime }, `${dir} is open to other users (mode 755)`);
    chmodSync(dir, 0o700);
    // Another owner (only root can give a directory away).
    if (process.getuid!() === 0) {
      chownSync(dir, 65534, 65534);
      refusedWith({ XDG_RUNTIME_DIR: runtime }, `${dir} is not owned by this user`);
      chownSync(dir, 0, 0);
    }
    // And the same directory, trusted again, is used.
    expect(bothWays(runtime, args).servedByHelper).toBe(1);
  });

  it('a killed helper leaves a stale socket and pid file: the map runs here, they are removed, a new helper starts', () => {
    const runtime = startHelper();
    const pid = helperPid(runtime)!;
    process.kill(pid, 'SIGKILL');
    expect(waitFor(() => !alive(pid))).toBe(true);
    const dir = join(runtime, 'repomap');
    expect(existsSync(join(dir, 'helper.sock'))).toBe(true);
    expect(readFileSync(join(dir, 'helper.pid'), 'utf8')).toBe(`${pid}\n`);
    const args = ['map', root, '--tokens', '500'];
    const local = runCli(args, { env: { REPOMAP_HELPER: '0' } });
    const helped = runCli(args, { env: { XDG_RUNTIME_DIR: runtime, REPOMAP_HELPER: '1' } });
    expect([helped.stdout, helped.stderr, helped.status]).toEqual([local.stdout, local.stderr, local.status]);
    // The dead helper's files are gone, and a helper of its own took their place for the next maps.
    expect(waitFor(() => (helperPid(runtime) ?? pid) !== pid), 'a new helper answers').toBe(true);
    expect(readFileSync(join(dir, 'helper.pid'), 'utf8')).toBe(`${helperPid(runtime)}\n`);
    expect(bothWays(runtime, args).servedByHelper).toBe(1);
  });

  it('with REPOMAP_HELPER=1 and none running, the map runs here and a helper starts for the next', () => {
    const runtime = temporaryDir('repomap-helper-rt-');
    chmodSync(runtime, 0o700);
    started.push(runtime);
    const args = ['map', root, '--tokens', '500'];
    const local = runCli(args, { env: { REPOMAP_HELPER: '0' } });
    const first = runCli(args, { env: { XDG_RUNTIME_DIR: runtime, REPOMAP_HELPER: '1' } });
    expect([first.stdout, first.stderr, first.status]).toEqual([local.stdout, local.stderr, local.status]);
    expect(waitFor(() => helperPid(runtime) !== null), 'a helper answers').toBe(true);
    expect(bothWays(runtime, args).servedByHelper).toBe(1);
    // Without REPOMAP_HELPER=1 no helper is started.
    const unset = temporaryDir('repomap-helper-rt-');
    chmodSync(unset, 0o700);
    expect(runCli(args, { env: { XDG_RUNTIME_DIR: unset, REPOMAP_HELPER: '' } }).stdout).toBe(local.stdout);
    expect(existsSync(join(unset, 'repomap'))).toBe(false);
  });

  it('a client of another build does not use the helper', () => {
    const runtime = startHelper();
    // This build's client entry with another build's identity (it imports node's modules only).
    const client = readFileSync(CLI, 'utf8');
    const other = client
      .replace(/const BUILD = "[^"\n]*";/, 'const BUILD = "0.0.0+another-build";')
      .replace('const CLI = "./cli.js";', `const CLI = ${JSON.stringify(pathToFileURL(join(CLI, '..', 'cli.js')).href)};`);
    expect(other).toContain('another-build');
    expect(other).toContain('file://');
    const otherClient = join(temporaryDir('repomap-helper-build-'), 'main.js');
    writeFileSync(otherClient, other);
    const args = ['map', root, '--tokens', '500'];
    const local = runCli(args, { env: { REPOMAP_HELPER: '0' } });
    const before = served(runtime);
    const helped = spawnSync(process.execPath, [otherClient, ...args], {
      encoding: 'utf8',
      env: { ...process.env, REPOMAP_DEBUG: '', XDG_RUNTIME_DIR: runtime, REPOMAP_HELPER: '1' },
      timeout: 60_000,
    });
    expect([helped.stdout, helped.stderr, helped.status]).toEqual([local.stdout, local.stderr, local.status]);
    expect(served(runtime)).toBe(before);
  });

  it('exits when its socket file is removed, and removes its pid file', () => {
    const runtime = startHelper();
    const pid = helperPid(runtime)!;
    const dir = join(runtime, 'repomap');
    rmSync(join(dir, 'helper.sock'));
    expect(waitFor(() => !alive(pid)), 'the helper exited').toBe(true);
    expect(existsSync(join(dir, 'helper.pid'))).toBe(false);
  });

  it('stop stops it and status says so', () => {
    const runtime = startHelper();
    const pid = helperPid(runtime)!;
    expect(runCli(['helper', 'stop'], { env: { XDG_RUNTIME_DIR: runtime } }).stdout).toBe(`helper stopped: pid ${pid}\n`);
    expect(alive(pid)).toBe(false);
    expect(runCli(['helper', 'status'], { env: { XDG_RUNTIME_DIR: runtime } }).stdout).toBe('no helper running\n');
    expect(existsSync(join(runtime, 'repomap', 'helper.sock'))).toBe(false);
  });
});
