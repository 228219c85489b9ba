// `repomap helper start|stop|status`: the long-lived helper that answers `repomap map` for the
// clients of the same user and build when REPOMAP_HELPER=1 (client.ts, helper/ask.ts), and
// `repomap helper serve`, the helper itself (helper/serve.ts), which `start` runs detached.
import { spawn } from 'node:child_process';
import { connect } from 'node:net';
import { join } from 'node:path';
import { UsageError } from '../errors.js';
import { processAlive } from '../lstat.js';
import { directoryProblem, ensureHelperDirectory, helperDirectory, SOCKET_NAME, socketProblem } from './place.js';
import { BUILD_KEY, lineReader, type Status } from './protocol.js';
import { type RunCli, serve } from './serve.js';

const USAGE = `usage: repomap helper start|stop|status

A long-lived process of yours that answers \`repomap map\` with its modules already loaded:
the same output and exit code as a fresh process, in less time. Used only while
REPOMAP_HELPER=1 is set; it exits after 10 idle minutes.
  start    start it (in the background) unless one of this build runs
  stop     stop it
  status   say whether one runs, its process id and build
`;

/** How long `start` and `stop` wait for the helper to come up or go. */
const WAIT_MS = 10_000;

export async function runHelper(argv: string[], runCli: RunCli): Promise<number> {
  const [sub, ...rest] = argv;
  if (sub === undefined || sub === '--help' || sub === '-h' || sub === 'help') {
    process.stdout.write(USAGE);
    return sub === undefined ? 2 : 0;
  }
  if (rest.length) throw new UsageError(`helper ${sub}: unexpected argument '${rest[0]}'`);
  const dir = helperDirectory();
  if (dir === null) throw new UsageError('the helper needs a system with user ids (not Windows)');
  const build = (globalThis as Record<symbol, unknown>)[BUILD_KEY];
  if (typeof build !== 'string') throw new UsageError('the helper runs only from the built CLI (dist/cli/main.js)');
  switch (sub) {
    case 'serve':
      await serve(dir, build, runCli);
      return new Promise<number>(() => {});
    case 'start':
      return start(dir, build);
    case 'stop':
      return stop(dir);
    case 'status': {
      const now = await statusOf(dir);
      process.stdout.write(now ? `helper running: pid ${now.pid}, build ${now.build}, ${now.served} requests served since ${now.startedAt}\n` : 'no helper running\n');
      return 0;
    }
    default:
      throw new UsageError(`helper: unknown subcommand '${sub}' (start, stop or status)`);
  }
}

async function start(dir: string, build: string): Promise<number> {
  try {
    ensureHelperDirectory(dir);
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const running = await statusOf(dir);
  if (running && running.build === build) {
    process.stdout.write(`helper already running: pid ${running.pid}\n`);
    return 0;
  }
  if (running) throw new UsageError(`a helper of another build runs (pid ${running.pid}, build ${running.build}): repomap helper stop first`);
  const script = process.argv[1];
  if (!script) throw new UsageError('cannot tell where the CLI is to start the helper');
  const child = spawn(process.execPath, [script, 'helper', 'serve'], { detached: true, stdio: 'ignore', cwd: dir, windowsHide: true });
  child.on('error', () => {});
  child.unref();
  for (const deadline = Date.now() + WAIT_MS; Date.now() < deadline; await sleep(50)) {
    const now = await statusOf(dir);
    if (now) {
      process.stdout.write(`helper started: pid ${now.pid}\n`);
      return 0;
    }
  }
  process.stderr.write('repomap: the helper did not start\n');
  return 1;
}

async function stop(dir: string): Promise<number> {
  const running = await statusOf(dir);
  if (!running) {
    process.stdout.write('no helper running\n');
    return 0;
  }
  process.kill(running.pid, 'SIGTERM');
  for (const deadline = Date.now() + WAIT_MS; Date.now() < deadline; await sleep(50)) {
    if (!processAlive(running.pid)) {
      process.stdout.write(`helper stopped: pid ${running.pid}\n`);
      return 0;
    }
  }
  process.stderr.write(`repomap: the helper (pid ${running.pid}) did not stop\n`);
  return 1;
}

/** What the helper listening in `dir` says of itself, or null: none, or none to be trusted. */
export function statusOf(dir: string): Promise<Status | null> {
  const socket = join(dir, SOCKET_NAME);
  if (directoryProblem(dir) !== null || socketProblem(socket) !== null) return Promise.resolve(null);
  return new Promise((resolve) => {
    const client = connect(socket);
    const done = (status: Status | null): void => {
      clearTimeout(timer);
      client.destroy();
      resolve(status);
    };
    const timer = setTimeout(() => done(null), WAIT_MS);
    client.on('connect', () => client.write(`${JSON.stringify({ op: 'status' })}\n`));
    client.on(
      'data',
      lineReader((line) => {
        try {
          done(JSON.parse(line) as Status);
        } catch {
          done(null);
        }
      }),
    );
    client.on('error', () => done(null));
    client.on('close', () => done(null));
  });
}


function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
