import { createRequire } from 'node:module';
import { countTokens as referenceCount } from 'gpt-tokenizer/encoding/o200k_base';
import { describe, expect, it } from 'vitest';
import { TOKENIZER, countTokens } from '../../src/render/tokens.js';

const require = createRequire(import.meta.url);
const encodingLoaded = () => Object.keys(require.cache).some((path) => /gpt-tokenizer[\\/]cjs[\\/]encoding[\\/]o200k_base/.test(path));

describe('countTokens', () => {
  it('loads the encoding on first use, not on import', () => {
    expect(encodingLoaded()).toBe(false);
    countTokens('x');
    expect(encodingLoaded()).toBe(true);
  });

  it('counts with o200k_base', () => {
    expect(TOKENIZER).toBe('o200k_base');
    const samples = [
      'src/billing/invoice.ts (seed)\n  12│ export class Invoice extends Base {\n   ⋮\n',
      'def apply_tax(invoice: Invoice, rate: float) -> Invoice:',
      'héllo wörld — 日本語 🙂',
    ];
    for (const text of samples) expect(countTokens(text)).toBe(referenceCount(text));
    expect(countTokens('')).toBe(0);
  });

  it('counts special-token strings in source as plain text', () => {
    const text = 'const EOT = "<|endoftext|>"';
    expect(() => referenceCount(text)).toThrow();
    expect(countTokens(text)).toBeGreaterThan(countTokens('const EOT = ""') + 1);
  });
});
