// What FTS5 indexes for a definition (store/schema.ts ftsWords): the value, then the word
// parts of its camelCase, PascalCase and acronym identifiers.
import { describe, expect, it } from 'vitest';
import { ftsWords } from '../../src/store/schema.js';

describe('ftsWords', () => {
  it('adds the parts of each humped identifier once, not of a lone capitalized word', () => {
    expect(ftsWords('applyTax(rules: TaxRule[])')).toBe('applyTax(rules: TaxRule[]) apply tax rule');
    expect(ftsWords('parseHTTPHeader x_y Abc ABc')).toBe('parseHTTPHeader x_y Abc ABc parse http header a bc');
    expect(ftsWords('plain words only')).toBe('plain words only');
  });

  // issue 26: a regex tried from each character of a long run read the run again from each
  it('reads a megabyte-long run of identifier characters in one pass', () => {
    const dollars = '$'.repeat(1 << 20);
    expect(ftsWords(dollars)).toBe(dollars);
    const letters = 'a'.repeat(1 << 20);
    expect(ftsWords(`${letters} aB`)).toBe(`${letters} aB a b`);
  });
});
