import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { CL100K_PIECES, O200K_PIECES, parseRankTable, rankTableOf, TokenCounter, type RankTable } from './bpe.js';
import { DEFAULT_TOKENIZER, type TokenizerName } from '../shared/tokenizers.js';

/** The default tokenizer's name: budgets are counted with it unless another is asked for. */
export const TOKENIZER = DEFAULT_TOKENIZER;

/**
 * The rank table `npm run build` writes for a tokenizer (scripts/build-token-table.mjs). The
 * same path from src/render and dist/render: running from sources reads the built table too.
 */
export function rankTableUrl(tokenizer: TokenizerName): URL {
  return new URL(`../../dist/render/${tokenizer}.bin`, import.meta.url);
}

/** o200k_base's table. */
export const RANK_TABLE_URL = rankTableUrl(DEFAULT_TOKENIZER);

const PIECES: Record<TokenizerName, RegExp> = { o200k_base: O200K_PIECES, cl100k_base: CL100K_PIECES };

/** One counter per tokenizer, made at its first use: a map loads only the table it counts with. */
const counters = new Map<TokenizerName, TokenCounter>();

/** The built table, or else gpt-tokenizer's ranks turned into one (slower: a build is missing). */
function loadRankTable(tokenizer: TokenizerName): RankTable {
  try {
    const table = parseRankTable(readFileSync(rankTableUrl(tokenizer)));
    if (table) return table;
  } catch {
    // no built table: fall through
  }
  return rankTableOf(referenceRanks(tokenizer));
}

/** A tokenizer's ranks as gpt-tokenizer ships them. */
export function referenceRanks(tokenizer: TokenizerName = DEFAULT_TOKENIZER): Array<string | number[]> {
  return (createRequire(import.meta.url)(`gpt-tokenizer/bpeRanks/${tokenizer}`) as { default: Array<string | number[]> }).default;
}

function counterOf(tokenizer: TokenizerName): TokenCounter {
  let counter = counters.get(tokenizer);
  if (!counter) {
    counter = new TokenCounter(loadRankTable(tokenizer), PIECES[tokenizer]);
    counters.set(tokenizer, counter);
  }
  return counter;
}

/** Load a rank table now rather than at the first count (a few milliseconds once built). */
export function preloadTokenizer(tokenizer: TokenizerName = active): void {
  counterOf(tokenizer);
}

/** The tokenizer `countTokens` uses when none is named. */
let active: TokenizerName = DEFAULT_TOKENIZER;

export function activeTokenizer(): TokenizerName {
  return active;
}

/**
 * Run `work` with budgets counted by `tokenizer`, then go back to the one before. `work` must be
 * synchronous (a map or a pack is): nothing else runs meanwhile, so concurrent callers of a
 * server each see their own.
 */
export function withTokenizer<T>(tokenizer: TokenizerName, work: () => T): T {
  const before = active;
  active = tokenizer;
  try {
    return work();
  } finally {
    active = before;
  }
}

/**
 * Counts of short texts (a map's file blocks, signature lines), kept across maps: a process
 * that makes many maps (the MCP server, a library user) sees the same top files' blocks
 * again and again. Bounded; the oldest entries go first. One cache per tokenizer.
 */
const counted = new Map<TokenizerName, Map<string, number>>();
const CACHED_TEXT_CHARS = 4096;
const CACHED_TEXTS = 20_000;

/** Number of tokens in `text` as `tokenizer` (the active one: o200k_base unless asked) counts them; special-token strings count as plain text. */
export function countTokens(text: string, tokenizer: TokenizerName = active): number {
  if (text.length === 0) return 0;
  if (text.length > CACHED_TEXT_CHARS) return counterOf(tokenizer).count(text);
  let cache = counted.get(tokenizer);
  if (!cache) counted.set(tokenizer, (cache = new Map()));
  let count = cache.get(text);
  if (count === undefined) {
    count = counterOf(tokenizer).count(text);
    if (cache.size >= CACHED_TEXTS) cache.delete(cache.keys().next().value!);
    cache.set(text, count);
  }
  return count;
}
