import { createRequire } from 'node:module';

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

/** Number of o200k_base tokens in `text`. */
export function countTokens(text: string): number {
  if (text.length === 0) return 0;
  return loadEncoding().countTokens(text, PLAIN_TEXT);
}
