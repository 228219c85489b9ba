// Node's modules only: the CLI's small client entry (cli/client.ts) imports this.
import { lstatSync, readFileSync, type Stats } from 'node:fs';

/** lstat, or null when nothing is there (any other error is thrown). */
export function lstatOrNull(path: string): Stats | null {
  try {
    return lstatSync(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * Whether a process of this id exists (one of another user's counts). A zombie does not: a helper
 * killed while orphaned stays one where nothing reaps it (a container whose first process does not).
 */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  return !exitedUnreaped(pid);
}

/** Linux: the process's state in /proc is Z (zombie) or X (dead). Elsewhere, or unreadable: false. */
function exitedUnreaped(pid: number): boolean {
  const state = processState(pid);
  return state === 'Z' || state === 'X';
}

/**
 * Whether the process is stopped (SIGSTOP, SIGTSTP, a debugger's trace stop): it takes no work
 * until someone resumes it. Linux only; elsewhere, or unreadable: false.
 */
export function processStopped(pid: number): boolean {
  const state = processState(pid);
  return state === 'T' || state === 't';
}

/** The state letter of /proc/PID/stat (R, S, D, T, t, Z, X …), or null where there is none to read. */
function processState(pid: number): string | null {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'latin1');
  } catch {
    return null;
  }
  // "pid (comm) S ...": the command name may hold spaces and parentheses, the state follows the last ')'.
  return stat.charAt(stat.lastIndexOf(')') + 2) || null;
}
