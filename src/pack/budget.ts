import { countTokens } from '../render/tokens.js';

export type BudgetReason = 'budget:bytes' | 'budget:tokens';

export interface Measure {
  bytes: number;
  /** null when there is no token budget (nothing is counted then). */
  tokens: number | null;
}

/**
 * The byte budget and the optional token budget, checked together on exact text.
 * Nothing here estimates: a text fits when its UTF-8 length and its o200k_base count
 * are within both caps. (One shortcut is exact, not an estimate: every o200k_base token
 * is at least one byte, so a text of at most `tokens` bytes has at most `tokens` tokens.)
 */
export class Budget {
  constructor(
    readonly bytes: number,
    readonly tokens: number | null,
  ) {}

  /** Null when `text` fits both budgets, else the first budget it breaks (bytes are checked first). */
  overflow(text: string, limits: { bytes: number; tokens: number | null } = this): BudgetReason | null {
    const bytes = Buffer.byteLength(text, 'utf8');
    if (bytes > limits.bytes) return 'budget:bytes';
    if (limits.tokens !== null && bytes > limits.tokens && countTokens(text) > limits.tokens) return 'budget:tokens';
    return null;
  }

  /** Exact size of a text: bytes, and tokens when there is a token budget. */
  measure(text: string): Measure {
    return { bytes: Buffer.byteLength(text, 'utf8'), tokens: this.tokens === null ? null : countTokens(text) };
  }

  /** Each budget scaled by `share` (rounded down): the caps of the map section. */
  scaled(share: number): { bytes: number; tokens: number | null } {
    return {
      bytes: Math.floor(this.bytes * share),
      tokens: this.tokens === null ? null : Math.floor(this.tokens * share),
    };
  }
}
