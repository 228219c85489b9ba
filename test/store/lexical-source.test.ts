import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
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

  it('scores a search from the postings it kept exactly as a fresh source reads them', async () => {
    const repo = Repository.open(copyFixture('ts-billing'));
    await repo.update({ threads: 1 });
    const kept = lexicalSource(repo.database);
    const first = kept.search(['invoice', 'tax', 'money'], 10);
    expect(first.size).toBeGreaterThan(0);
    // Overlapping terms, a repeated one and one no file has: some postings kept, some read now.
    const terms = ['tax', 'customer', 'invoice', 'invoice', 'nosuchword', 'report'];
    const fresh = lexicalSource(repo.database).search(terms, 10);
    expect(fresh.size).toBeGreaterThan(0);
    expect([...kept.search(terms, 10)]).toEqual([...fresh]);
    expect([...kept.search(['invoice', 'tax', 'money'], 10)]).toEqual([...first]);
    repo.close();
  });

  it('scores the same when its postings cache is full and starts again in the middle of a search', async () => {
    const repo = Repository.open(copyFixture('ts-billing'));
    await repo.update({ threads: 1 });
    const tiny = lexicalSource(repo.database, { maxCachedPostings: 1 });
    const fresh = () => lexicalSource(repo.database);
    tiny.search(['invoice'], 10);
    // 'invoice' is kept; reading 'tax' and 'customer' overflows the cache while 'invoice' is still needed.
    for (const terms of [['invoice', 'tax', 'customer'], ['customer', 'invoice', 'money'], ['tax', 'tax', 'report']]) {
      expect([...tiny.search(terms, 10)]).toEqual([...fresh().search(terms, 10)]);
    }
    repo.close();
  });

  it('finds a word a file gained after the index changed', async () => {
    const root = copyFixture('ts-billing');
    const repo = Repository.open(root);
    await repo.update({ threads: 1 });
    const asked = { query: 'zebrafinch ledger' };
    expect(repo.rank(asked)[0]?.path).not.toBe('src/util/retry.ts');
    appendFileSync(join(root, 'src/util/retry.ts'), '\nexport function zebrafinchLedger(): number {\n  return 1;\n}\n');
    await repo.update({ threads: 1 });
    const ranked = repo.rank(asked);
    expect(ranked[0]?.path).toBe('src/util/retry.ts');
    repo.close();
  });
});
