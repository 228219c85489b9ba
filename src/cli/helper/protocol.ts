// The helper's wire format: one JSON line each way on a unix socket. A client sends a request;
// the helper answers a run with `started` when it takes the request up (a client waits for that
// only so long: the helper may be busy with another) and then the command's writes, in order, and
// its exit code. Part of the client's small entry: no import beyond node's.

/** A command line to run as a fresh `repomap` process in the client's place would run it. */
export interface RunRequest {
  op: 'run';
  /** The client's build (version and bundle hash): a helper of another build does not answer. */
  build: string;
  argv: string[];
  cwd: string;
  env: Record<string, string>;
  umask: number;
  stdoutTTY: boolean;
  stderrTTY: boolean;
}

export interface StatusRequest {
  op: 'status';
}

export type Request = RunRequest | StatusRequest;

export interface Status {
  pid: number;
  build: string;
  served: number;
  startedAt: string;
}

/** A write of the command: 1 stdout, 2 stderr; the bytes in base64. */
export type Write = [1 | 2, string];

export type RunAnswer = { started: true } | { refused: 'build' } | { writes: Write[]; code: number };

/** How long a client waits for a busy helper to take its request up before running the command itself. */
export const QUEUE_WAIT_MS = 5_000;
/**
 * How long a client waits on a helper the system holds stopped (SIGSTOP, a debugger) before it
 * runs the command itself: a stopped helper never finishes an answer it has started.
 */
export const STOPPED_WAIT_MS = 1_000;

/** Where the client entry keeps its build for the helper process (set before the CLI loads). */
export const BUILD_KEY = Symbol.for('repomap.build');

/** Reads JSON lines from a socket's data events (a long answer comes in many chunks: each is searched once). */
export function lineReader(onLine: (line: string) => void): (chunk: Buffer) => void {
  let pending: Buffer[] = [];
  return (chunk) => {
    for (let end = chunk.indexOf(10); end >= 0; end = chunk.indexOf(10)) {
      pending.push(chunk.subarray(0, end));
      const line = Buffer.concat(pending).toString('utf8');
      pending = [];
      chunk = chunk.subarray(end + 1);
      onLine(line);
    }
    if (chunk.length) pending.push(chunk);
  };
}
