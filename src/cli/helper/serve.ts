// The long-lived helper (`repomap helper serve`, started detached by `repomap helper start`): it
// keeps the CLI's modules loaded and compiled, and runs each client's command line through the
// CLI's own runCli, one at a time, in the client's place: its working directory, environment,
// umask and terminals, with stdout and stderr captured in order and sent back with the exit
// code. It exits after IDLE_MS without a request, when its socket file is removed or replaced,
// and on SIGTERM or SIGINT, removing the socket and pid file it made.
import { connect, createServer, type Socket } from 'node:net';
import { chmodSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensureHelperDirectory, inodeOf, PID_NAME, SOCKET_NAME, socketProblem } from './place.js';
import { lineReader, type Request, type RunRequest, type Status, type Write } from './protocol.js';
import { forgetConfigs } from '../config.js';
import { keepOptimizer } from '../short-run.js';
import { setRepositorySource } from '../session.js';
import { RepositoryKeeper } from './keeper.js';

/** A helper no one used for this long exits. */
const IDLE_MS = 10 * 60_000;
/** How often the helper checks that its socket file is still the one it bound. */
const WATCH_MS = 1_000;
/**
 * Tests only (test/cli/helper-crash.test.ts): a file path in the helper's own environment at its
 * start makes it send half of its first answer, create that file and answer nothing more, so a
 * test can kill it mid-answer. A repository's config cannot set it, nor can a client's request
 * (the helper reads its own environment once, before any request replaces it).
 */
const STALL_ENV = 'REPOMAP_TEST_HELPER_STALL';

export type RunCli = (argv: string[]) => Promise<number>;

/** Serve until told to stop; `build` is this process's build, the only one it answers. */
export async function serve(dir: string, build: string, runCli: RunCli): Promise<void> {
  ensureHelperDirectory(dir);
  const stallFile = process.env[STALL_ENV] || null;
  const socketPath = join(dir, SOCKET_NAME);
  const pidPath = join(dir, PID_NAME);
  // The CLI's map turns V8's optimizing compiler off for a short run; a long-lived process wants it.
  keepOptimizer();
  const keeper = new RepositoryKeeper();
  setRepositorySource(keeper);
  const status: Status & { busy: boolean } = { pid: process.pid, build, served: 0, startedAt: new Date().toISOString(), busy: false };
  let queue: Promise<void> = Promise.resolve();
  const server = createServer((socket) => {
    socket.on('error', () => {});
    socket.on(
      'data',
      lineReader((line) => {
        let request: Request;
        try {
          request = JSON.parse(line) as Request;
        } catch {
          socket.destroy();
          return;
        }
        if (request.op === 'status') {
          const { busy: _busy, ...shown } = status;
          socket.end(`${JSON.stringify(shown)}\n`);
        } else if (request.op === 'run') {
          // A request that failed to run (its directory gone) ends the connection: the client runs it.
          queue = queue.then(() => answer(socket, request, build, runCli, status, stallFile)).catch(() => {
            socket.destroy();
          });
        } else {
          socket.destroy();
        }
      }),
    );
  });
  await removeStaleSocket(socketPath);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolve());
  });
  chmodSync(socketPath, 0o600);
  const inode = inodeOf(socketPath);
  writeFileSync(`${pidPath}.${process.pid}`, `${process.pid}\n`, { mode: 0o600 });
  renameSync(`${pidPath}.${process.pid}`, pidPath);

  let idle = setTimeout(stopIfIdle, IDLE_MS);
  const watch = setInterval(() => {
    if (inodeOf(socketPath) !== inode) stop();
  }, WATCH_MS);
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  server.on('connection', () => {
    clearTimeout(idle);
    idle = setTimeout(stopIfIdle, IDLE_MS);
  });

  function stopIfIdle(): void {
    if (status.busy) idle = setTimeout(stopIfIdle, IDLE_MS);
    else stop();
  }

  function stop(): void {
    clearTimeout(idle);
    clearInterval(watch);
    server.close();
    keeper.closeAll();
    // Only what is still this helper's: a socket or pid file put in their place is left alone.
    if (inodeOf(socketPath) === inode) rmSync(socketPath, { force: true });
    try {
      if (readFileSync(pidPath, 'utf8').trim() === String(process.pid)) rmSync(pidPath, { force: true });
    } catch {
      // No pid file: nothing to remove.
    }
    process.exit(0);
  }
}

/**
 * A socket file left by a helper that was killed (no one listens on it) is removed before
 * listening; a live helper's, or anything not a socket of this user's, stops this one.
 */
async function removeStaleSocket(socketPath: string): Promise<void> {
  const problem = socketProblem(socketPath);
  if (problem === 'missing') return;
  if (problem) throw new Error(`not using the helper's socket: ${problem}`);
  const listening = await new Promise<boolean>((resolve) => {
    const probe = connect(socketPath);
    probe.on('connect', () => {
      probe.destroy();
      resolve(true);
    });
    probe.on('error', () => resolve(false));
  });
  if (listening) throw new Error('a helper is already running');
  rmSync(socketPath, { force: true });
}

/** Run one request (or refuse one of another build) and send the answer; a client gone is skipped. */
async function answer(
  socket: Socket,
  request: RunRequest,
  build: string,
  runCli: RunCli,
  status: Status & { busy: boolean },
  stallFile: string | null,
): Promise<void> {
  if (socket.destroyed || !socket.writable) return;
  if (request.build !== build) {
    socket.end(`${JSON.stringify({ refused: 'build' })}\n`);
    return;
  }
  socket.write(`${JSON.stringify({ started: true })}\n`);
  status.busy = true;
  let ran;
  try {
    ran = await runInPlace(request, runCli);
  } finally {
    status.busy = false;
  }
  const { writes, code } = ran;
  status.served++;
  const line = `${JSON.stringify({ writes, code })}\n`;
  if (stallFile !== null) {
    socket.write(line.slice(0, line.length >> 1));
    writeFileSync(stallFile, `${process.pid}\n`);
    return new Promise<void>(() => {});
  }
  socket.end(line);
}

/** The command line run with the client's directory, environment, umask and terminals; its writes captured. */
async function runInPlace(request: RunRequest, runCli: RunCli): Promise<{ writes: Write[]; code: number }> {
  const writes: Write[] = [];
  const saved = {
    cwd: process.cwd(),
    env: { ...process.env },
    umask: process.umask(),
    stdoutTTY: process.stdout.isTTY,
    stderrTTY: process.stderr.isTTY,
    stdoutWrite: process.stdout.write,
    stderrWrite: process.stderr.write,
  };
  const capture = (fd: 1 | 2) =>
    function write(chunk: string | Uint8Array, encoding?: BufferEncoding | ((error?: Error | null) => void), done?: (error?: Error | null) => void): boolean {
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8') : Buffer.from(chunk);
      writes.push([fd, bytes.toString('base64')]);
      const callback = typeof encoding === 'function' ? encoding : done;
      if (callback) process.nextTick(callback);
      return true;
    } as typeof process.stdout.write;
  process.chdir(request.cwd);
  try {
    setEnvironment(request.env);
    process.umask(request.umask);
    process.stdout.isTTY = request.stdoutTTY;
    process.stderr.isTTY = request.stderrTTY;
    process.stdout.write = capture(1);
    process.stderr.write = capture(2);
    // `.repomap.json` is read again for every request, as a fresh process reads it.
    forgetConfigs();
    const code = await runCli(request.argv);
    return { writes, code };
  } finally {
    process.stdout.write = saved.stdoutWrite;
    process.stderr.write = saved.stderrWrite;
    process.stdout.isTTY = saved.stdoutTTY;
    process.stderr.isTTY = saved.stderrTTY;
    process.umask(saved.umask);
    setEnvironment(saved.env);
    process.chdir(saved.cwd);
  }
}

/** Replace the environment in place (process.env's setters reach the native environment too). */
function setEnvironment(env: Record<string, string | undefined>): void {
  for (const key of Object.keys(process.env)) if (!(key in env)) delete process.env[key];
  for (const [key, value] of Object.entries(env)) if (value !== undefined && process.env[key] !== value) process.env[key] = value;
}
