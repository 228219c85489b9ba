import { createRequire } from 'node:module';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

type Encoding = typeof import('gpt-tokenizer/encoding/o200k_base');

export const TOKENIZER = 'o200k_base';

// Special-token strings such as `<|endoftext|>` can appear in source code; count them as
// plain text instead of letting the tokenizer throw.
const PLAIN_TEXT = { disallowedSpecial: new Set<string>() };

let encoding: Encoding | null = null;

/**
 * The encoding's rank tables take ~140 ms to load, so they are required on first use
 * (synchronously, through the package's CommonJS build) rather than at import time:
 * commands that never count tokens do not pay for them.
 */
function loadEncoding(): Encoding {
  encoding ??= createRequire(import.meta.url)('gpt-tokenizer/encoding/o200k_base') as Encoding;
  return encoding;
}

let helper: { worker: Worker; signal: Int32Array } | null = null;

/**
 * Start loading the encoding on a helper thread, so that the ~140 ms it takes
 * overlaps with other work (a map command checks the index and ranks first).
 * Counts then run on that thread, the caller waiting synchronously.
 */
export function preloadTokenizer(): void {
  if (helper || encoding) return;
  const script = new URL('./token-worker.js', import.meta.url);
  if (!existsSync(fileURLToPath(script))) return; // running from sources: count on this thread
  const signal = new Int32Array(new SharedArrayBuffer(8));
  const worker = new Worker(script, { workerData: { signal: signal.buffer } });
  worker.unref();
  worker.on('error', () => {
    helper = null;
  });
  helper = { worker, signal };
}

function countOnHelper(text: string): number | null {
  if (!helper) return null;
  const { worker, signal } = helper;
  Atomics.store(signal, 0, 0);
  worker.postMessage(text);
  if (Atomics.wait(signal, 0, 0, 30_000) === 'timed-out') return null;
  const count = Atomics.load(signal, 1);
  return count >= 0 ? count : null;
}

/**
 * Counts of short texts (a map's file blocks, signature lines), kept across maps: a process
 * that makes many maps (the MCP server, a library user) sees the same top files' blocks
 * again and again. Bounded; the oldest entries go first.
 */
const counted = new Map<string, number>();
const CACHED_TEXT_CHARS = 4096;
const CACHED_TEXTS = 20_000;

/** Number of o200k_base tokens in `text`. */
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
  return countOnHelper(text) ?? loadEncoding().countTokens(text, PLAIN_TEXT);
}
