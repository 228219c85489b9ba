// The byte cap of a read: a call returns at most MAX_RANGE_BYTES of source
// text, and stale_reads compares against what was returned, cut the same way.
import { contentHash, type SourceRange } from '../index.js';

/** Most UTF-8 bytes of source text one `read_range` call returns. */
export const MAX_RANGE_BYTES = 100_000;

/** A range as a read returns it: for read_range, at most MAX_RANGE_BYTES of text. */
export interface ServedRange extends SourceRange {
  /** Lines at the end (or the end of the only line) were left out to stay within MAX_RANGE_BYTES. */
  truncated: boolean;
  /** The one line returned is only the start of that line. */
  lineCut: boolean;
}

const whole = (range: SourceRange): ServedRange => ({ ...range, truncated: false, lineCut: false });

/**
 * `text` (lines joined with `\n`) cut to `maxBytes` UTF-8 bytes, or null when
 * it fits: whole lines while the next one fits, or — when the first line alone
 * is over — that line's first bytes, cut at a character boundary.
 */
export function capText(text: string, maxBytes: number): { text: string; lines: number; lineCut: boolean } | null {
  if (Buffer.byteLength(text, 'utf8') <= maxBytes) return null;
  const lines = text.split('\n');
  let bytes = -1; // the first line has no separator before it
  let kept = 0;
  while (kept < lines.length) {
    const next = bytes + 1 + Buffer.byteLength(lines[kept]!, 'utf8');
    if (next > maxBytes) break;
    bytes = next;
    kept += 1;
  }
  if (kept > 0) return { text: lines.slice(0, kept).join('\n'), lines: kept, lineCut: false };
  return { text: utf8Prefix(lines[0]!, maxBytes), lines: 1, lineCut: true };
}

/** The longest start of `text` within `maxBytes` UTF-8 bytes that ends at a character boundary. */
function utf8Prefix(text: string, maxBytes: number): string {
  const bytes = Buffer.from(text, 'utf8');
  let end = Math.min(maxBytes, bytes.length);
  while (end > 0 && end < bytes.length && (bytes[end]! & 0xc0) === 0x80) end -= 1; // 10xxxxxx: inside a character
  return bytes.toString('utf8', 0, end);
}

/** `range` as read_range returns it: within MAX_RANGE_BYTES of source text. */
export function capRange(range: SourceRange, maxBytes: number = MAX_RANGE_BYTES): ServedRange {
  const capped = capText(range.text, maxBytes);
  if (!capped) return whole(range);
  const endLine = range.startLine + capped.lines - 1;
  return { ...range, endLine, text: capped.text, hash: contentHash(capped.text), truncated: true, lineCut: capped.lineCut };
}
