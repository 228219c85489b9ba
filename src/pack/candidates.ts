// The paths a pack is asked for, and the files it reads: checked and read under its rules,
// or rejected with a reason.
import { join } from 'node:path';
import { Failure, type PackContext } from './context.js';
import { inspectPath, readInspected, type Inspection } from './files.js';

export interface Candidate {
  input: string;
  role: 'required' | 'pr-path';
  found: Inspection;
}

/** The decisions `read` can end in, before the budget is consulted. */
export type Loaded = { kind: 'text'; text: string } | { kind: 'prefix'; prefix: string; size: number } | { kind: 'reject'; reason: string };

/**
 * Every required and PR path, deduplicated, classified without opening anything. A path
 * outside the root (lexically or through a symlink) is rejected and fails the run before
 * any file is read.
 */
export function checkPaths(context: PackContext): Candidate[] {
  const candidates: Candidate[] = [];
  const seen = new Set<string>();
  const outside: string[] = [];
  const add = (input: string, role: Candidate['role']): void => {
    const found = inspectPath(context.repo.guard, input);
    const key = found.kind === 'outside-root' ? `\0${input}` : found.path;
    if (seen.has(key)) return;
    seen.add(key);
    if (found.kind === 'outside-root') {
      context.items.push({ path: input, role, bytes: null, tokens: null, action: 'reject', reason: 'outside-root' });
      outside.push(`${role} ${input} is outside the repository root${/symlink/.test(found.message) ? ' (through a symlink)' : ''}`);
      return;
    }
    candidates.push({ input, role, found });
  };
  for (const path of context.request.required) add(path, 'required');
  for (const path of context.request.prPaths) add(path, 'pr-path');
  if (outside.length) throw new Failure(outside.length === 1 ? outside[0]! : `${outside[0]} (and ${outside.length - 1} more)`);
  return candidates;
}

/** Read a file, at most one budget and a character's worth of it (more cannot fit anyway). */
export function load(context: PackContext, found: Inspection): Loaded {
  const { repo, request, budget } = context;
  if (found.kind === 'outside-root') return { kind: 'reject', reason: 'outside-root' };
  const real = found.kind === 'file' ? found.realPath : join(repo.guard.realRoot, found.path);
  if (context.auditRealPath !== null && real === context.auditRealPath) return { kind: 'reject', reason: 'audit-file' };
  if (found.kind !== 'file') return { kind: 'reject', reason: found.kind };
  if (request.indexedOnly && !repo.store.isIndexed(found.path)) {
    return { kind: 'reject', reason: 'not-indexed' };
  }
  const read = readInspected(repo.guard, found, budget.bytes + 4);
  switch (read.kind) {
    case 'text':
      return read;
    case 'prefix': {
      // The decoded prefix alone is over the byte budget, so the whole file is too: exact, not an estimate.
      if (Buffer.byteLength(read.prefix, 'utf8') <= budget.bytes) throw new Error(`short prefix read from ${found.path}`);
      return read;
    }
    case 'changed':
      return { kind: 'reject', reason: 'not-a-file' };
    default:
      return { kind: 'reject', reason: read.kind };
  }
}

/** A reject reason as a failure message says it. */
export function describeReject(reason: string): string {
  switch (reason) {
    case 'missing':
      return 'no such file';
    case 'not-a-file':
      return 'not a regular file';
    case 'binary':
      return 'a binary file';
    case 'unreadable':
      return 'cannot be read';
    case 'audit-file':
      return 'is the audit file';
    case 'not-indexed':
      return 'not a file of the index (ignored or excluded)';
    case 'secret':
      return 'a secret file (never packed)';
    default:
      return reason;
  }
}
