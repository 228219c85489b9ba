import { createRequire } from 'node:module';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { countTokens as referenceCount } from 'gpt-tokenizer/encoding/o200k_base';
import { countTokens as referenceCl100k } from 'gpt-tokenizer/encoding/cl100k_base';
import { describe, expect, it } from 'vitest';
import { RANK_TABLE_URL, TOKENIZER, activeTokenizer, countTokens, rankTableUrl, referenceRanks, withTokenizer } from '../../src/render/tokens.js';
import { parseRankTable, rankTableOf, serializeRankTable, TokenCounter } from '../../src/render/bpe.js';

const require = createRequire(import.meta.url);
const ranksModuleLoaded = (name = 'o200k_base') => Object.keys(require.cache).some((path) => path.includes(`bpeRanks${path.includes('\\') ? '\\' : '/'}${name}`));
const PLAIN = { disallowedSpecial: new Set<string>() };
const reference = (text: string) => referenceCount(text, PLAIN);

/** Deterministic texts that stress the pre-tokenizer and the merges. */
function strangeTexts(count: number): string[] {
  let state = 12345;
  const next = () => (state = (Math.imul(state, 1103515245) + 12345) >>> 0) / 2 ** 32;
  const alphabet = [
    ...'abcXYZ019_ \t\n\r', '  ', '\n\n', '    ', '//', '/*', '=>', '::', "'s", "'LL", 'é', 'ß', 'ﬁ', '日本語', '한국어', 'Ω', '🙂', '👍🏽',
    '\u0301', '\u200b', '\ud800', '\udfff', '<|endoftext|>', '<|fim_prefix|>', '0x7f', '3.14159', 'ааа', 'ﷺ', '\u0000', '\u007f',
  ];
  const texts: string[] = [];
  for (let i = 0; i < count; i++) {
    let text = '';
    const length = 1 + Math.floor(next() * 60);
    for (let j = 0; j < length; j++) text += alphabet[Math.floor(next() * alphabet.length)];
    texts.push(text);
  }
  return texts;
}

describe('countTokens', () => {
  it("reads the built table, never gpt-tokenizer's ranks module", () => {
    expect(existsSync(RANK_TABLE_URL)).toBe(true);
    countTokens('x = 1');
    expect(ranksModuleLoaded()).toBe(false);
  });

  it('counts with o200k_base', () => {
    expect(TOKENIZER).toBe('o200k_base');
    const samples = [
      'src/billing/invoice.ts (seed)\n  12│ export class Invoice extends Base {\n   ⋮\n',
      'def apply_tax(invoice: Invoice, rate: float) -> Invoice:',
      'héllo wörld — 日本語 🙂',
    ];
    for (const text of samples) expect(countTokens(text)).toBe(reference(text));
    expect(countTokens('')).toBe(0);
  });

  it('counts every source file of this repository and odd texts exactly as gpt-tokenizer does', () => {
    const sources = ['src/render/bpe.ts', 'src/rank/rank.ts', 'queries/python.scm', 'README.md', 'package-lock.json'].map((path) =>
      readFileSync(fileURLToPath(new URL(`../../${path}`, import.meta.url)), 'utf8'),
    );
    const texts = [...sources, ...sources.flatMap((text) => text.split('\n')), ...strangeTexts(3000), 'a'.repeat(5000), ' '.repeat(3000) + 'x'];
    const mismatches = texts.filter((text) => countTokens(text) !== reference(text));
    expect(mismatches).toEqual([]);
  });

  it('counts special-token strings in source as plain text', () => {
    const text = 'const EOT = "<|endoftext|>"';
    expect(() => referenceCount(text)).toThrow();
    expect(countTokens(text)).toBe(reference(text));
    expect(countTokens(text)).toBeGreaterThan(countTokens('const EOT = ""') + 1);
  });
});

describe('the rank table', () => {
  it('npm run build wrote exactly the table of gpt-tokenizer’s ranks', () => {
    const built = readFileSync(RANK_TABLE_URL);
    expect(Buffer.compare(built, Buffer.from(serializeRankTable(rankTableOf(referenceRanks()))))).toBe(0);
  });

  it('reads back what it wrote, and refuses a truncated or foreign file', () => {
    const table = rankTableOf(['a', 'b', 'ab', [0xff, 0xfe], 'abab']);
    const data = serializeRankTable(table);
    const read = parseRankTable(data)!;
    expect(new TokenCounter(read).count('abab')).toBe(1);
    expect(new TokenCounter(read).count('abba')).toBe(3);
    expect(parseRankTable(data.subarray(0, data.length - 1))).toBeNull();
    expect(parseRankTable(new TextEncoder().encode('not a rank table at all, just text'))).toBeNull();
    expect(parseRankTable(new Uint8Array(0))).toBeNull();
  });
});

describe('cl100k_base', () => {
  it('counts every source file and odd text exactly as gpt-tokenizer does, from its own built table', () => {
    expect(existsSync(rankTableUrl('cl100k_base'))).toBe(true);
    const sources = ['src/render/bpe.ts', 'queries/python.scm', 'README.md'].map((path) => readFileSync(fileURLToPath(new URL(`../../${path}`, import.meta.url)), 'utf8'));
    const texts = [...sources, ...sources.flatMap((text) => text.split('\n')), ...strangeTexts(3000), 'a'.repeat(5000), ' '.repeat(3000) + 'x', "it's THEY'RE we'LL"];
    const mismatches = texts.filter((text) => countTokens(text, 'cl100k_base') !== referenceCl100k(text, PLAIN));
    expect(mismatches).toEqual([]);
    expect(ranksModuleLoaded('cl100k_base')).toBe(false);
  });

  it('is used by countTokens inside withTokenizer only, and differs from o200k_base', () => {
    const text = readFileSync(fileURLToPath(new URL('../../src/render/bpe.ts', import.meta.url)), 'utf8');
    const cl100k = withTokenizer('cl100k_base', () => {
      expect(activeTokenizer()).toBe('cl100k_base');
      return countTokens(text);
    });
    expect(activeTokenizer()).toBe('o200k_base');
    expect(cl100k).toBe(referenceCl100k(text, PLAIN));
    expect(countTokens(text)).toBe(reference(text));
    expect(cl100k).not.toBe(countTokens(text));
  });
});
