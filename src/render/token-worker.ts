import { parentPort, workerData } from 'node:worker_threads';
import { createRequire } from 'node:module';

// Counts tokens for a caller blocked in Atomics.wait (see tokens.ts): the
// result goes into shared memory, then the caller is woken.
type Encoding = typeof import('gpt-tokenizer/encoding/o200k_base');
const encoding = createRequire(import.meta.url)('gpt-tokenizer/encoding/o200k_base') as Encoding;
const PLAIN_TEXT = { disallowedSpecial: new Set<string>() };
const signal = new Int32Array(workerData.signal as SharedArrayBuffer);

parentPort!.on('message', (text: string) => {
  let count: number;
  try {
    count = encoding.countTokens(text, PLAIN_TEXT);
  } catch {
    count = -1;
  }
  Atomics.store(signal, 1, count);
  Atomics.store(signal, 0, 1);
  Atomics.notify(signal, 0);
});
