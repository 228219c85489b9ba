// The client's side of the helper: send the command line to a running helper and replay its
// answer, or say that the command must run here (no helper, one not to be trusted, one of another
// build, one busy too long, one that died mid-answer). Part of the client's small entry.
import { connect } from 'node:net';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { processAlive, processStopped } from '../lstat.js';
import { directoryProblem, helperDirectory, PID_NAME, SOCKET_NAME, socketProblem } from './place.js';
import { lineReader, QUEUE_WAIT_MS, STOPPED_WAIT_MS, type RunAnswer, type RunRequest, type Write } from './protocol.js';

/** The commands a helper answers: a map, which reads no stdin and leaves no process behind it. */
export function servedByHelper(argv: readonly string[], env: NodeJS.ProcessEnv): boolean {
  return env.REPOMAP_HELPER === '1' && argv[0] === 'map';
}

/**
 * The helper's answer to `argv`, or why the command runs in this process: `absent` when no
 * helper listens (none started, or a killed one's files just removed), null for any other reason.
 */
export async function askHelper(argv: string[], build: string): Promise<{ writes: Write[]; code: number } | 'absent' | null> {
  const dir = helperDirectory();
  if (dir === null) return null;
  const refuse = (problem: string): 'absent' | null => {
    if (problem === 'missing') return 'absent';
    process.stderr.write(`repomap: not using the helper: ${problem}\n`);
    return null;
  };
  const dirProblem = directoryProblem(dir);
  if (dirProblem) return refuse(dirProblem);
  const socket = join(dir, SOCKET_NAME);
  const sockProblem = socketProblem(socket);
  if (sockProblem) return refuse(sockProblem);
  const request: RunRequest = {
    op: 'run',
    build,
    argv,
    cwd: process.cwd(),
    env: process.env as Record<string, string>,
    umask: process.umask(),
    stdoutTTY: process.stdout.isTTY === true,
    stderrTTY: process.stderr.isTTY === true,
  };
  const answer = await exchange(socket, request, helperPid(dir));
  if (answer === 'stale') return removeIfStale(dir) ? 'absent' : null;
  return answer;
}

function exchange(socket: string, request: RunRequest, pid: number | null): Promise<{ writes: Write[]; code: number } | null | 'stale'> {
  return new Promise((resolve) => {
    const client = connect(socket);
    let settled = false;
    const settle = (value: { writes: Write[]; code: number } | null | 'stale'): void => {
      if (settled) return;
      settled = true;
      clearTimeout(queued);
      clearInterval(watch);
      client.destroy();
      resolve(value);
    };
    // A helper busy with another request past this time: the command runs here.
    const queued = setTimeout(() => settle(null), QUEUE_WAIT_MS);
    // A helper held stopped, before or after it took the request up: the command runs here.
    let stoppedSince: number | null = null;
    const watch = pid === null ? undefined : setInterval(() => {
      if (!processStopped(pid)) {
        stoppedSince = null;
      } else if (stoppedSince === null) {
        stoppedSince = Date.now();
      } else if (Date.now() - stoppedSince >= STOPPED_WAIT_MS) {
        process.stderr.write(`repomap: not using the helper: its process is stopped (pid ${pid})\n`);
        settle(null);
      }
    }, STOPPED_WAIT_MS / 5);
    client.on('connect', () => client.write(`${JSON.stringify(request)}\n`));
    client.on(
      'data',
      lineReader((line) => {
        let answer: RunAnswer;
        try {
          answer = JSON.parse(line) as RunAnswer;
        } catch {
          return settle(null);
        }
        if ('started' in answer) clearTimeout(queued);
        else if ('refused' in answer) settle(null);
        else settle({ writes: answer.writes, code: answer.code });
      }),
    );
    // No listener on the socket (a helper killed): 'stale', to check for a stale pid. Any other
    // end before the answer (the helper died mid-request): the command runs here.
    client.on('error', (error: NodeJS.ErrnoException) => settle(error.code === 'ECONNREFUSED' ? 'stale' : null));
    client.on('close', () => settle(null));
  });
}

/** The helper's process id from its pid file, or null when there is none to read. */
function helperPid(dir: string): number | null {
  let pid: number;
  try {
    pid = Number(readFileSync(join(dir, PID_NAME), 'utf8').trim());
  } catch {
    return null;
  }
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

/** A socket no process listens on, and a pid file naming a process that is gone: both removed (true). */
function removeIfStale(dir: string): boolean {
  const pid = helperPid(dir);
  if (pid !== null && processAlive(pid)) return false;
  rmSync(join(dir, SOCKET_NAME), { force: true });
  rmSync(join(dir, PID_NAME), { force: true });
  return true;
}

/**
 * Start a helper for the next commands (this one runs here): `repomap helper serve`, detached,
 * from this same entry. Two clients starting one at once leave one helper: the second finds the
 * first listening, or replaces its socket, and the first exits when its socket is replaced.
 */
export async function startHelperInBackground(): Promise<void> {
  const script = process.argv[1];
  if (!script) return;
  const { spawn } = await import('node:child_process');
  try {
    const child = spawn(process.execPath, [script, 'helper', 'serve'], { detached: true, stdio: 'ignore', cwd: '/', windowsHide: true });
    child.on('error', () => {});
    child.unref();
  } catch {
    // No helper this time: the next command tries again.
  }
}


/** Replay a helper's answer: the command's writes in their order, and its exit code. */
export function replay(writes: readonly Write[]): void {
  for (const [fd, data] of writes) (fd === 1 ? process.stdout : process.stderr).write(Buffer.from(data, 'base64'));
}
