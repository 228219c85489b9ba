// Reading files of an untrusted repository. A path is resolved inside the
// root explicitly (in-root symlinks followed by realpath, never by open),
// only a regular file is ever opened (FIFOs, sockets and devices are judged
// by lstat and never touched), it is opened with O_NOFOLLOW and O_NONBLOCK,
// and the descriptor is checked to be the file that was validated (device,
// inode, and on Linux the path the kernel says it holds), so a path swapped
// between the check and the open is refused instead of read.
import { closeSync, constants, existsSync, fstatSync, lstatSync, openSync, readSync, readlinkSync, realpathSync, type Stats } from 'node:fs';
import { isAbsolute, join, relative, sep } from 'node:path';
import { DEFAULT_SECRETS, type SecretRules } from './secrets.js';

/** Why a file was not opened. */
export type Refusal = 'missing' | 'outside-root' | 'not-a-file' | 'secret' | 'unreadable' | 'changed';

export interface ResolvedFile {
  /** The repository-relative POSIX path that was asked for. */
  path: string;
  /** Absolute path of the file itself (symlinks resolved). */
  realPath: string;
  /** lstat of `realPath`: what the opened descriptor must still be. */
  stats: Stats;
}

export type Resolution = ({ kind: 'file' } & ResolvedFile) | { kind: Refusal; path: string };

export type FileRead =
  /** `bytes` is the whole file, or its first `limit` bytes when `truncated` (the file is longer). */
  | { kind: 'bytes'; bytes: Buffer; truncated: boolean; size: number }
  | { kind: 'changed' | 'unreadable' };

const OPEN_FLAGS = constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK | constants.O_NOCTTY;
const READ_CHUNK = 1 << 16;
const PROC_FD = existsSync('/proc/self/fd') ? '/proc/self/fd/' : null;

/** The files of one repository root, opened only when they are safe to read. */
export class FileGuard {
  readonly realRoot: string;

  constructor(
    readonly root: string,
    readonly secrets: SecretRules = DEFAULT_SECRETS,
  ) {
    this.realRoot = realpathSync.native(root);
  }

  /** Classify a repository-relative path without opening anything. */
  resolve(path: string): Resolution {
    if (isAbsolute(path) || path.split('/').includes('..')) return { kind: 'outside-root', path };
    if (this.secrets.matches(path)) return { kind: 'secret', path };
    const absolute = join(this.realRoot, path);
    let stats: Stats;
    try {
      stats = lstatSync(absolute);
    } catch (error) {
      return { kind: missing(error) ? 'missing' : 'unreadable', path };
    }
    let realPath = absolute;
    if (stats.isSymbolicLink() || !stats.isFile()) {
      if (!stats.isSymbolicLink()) return { kind: 'not-a-file', path };
      try {
        realPath = realpathSync.native(absolute);
        stats = lstatSync(realPath);
      } catch (error) {
        return { kind: missing(error) ? 'missing' : 'unreadable', path };
      }
      const target = this.relativeToRoot(realPath);
      if (target === null) return { kind: 'outside-root', path };
      if (this.secrets.matches(target)) return { kind: 'secret', path };
      if (!stats.isFile()) return { kind: 'not-a-file', path };
    }
    return { kind: 'file', path, realPath, stats };
  }

  /**
   * Open a resolved file and read at most `limit` bytes of it (reading one more proves a
   * longer file is longer). A file that is no longer the one resolved is `changed`.
   */
  read(file: ResolvedFile, limit: number = Number.MAX_SAFE_INTEGER): FileRead {
    let fd: number;
    try {
      fd = openSync(file.realPath, OPEN_FLAGS);
    } catch (error) {
      return { kind: (error as NodeJS.ErrnoException).code === 'ELOOP' ? 'changed' : 'unreadable' };
    }
    try {
      const stats = fstatSync(fd);
      if (!stats.isFile() || stats.ino !== file.stats.ino || stats.dev !== file.stats.dev) return { kind: 'changed' };
      if (!this.holdsFileInside(fd, file.realPath)) return { kind: 'changed' };
      const cap = Math.max(0, Math.floor(limit));
      const chunks: Buffer[] = [];
      let total = 0;
      let next = Math.min(stats.size, cap) + 1;
      while (next > 0) {
        const chunk = Buffer.allocUnsafe(next);
        let filled = 0;
        while (filled < chunk.length) {
          const read = readSync(fd, chunk, filled, chunk.length - filled, null);
          if (read === 0) break;
          filled += read;
        }
        chunks.push(filled === chunk.length ? chunk : chunk.subarray(0, filled));
        total += filled;
        if (filled < chunk.length) break; // end of file
        next = Math.min(READ_CHUNK, cap + 1 - total);
      }
      const all = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, total);
      const truncated = total > cap;
      return { kind: 'bytes', bytes: truncated ? all.subarray(0, cap) : all, truncated, size: Math.max(stats.size, total) };
    } catch {
      return { kind: 'unreadable' };
    } finally {
      closeSync(fd);
    }
  }

  /** Resolve and read in one step. */
  readPath(path: string, limit?: number): FileRead | { kind: Refusal } {
    const resolved = this.resolve(path);
    return resolved.kind === 'file' ? this.read(resolved, limit) : resolved;
  }

  /** A real absolute path as a root-relative POSIX path, or null when it lies outside the root. */
  relativeToRoot(realPath: string): string | null {
    return relativeInside(this.realRoot, realPath);
  }

  /**
   * What the kernel says the descriptor holds must lie inside the root and not be a secret:
   * this catches a directory on the path swapped for a symlink after the path was resolved.
   */
  private holdsFileInside(fd: number, resolved: string): boolean {
    if (PROC_FD === null) return true;
    let held: string;
    try {
      held = readlinkSync(PROC_FD + fd);
    } catch {
      return true; // no /proc for this process (a sandbox): the device and inode check stands
    }
    // The common case: the path that resolve() checked, inside the root and not a secret.
    if (held === resolved) return true;
    const rel = this.relativeToRoot(held);
    return rel !== null && !this.secrets.matches(rel);
  }
}

/** `absolute` as a POSIX path relative to `root`, or null when it lies outside (lexically). */
export function relativeInside(root: string, absolute: string): string | null {
  const rel = relative(root, absolute);
  if (rel === '') return '';
  if (rel === '..' || rel.startsWith(`..${sep}`) || isAbsolute(rel)) return null;
  return sep === '/' ? rel : rel.split(sep).join('/');
}

function missing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'ELOOP' || code === 'ENAMETOOLONG';
}
