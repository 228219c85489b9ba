import { text } from './text.js';
import type { MapFormatter } from './types.js';

/**
 * The map's files with their shown symbols, and the text map they are shown in: the budget
 * counts that text (blocks as the text format's).
 */
export const json: MapFormatter = {
  block: text.block,
  output: ({ files, text: shown, tokens, bytes, budget, tokenizer, unmatched }) =>
    JSON.stringify({ files, text: shown, tokens, bytes, budget, tokenizer, unmatched: unmatched ?? [] }),
};
