import { afterEach, describe, expect, it } from 'vitest';
import { Repository } from '../../src/index.js';
import { lexicalSource } from '../../src/store/read.js';
import { cleanupTemporaries, copyFixture } from '../helpers.js';

afterEach(cleanupTemporaries);

describe('the lexical source', () => {
  it('counts document frequencies exactly up to a cap, and past it says only that they are over', async () => {
    const repo = Repository.open(copyFixture('ts-billing'));
    await repo.update({ threads: 1 });
    const source = lexicalSource(repo.database);
    const terms = ['money', 'invoice', 'tax', 'util', 'nosuchword'];
    const exact = source.documentFrequencies(terms);
    expect(exact.has('nosuchword')).toBe(false);
    const common = [...exact].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]!;
    expect(common[1]).toBeGreaterThan(1);
    const cap = common[1] - 1;
    const capped = lexicalSource(repo.database).documentFrequencies(terms, cap);
    for (const [term, count] of exact) expect(capped.get(term)).toBe(count > cap ? cap + 1 : count);
    expect(capped.has('nosuchword')).toBe(false);
    // The same source asked again without a cap counts the capped words in full.
    const again = lexicalSource(repo.database);
    again.documentFrequencies(terms, cap);
    expect(again.documentFrequencies(terms)).toEqual(exact);
    repo.close();
  });
});
