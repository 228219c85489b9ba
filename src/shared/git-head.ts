// HEAD read from the repository's own files, as git stores it, without starting a git process
// (every update asks for HEAD, and a process costs 10-40 ms). Anything this does not know for
// certain (a reftable store, a link, an environment that points git elsewhere, a ref it cannot
// find) answers undefined, and the caller asks git.
import { closeSync, constants, fstatSync, lstatSync, openSync, readSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';

const OBJECT_ID = /^[0-9a-f]{40}(?:[0-9a-f]{24})?$/;
/** A ref name git would accept for HEAD: no `..`, no control or special characters. */
const REF_NAME = /^refs\/(?:[A-Za-z0-9._\-+@/]+)$/;
const SMALL_FILE = 4096;
const PACKED_REFS_MAX = 64 << 20;

/** The commit HEAD names, or undefined when git must say (a branch with no commit yet among those cases). */
export function headFromFiles(root: string): string | undefined {
  if (process.env.GIT_DIR || process.env.GIT_WORK_TREE || process.env.GIT_COMMON_DIR || process.env.GIT_CEILING_DIRECTORIES) return undefined;
  const gitDir = findGitDir(resolve(root));
  if (!gitDir) return undefined;
  const head = readRegularFile(join(gitDir, 'HEAD'), SMALL_FILE)?.trim();
  if (head === undefined) return undefined;
  if (OBJECT_ID.test(head)) return head;
  const ref = /^ref: (.+)$/.exec(head)?.[1];
  if (!ref || !REF_NAME.test(ref) || ref.split('/').some((part) => part === '..' || part === '.' || part === '')) return undefined;
  const commonFile = readRegularFile(join(gitDir, 'commondir'), SMALL_FILE)?.trim();
  const commonDir = commonFile ? resolve(gitDir, commonFile) : gitDir;
  if (exists(join(commonDir, 'reftable'))) return undefined;
  const loose = readRegularFile(join(commonDir, ref), SMALL_FILE)?.trim();
  if (loose !== undefined) return OBJECT_ID.test(loose) ? loose : undefined;
  const packed = readRegularFile(join(commonDir, 'packed-refs'), PACKED_REFS_MAX);
  if (packed === undefined) return undefined;
  for (const line of packed.split('\n')) {
    const space = line.indexOf(' ');
    if (space > 0 && line.slice(space + 1).trimEnd() === ref) {
      const id = line.slice(0, space);
      return OBJECT_ID.test(id) ? id : undefined;
    }
  }
  // Not found: a branch with no commit yet, or a store this does not read. git knows which.
  return undefined;
}

/** The git directory for `dir`: the nearest `.git` directory, or the one a `.git` file names. */
function findGitDir(start: string): string | null {
  for (let dir = start; ; dir = dirname(dir)) {
    const dotGit = join(dir, '.git');
    let stat;
    try {
      stat = lstatSync(dotGit);
    } catch {
      stat = null;
    }
    if (stat?.isDirectory()) return dotGit;
    if (stat?.isFile()) {
      const named = /^gitdir: (.+)$/m.exec(readRegularFile(dotGit, SMALL_FILE) ?? '')?.[1]?.trim();
      if (!named) return null;
      return isAbsolute(named) ? named : resolve(dir, named);
    }
    if (stat) return null; // a link or something else: let git decide
    if (dirname(dir) === dir) return null;
  }
}

function exists(path: string): boolean {
  try {
    lstatSync(path);
    return true;
  } catch {
    return false;
  }
}

/** A regular file's text, never through a link, a FIFO or a device; undefined otherwise or over `max` bytes. */
function readRegularFile(path: string, max: number): string | undefined {
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  } catch {
    return undefined;
  }
  try {
    const stat = fstatSync(fd);
    if (!stat.isFile() || stat.size > max) return undefined;
    const buffer = Buffer.alloc(stat.size);
    let read = 0;
    while (read < buffer.length) {
      const n = readSync(fd, buffer, read, buffer.length - read, read);
      if (n === 0) break;
      read += n;
    }
    return buffer.subarray(0, read).toString('utf8');
  } catch {
    return undefined;
  } finally {
    closeSync(fd);
  }
}
