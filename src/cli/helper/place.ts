// Where the long-lived helper listens, and the trust checks made before every use of it. The
// helper answers on a unix socket in a directory of the user's own: `$XDG_RUNTIME_DIR/repomap`
// when that is set, else `<tmpdir>/repomap-<uid>`. Only what the user alone can open is used: the
// directory must be a directory (never a link), owned by the user, with no group or other bits;
// the socket a socket owned by the user. A client that finds anything else runs the command
// itself. This module is part of the client's small entry: it imports node's modules only.
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { lstatOrNull } from '../lstat.js';

export const SOCKET_NAME = 'helper.sock';
export const PID_NAME = 'helper.pid';

/** The helper's directory for this user, or null where there are no user ids (Windows). */
export function helperDirectory(env: NodeJS.ProcessEnv = process.env): string | null {
  if (typeof process.getuid !== 'function') return null;
  const runtime = env.XDG_RUNTIME_DIR;
  // Only an absolute XDG_RUNTIME_DIR counts (the specification says to ignore a relative one).
  if (runtime && runtime.startsWith('/')) return join(runtime, 'repomap');
  return join(tmpdir(), `repomap-${process.getuid()}`);
}

/**
 * Why `dir` cannot be trusted, or null when it can: it must be a directory, not a link, owned
 * by this user, granting nothing to group or others. `missing` when it does not exist.
 */
export function directoryProblem(dir: string): string | null {
  const stats = lstatOrNull(dir);
  if (!stats) return 'missing';
  if (stats.isSymbolicLink()) return `${dir} is a symbolic link`;
  if (!stats.isDirectory()) return `${dir} is not a directory`;
  if (stats.uid !== process.getuid!()) return `${dir} is not owned by this user`;
  if ((stats.mode & 0o077) !== 0) return `${dir} is open to other users (mode ${(stats.mode & 0o777).toString(8)})`;
  return null;
}

/** Why the socket at `path` cannot be used, or null: it must be a socket of this user's. `missing` when absent. */
export function socketProblem(path: string): string | null {
  const stats = lstatOrNull(path);
  if (!stats) return 'missing';
  if (!stats.isSocket()) return `${path} is not a socket`;
  if (stats.uid !== process.getuid!()) return `${path} is not owned by this user`;
  return null;
}

/** The helper's directory made (mode 0700) when missing, then checked; throws when it cannot be trusted. */
export function ensureHelperDirectory(dir: string): void {
  try {
    mkdirSync(dir, { mode: 0o700 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const problem = directoryProblem(dir);
  if (problem) throw new Error(`not using the helper's directory: ${problem}`);
}

/** The socket's inode, or null when there is none (the helper watches that it stays its own). */
export function inodeOf(path: string): number | null {
  return lstatOrNull(path)?.ino ?? null;
}
