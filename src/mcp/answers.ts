// Answering a read (read_symbol, read_range) through the session's ReadTracker:
// the content in full, or a one-line reference to the earlier read that returned it.
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { numberLines } from '../index.js';
import { MAX_RANGE_BYTES, type ServedRange } from './range-cap.js';
import { describeRange, type ReadDecision, type ReadRecord, type ReadSymbol, type ReadTracker } from './reads.js';
import { textResult } from './results.js';

export function describeRead(read: Pick<ReadRecord, 'path' | 'startLine' | 'endLine'> & { symbol: ReadSymbol | null }): string {
  return `${describeRange(read)}${read.symbol ? ` ${read.symbol.kind} ${read.symbol.qualifiedName}` : ''}`;
}

/** `truncated at 100000 bytes; continue with start: 41`, or null for a range returned whole. */
function truncationNote(range: ServedRange): string | null {
  if (!range.truncated) return null;
  const next = range.endLine < range.totalLines ? `; continue with start: ${range.endLine + 1}` : '';
  if (range.lineCut) return `truncated at ${MAX_RANGE_BYTES} bytes: line ${range.endLine} alone is longer and was cut${next}`;
  return `truncated at ${MAX_RANGE_BYTES} bytes${next}`;
}

/** Answer a read through the session's tracker: in full, or as a one-line reference. */
export function answerRead(reads: ReadTracker, range: ServedRange, key: string, symbol: ReadSymbol | null, force: boolean): CallToolResult {
  const decision: ReadDecision = reads.observe(
    { key, path: range.path, startLine: range.startLine, endLine: range.endLine, text: range.text, hash: range.hash, symbol },
    force,
  );
  const what = describeRead({ ...range, symbol });
  const tail = symbol ? '' : range.endLine < range.totalLines ? ` of ${range.totalLines} lines (more from line ${range.endLine + 1})` : ` of ${range.totalLines} lines`;
  const structured = {
    status: decision.kind,
    read: decision.kind === 'unchanged' ? null : decision.record.id,
    earlier: decision.kind === 'new' ? null : (decision.earlier?.id ?? null),
    path: range.path,
    startLine: range.startLine,
    endLine: range.endLine,
    totalLines: range.totalLines,
    hash: range.hash,
    truncated: range.truncated,
    lineCut: range.lineCut,
  };
  const note = truncationNote(range);
  if (decision.kind === 'unchanged') {
    const earlier = decision.earlier;
    const then =
      earlier.startLine !== range.startLine || earlier.endLine !== range.endLine ? ` (${describeRange(earlier)})` : '';
    const reference = `[unchanged since read #${earlier.id}${then}] ${what}: not repeated; pass force: true to get it again`;
    return textResult(note ? `${reference} (${note})` : reference, structured);
  }
  let label = `read #${decision.record.id}`;
  if (decision.kind === 'changed') {
    label += `, supersedes read #${decision.earlier.id} (${describeRange(decision.earlier)}): content changed since`;
  } else if (decision.kind === 'forced' && decision.earlier) {
    label += decision.earlier.hash === range.hash ? `, same content as read #${decision.earlier.id}` : `, supersedes read #${decision.earlier.id}: content changed since`;
  }
  return textResult(`[${label}] ${what}${tail}\n${numberLines(range)}${note ? `\n… ${note}` : ''}`, structured);
}
