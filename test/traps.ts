// Files whose opening or reading is visible, to prove that repomap never
// touched them (instead of trusting that a path which does not exist was not read).
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { PROJECT_ROOT } from './helpers.js';

export interface FifoTrap {
  path: string;
  /** Whether anything opened the FIFO since it was armed (no sleeps: both states are stable until then). */
  opened(): Promise<boolean>;
  dispose(): void;
}

const traps: ChildProcess[] = [];

/** Kill every trap's writer (call in afterEach). */
export function disposeTraps(): void {
  for (const child of traps.splice(0)) child.kill('SIGKILL');
}

function procFile(pid: number, name: string): string {
  try {
    return readFileSync(`/proc/${pid}/${name}`, 'utf8').trim();
  } catch {
    return '';
  }
}

/** openat(2)'s number, for /proc/<pid>/syscall, where the kernel's wait function has another name. */
const OPENAT: Partial<Record<string, string>> = { x64: '257', arm64: '56' };

/** Whether the process sleeps inside open(2) of a FIFO, waiting for a reader. */
function blockedInOpen(pid: number): boolean {
  const wchan = procFile(pid, 'wchan');
  if (wchan === 'wait_for_partner' || wchan === 'fifo_open' || wchan === 'pipe_wait') return true;
  const syscall = procFile(pid, 'syscall').split(' ')[0];
  return syscall !== undefined && syscall === OPENAT[process.arch] && procFile(pid, 'stat').split(') ')[1]?.startsWith('S') === true;
}

/**
 * A FIFO at `path` with a writer blocked in open(2) until someone opens it for reading; the
 * writer then prints `opened` and writes `content`. Resolves once the writer is blocked
 * (the kernel says it waits for a partner), so the trap is armed before the test goes on.
 */
export async function armFifoTrap(path: string, content = 'LEAKED-FROM-FIFO\n'): Promise<FifoTrap> {
  execFileSync('mkfifo', [path]);
  const writer = spawn('sh', ['-c', 'exec 3>"$1"; echo opened; printf "%s" "$2" >&3', 'sh', path, content], {
    stdio: ['ignore', 'pipe', 'ignore'],
    timeout: 300_000,
  });
  traps.push(writer);
  let output = '';
  writer.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => writer.once('exit', () => resolve()));
  const blocked = (): boolean => blockedInOpen(writer.pid!);
  await until(() => blocked() || output.includes('opened'), 'the FIFO writer never blocked in open(2)');
  return {
    path,
    opened: async () => {
      // Stable answers only: the writer reported the open, or it still waits for a reader.
      await until(() => output.includes('opened') || blocked() || writer.exitCode !== null, 'the FIFO writer is in an unknown state');
      if (output.includes('opened')) return true;
      if (writer.exitCode !== null) {
        await exited;
        return output.includes('opened');
      }
      return false;
    },
    dispose: () => writer.kill('SIGKILL'),
  };
}

async function until(condition: () => boolean, failure: string): Promise<void> {
  // Polling a stable condition, not waiting for an order of events: up to 30 s.
  for (let attempt = 0; attempt < 6000; attempt++) {
    if (condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(failure);
}

export interface ReadTrap {
  path: string;
  /** Whether the file's content was read since it was armed (its access time moved). */
  wasRead(): boolean;
}

const LONG_AGO = new Date('2001-01-01T00:00:00Z');

/**
 * A regular file whose access time is set far in the past (before its modification time):
 * on a relatime or strictatime file system any read moves it. The file system is checked
 * first, so a mount without access times fails loudly instead of passing silently.
 */
export function readTrap(path: string, content = 'LEAKED-OUTSIDE-SECRET\n'): ReadTrap {
  writeFileSync(path, content);
  const arm = (): number => {
    const now = new Date();
    utimesSync(path, LONG_AGO, now);
    return statSync(path).atimeMs;
  };
  arm();
  readFileSync(path);
  if (statSync(path).atimeMs === LONG_AGO.getTime()) throw new Error(`access times are not updated on this file system: cannot detect reads of ${path}`);
  const armed = arm();
  return { path, wasRead: () => statSync(path).atimeMs !== armed };
}

/**
 * A hostile process that swaps, as fast as it can, either `<dir>/race.ts` between a symlink to
 * `target` (an outside file) and a regular file holding `inside content`, or (`directory`) the
 * directory `dir` itself for a symlink to `target` (an outside directory) and back. Each state
 * lasts up to 2 ms, so reads meet all of them. Resolves once it swaps; killed by `disposeTraps`.
 */
export async function startSwapper(dir: string, target: string, what: 'file' | 'directory' = 'file'): Promise<ChildProcess> {
  const swapper = spawn(process.execPath, ['-e', SWAPPER, dir, target, what], { stdio: ['ignore', 'pipe', 'inherit'], timeout: 300_000 });
  traps.push(swapper);
  await new Promise<void>((resolve, reject) => {
    swapper.stdout!.once('data', () => resolve());
    swapper.once('exit', (code) => reject(new Error(`the swapper exited with ${code}`)));
  });
  return swapper;
}

const SWAPPER = `
const fs = require('fs'), path = require('path');
const [dir, target, what] = process.argv.slice(1);
const hold = () => { const end = process.hrtime.bigint() + BigInt(Math.floor(Math.random() * 2e6)); while (process.hrtime.bigint() < end); };
const link = (to, at) => { try { fs.unlinkSync(at); } catch {} fs.symlinkSync(to, at); };
let first = true;
for (;;) {
  if (what === 'file') {
    link(target, path.join(dir, 'race.lnk'));
    fs.renameSync(path.join(dir, 'race.lnk'), path.join(dir, 'race.ts'));
    hold();
    fs.writeFileSync(path.join(dir, 'race.new'), 'inside content\\n');
    fs.renameSync(path.join(dir, 'race.new'), path.join(dir, 'race.ts'));
  } else {
    fs.renameSync(dir, dir + '.real');
    link(target, dir);
    hold();
    fs.unlinkSync(dir);
    fs.renameSync(dir + '.real', dir);
  }
  hold();
  if (first) { process.stdout.write('swapping'); first = false; }
}
`;

/** Another process holding the index's writers' lock at `path` until it is killed (or `disposeTraps`). */
export async function holdIndexLock(path: string): Promise<ChildProcess> {
  const lockModule = pathToFileURL(join(PROJECT_ROOT, 'dist', 'store', 'lock.js')).href;
  const child = spawn(
    process.execPath,
    ['--input-type=module', '-e', `const { IndexLock } = await import(${JSON.stringify(lockModule)}); IndexLock.acquire(process.argv[1]); process.stdout.write('held'); setInterval(() => {}, 1000);`, path],
    { stdio: ['ignore', 'pipe', 'inherit'], timeout: 120_000 },
  );
  traps.push(child);
  await new Promise<void>((resolve, reject) => {
    child.stdout!.once('data', () => resolve());
    child.once('exit', (code) => reject(new Error(`the lock holder exited with ${code}`)));
  });
  return child;
}
