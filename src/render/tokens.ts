import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { parseRankTable, rankTableOf, TokenCounter, type RankTable } from './bpe.js';

export const TOKENIZER = 'o200k_base';

/**
 * The rank table `npm run build` writes (scripts/build-token-table.mjs). The same path from
 * src/render and dist/render: running from sources reads the built table too.
 */
export const RANK_TABLE_URL = new URL('../../dist/render/o200k_base.bin', import.meta.url);

let counter: TokenCounter | null = null;

/** The built table, or else gpt-tokenizer's ranks turned into one (slower: a build is missing). */
function loadRankTable(): RankTable {
  try {
    const table = parseRankTable(readFileSync(RANK_TABLE_URL));
    if (table) return table;
  } catch {
    // no built table: fall through
  }
  return rankTableOf(referenceRanks());
}

/** o200k_base's ranks as gpt-tokenizer ships them. */
export function referenceRanks(): Array<string | number[]> {
  return (createRequire(import.meta.url)('gpt-tokenizer/bpeRanks/o200k_base') as { default: Array<string | number[]> }).default;
}

/** Load the rank table now rather than at the first count (a few milliseconds once built). */
export function preloadTokenizer(): void {
  counter ??= new TokenCounter(loadRankTable());
}

/**
 * Counts of short texts (a map's file blocks, signature lines), kept across maps: a process
 * that makes many maps (the MCP server, a library user) sees the same top files' blocks
 * again and again. Bounded; the oldest entries go first.
 */
const counted = new Map<string, number>();
const CACHED_TEXT_CHARS = 4096;
const CACHED_TEXTS = 20_000;

/** Number of o200k_base tokens in `text` (special-token strings count as plain text). */
export function countTokens(text: string): number {
  if (text.length === 0) return 0;
  if (text.length > CACHED_TEXT_CHARS) return countUncached(text);
  let count = counted.get(text);
  if (count === undefined) {
    count = countUncached(text);
    if (counted.size >= CACHED_TEXTS) counted.delete(counted.keys().next().value!);
    counted.set(text, count);
  }
  return count;
}

function countUncached(text: string): number {
  preloadTokenizer();
  return counter!.count(text);
}
