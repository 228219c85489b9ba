import { closeSync, existsSync, mkdirSync, openSync, writeSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { AuditRecord } from './types.js';

/** `<root>/.repomap/audit.jsonl`, next to the index (and ignored by git like it). */
export function defaultAuditPath(root: string): string {
  return join(root, '.repomap', 'audit.jsonl');
}

/**
 * Append the record as one JSON line.
 *
 * Concurrency: the whole line is built first and written with a single write(2) on a
 * descriptor opened with O_APPEND. POSIX makes each such write land at the end of the file
 * as one unit, and on local file systems Linux holds the inode lock for the whole write,
 * so lines from concurrent runs never interleave or overwrite each other. A short write
 * (disk full) is reported as an error rather than completed with a second write that could
 * interleave. (Not guaranteed on NFS, where O_APPEND is emulated; keep audit files local.)
 */
export function appendAuditLine(path: string, record: AuditRecord): void {
  const line = Buffer.from(`${JSON.stringify(record)}\n`, 'utf8');
  const dir = dirname(path);
  mkdirSync(dir, { recursive: true });
  if (basename(dir) === '.repomap') {
    const gitignore = join(dir, '.gitignore');
    try {
      if (!existsSync(gitignore)) writeFileSync(gitignore, '*\n', { flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  const fd = openSync(path, 'a', 0o644);
  try {
    const written = writeSync(fd, line, 0, line.length);
    if (written !== line.length) throw new Error(`audit file ${path}: short write (${written} of ${line.length} bytes)`);
  } finally {
    closeSync(fd);
  }
}
