/** The token counts repomap can fit to: o200k_base (GPT-4o and later, the default) and cl100k_base (GPT-4, GPT-3.5). */
export const TOKENIZERS = ['o200k_base', 'cl100k_base'] as const;
export type TokenizerName = (typeof TOKENIZERS)[number];
export const DEFAULT_TOKENIZER: TokenizerName = 'o200k_base';

export function isTokenizerName(value: unknown): value is TokenizerName {
  return (TOKENIZERS as readonly unknown[]).includes(value);
}
