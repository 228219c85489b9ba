// Counting o200k_base (or cl100k_base) tokens without loading gpt-tokenizer's encoder: its rank table is a
// 2.4 MB JavaScript module that takes a fresh process 0.3–0.5 s to compile and turn into
// maps, more than the rest of a warm map. The same ranks (taken from gpt-tokenizer, the
// reference every count is tested against) are kept here as one binary file, written at build
// time, that loads as typed-array views in milliseconds: the tokens' bytes end to end, their
// offsets, and an open-addressing hash table from a token's bytes to its rank.

const MAGIC = 0x314d4252; // 'RBM1', little-endian
const HEADER_BYTES = 16;
const NONE = 0x7fffffff;
const PIECES_KEPT = 50_000;

/** o200k_base's pre-tokenizer: the text is split into pieces, each encoded on its own. */
export const O200K_PIECES =
  /[^\r\n\p{L}\p{N}]?[\p{Lu}\p{Lt}\p{Lm}\p{Lo}\p{M}]*[\p{Ll}\p{Lm}\p{Lo}\p{M}]+(?:'(?:[sS]|[dD]|[mM]|[tT]|[lL][lL]|[vV][eE]|[rR][eE]))?|[^\r\n\p{L}\p{N}]?[\p{Lu}\p{Lt}\p{Lm}\p{Lo}\p{M}]+[\p{Ll}\p{Lm}\p{Lo}\p{M}]*(?:'(?:[sS]|[dD]|[mM]|[tT]|[lL][lL]|[vV][eE]|[rR][eE]))?|\p{N}{1,3}| ?[^\s\p{L}\p{N}]+[\r\n/]*|\s*[\r\n]+|\s+(?!\S)|\s+/gu;

/** cl100k_base's pre-tokenizer, as tiktoken writes it (its `(?i:…)` contractions spelt out). */
export const CL100K_PIECES =
  /'(?:[sS]|[dD]|[mM]|[tT]|[lL][lL]|[vV][eE]|[rR][eE])|[^\r\n\p{L}\p{N}]?\p{L}+|\p{N}{1,3}| ?[^\s\p{L}\p{N}]+[\r\n]*|\s*[\r\n]+|\s+(?!\S)|\s+/gu;

export interface RankTable {
  /** Token `r`'s bytes are bytes[offsets[r] .. offsets[r + 1]). */
  offsets: Int32Array;
  bytes: Uint8Array;
  /** rank + 1 by hash of the bytes (0 = empty slot); its length is a power of two. */
  slots: Int32Array;
}

function hashBytes(bytes: Uint8Array, start: number, end: number): number {
  let hash = 0x811c9dc5;
  for (let i = start; i < end; i++) hash = Math.imul(hash ^ bytes[i]!, 0x01000193);
  return hash >>> 0;
}

/** The table of a rank list as gpt-tokenizer gives it: a string (UTF-8) or bytes per rank. */
export function rankTableOf(ranks: ReadonlyArray<string | readonly number[] | undefined>): RankTable {
  const encoder = new TextEncoder();
  const pieces: Uint8Array[] = [];
  let total = 0;
  for (const value of ranks) {
    const piece = value === undefined ? new Uint8Array(0) : typeof value === 'string' ? encoder.encode(value) : Uint8Array.from(value);
    pieces.push(piece);
    total += piece.length;
  }
  const offsets = new Int32Array(ranks.length + 1);
  const bytes = new Uint8Array(total);
  let at = 0;
  pieces.forEach((piece, rank) => {
    offsets[rank] = at;
    bytes.set(piece, at);
    at += piece.length;
  });
  offsets[ranks.length] = at;
  let size = 1;
  while (size < ranks.length * 2) size *= 2;
  const slots = new Int32Array(size);
  const mask = size - 1;
  for (let rank = 0; rank < ranks.length; rank++) {
    const start = offsets[rank]!;
    const end = offsets[rank + 1]!;
    if (start === end) continue;
    let slot = hashBytes(bytes, start, end) & mask;
    while (slots[slot] !== 0) slot = (slot + 1) & mask;
    slots[slot] = rank + 1;
  }
  return { offsets, bytes, slots };
}

/** The table as one buffer: a header (magic, ranks, slots, bytes), offsets, slots, bytes. */
export function serializeRankTable(table: RankTable): Uint8Array {
  const out = new Uint8Array(HEADER_BYTES + table.offsets.byteLength + table.slots.byteLength + table.bytes.byteLength);
  const header = new DataView(out.buffer);
  header.setUint32(0, MAGIC, true);
  header.setUint32(4, table.offsets.length - 1, true);
  header.setUint32(8, table.slots.length, true);
  header.setUint32(12, table.bytes.length, true);
  let at = HEADER_BYTES;
  for (const part of [table.offsets, table.slots, table.bytes]) {
    out.set(new Uint8Array(part.buffer, part.byteOffset, part.byteLength), at);
    at += part.byteLength;
  }
  return out;
}

/** A table read back (views over `data`, no copy), or null when `data` is not one. */
export function parseRankTable(data: Uint8Array): RankTable | null {
  if (data.byteLength < HEADER_BYTES) return null;
  // Typed-array views need 4-byte alignment: copy the odd buffer once.
  const aligned = data.byteOffset % 4 === 0 ? data : data.slice();
  const header = new DataView(aligned.buffer, aligned.byteOffset, HEADER_BYTES);
  if (header.getUint32(0, true) !== MAGIC) return null;
  const ranks = header.getUint32(4, true);
  const slotCount = header.getUint32(8, true);
  const byteCount = header.getUint32(12, true);
  const expected = HEADER_BYTES + 4 * (ranks + 1) + 4 * slotCount + byteCount;
  if (aligned.byteLength !== expected || slotCount === 0 || (slotCount & (slotCount - 1)) !== 0 || slotCount < ranks) return null;
  let at = aligned.byteOffset + HEADER_BYTES;
  const offsets = new Int32Array(aligned.buffer, at, ranks + 1);
  at += 4 * (ranks + 1);
  const slots = new Int32Array(aligned.buffer, at, slotCount);
  at += 4 * slotCount;
  const bytes = new Uint8Array(aligned.buffer, at, byteCount);
  if (offsets[0] !== 0 || offsets[ranks] !== byteCount) return null;
  return { offsets, bytes, slots };
}

/**
 * Counts tokens as tiktoken (and gpt-tokenizer) encode them: the text split into
 * pieces by the pre-tokenizer, a piece that is a token counting one, any other merged from its
 * bytes, always the adjacent pair of lowest rank first (the leftmost among equals). Special-token
 * strings count as the plain text they are.
 */
export class TokenCounter {
  private readonly encoder = new TextEncoder();
  private buffer = new Uint8Array(1024);
  private starts = new Int32Array(1025);
  private pairRanks = new Int32Array(1025);
  /**
   * Counts of pieces seen before, bounded (the oldest go first): a map's texts repeat the same
   * words, and a native map lookup beats encoding and hashing them again.
   */
  private readonly pieceCounts = new Map<string, number>();
  private readonly mask: number;

  /** `pieces`: the encoding's pre-tokenizer (a global regex; O200K_PIECES by default). */
  constructor(
    private readonly table: RankTable,
    private readonly pieces: RegExp = O200K_PIECES,
  ) {
    this.mask = table.slots.length - 1;
  }

  count(text: string): number {
    const pieces = this.pieces;
    pieces.lastIndex = 0;
    let count = 0;
    for (let match = pieces.exec(text); match !== null; match = pieces.exec(text)) {
      const piece = match[0];
      let tokens = this.pieceCounts.get(piece);
      if (tokens === undefined) {
        const length = this.encode(piece);
        tokens = this.rankOf(0, length) !== NONE ? 1 : this.mergedCount(length);
        if (this.pieceCounts.size >= PIECES_KEPT) this.pieceCounts.delete(this.pieceCounts.keys().next().value!);
        this.pieceCounts.set(piece, tokens);
      }
      count += tokens;
    }
    return count;
  }

  /** The piece's UTF-8 bytes into the buffer; their length. */
  private encode(piece: string): number {
    if (this.buffer.length < piece.length * 3) this.grow(piece.length * 3);
    return this.encoder.encodeInto(piece, this.buffer).written;
  }

  private grow(bytes: number): void {
    let size = this.buffer.length;
    while (size < bytes) size *= 2;
    this.buffer = new Uint8Array(size);
    this.starts = new Int32Array(size + 1);
    this.pairRanks = new Int32Array(size + 1);
  }

  /** The rank of the token buffer[start .. end), or NONE. */
  private rankOf(start: number, end: number): number {
    const { slots, offsets, bytes } = this.table;
    const buffer = this.buffer;
    const length = end - start;
    let slot = hashBytes(buffer, start, end) & this.mask;
    for (let entry = slots[slot]!; entry !== 0; entry = slots[slot]!) {
      const rank = entry - 1;
      const at = offsets[rank]!;
      if (offsets[rank + 1]! - at === length) {
        let same = true;
        for (let i = 0; i < length; i++) {
          if (bytes[at + i] !== buffer[start + i]) {
            same = false;
            break;
          }
        }
        if (same) return rank;
      }
      slot = (slot + 1) & this.mask;
    }
    return NONE;
  }

  /** How many tokens the piece in buffer[0 .. length) merges into. */
  private mergedCount(length: number): number {
    const starts = this.starts;
    const ranks = this.pairRanks;
    // Parts i = buffer[starts[i] .. starts[i + 1]); ranks[i] = rank of parts i and i + 1 joined.
    let parts = length;
    for (let i = 0; i <= length; i++) starts[i] = i;
    for (let i = 0; i < parts - 1; i++) ranks[i] = this.rankOf(i, i + 2);
    ranks[parts - 1] = NONE;
    while (parts > 1) {
      let lowest = NONE;
      let at = -1;
      for (let i = 0; i < parts - 1; i++) {
        if (ranks[i]! < lowest) {
          lowest = ranks[i]!;
          at = i;
        }
      }
      if (at < 0) break;
      // Parts at and at + 1 become one: drop start at + 1 and the pair rank at.
      starts.copyWithin(at + 1, at + 2, parts + 1);
      ranks.copyWithin(at, at + 1, parts);
      parts--;
      ranks[at] = at + 1 < parts ? this.rankOf(starts[at]!, starts[at + 2]!) : NONE;
      if (at > 0) ranks[at - 1] = this.rankOf(starts[at - 1]!, starts[at + 1]!);
    }
    return parts;
  }
}
