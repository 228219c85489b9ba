import { dirname, join } from 'node:path';
import { ensureOwnDirectory, INDEX_DIR } from '../store/location.js';
import { appendToFile, ensureNamedDirectory } from '../shared/safe-write.js';
import type { AuditRecord } from './types.js';

/** `<root>/.repomap/audit.jsonl`, next to the index (and ignored by git like it). */
export function defaultAuditPath(root: string): string {
  return join(root, INDEX_DIR, 'audit.jsonl');
}

/**
 * Append the record as one JSON line. In `.repomap/` the directory is checked to be the
 * root's own (never a planted symlink); elsewhere the user named the file.
 *
 * Concurrency: the whole line is built first and written with a single write(2) on a
 * descriptor opened with O_APPEND (and O_NOFOLLOW: never through a link). POSIX makes each
 * such write land at the end of the file as one unit, and on local file systems Linux holds
 * the inode lock for the whole write, so lines from concurrent runs never interleave or
 * overwrite each other. A short write (disk full) is reported as an error rather than
 * completed with a second write that could interleave. (Not guaranteed on NFS, where
 * O_APPEND is emulated; keep audit files local.)
 */
export function appendAuditLine(path: string, record: AuditRecord, root: string): void {
  const line = Buffer.from(`${JSON.stringify(record)}\n`, 'utf8');
  const dir = dirname(path);
  if (dir === join(root, INDEX_DIR)) ensureOwnDirectory(dir);
  else ensureNamedDirectory(dir);
  appendToFile(path, line, 'audit file');
}
