import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { Repository } from '../../src/index.js';
import { literalSource } from '../../src/store/literals.js';
import { queryLiteralTerms } from '../../src/rank/query-literals.js';
import { cleanupTemporaries, copyFixture } from '../helpers.js';

afterEach(cleanupTemporaries);

const rows = (repo: Repository, term: string): unknown[] =>
  repo.database
    .prepare('SELECT f.path, t.count, t.line FROM file_literals t JOIN files f ON f.id = t.file_id WHERE t.term = ? ORDER BY f.path')
    .raw()
    .all(term);

describe('the literal table', () => {
  it('finds the file whose code holds the message an issue quotes, and the line', async () => {
    const repo = Repository.open(copyFixture('py-shop'));
    await repo.update({ threads: 1 });
    const source = literalSource(repo.database);
    const found = source.search(queryLiteralTerms('Checkout raises `PaymentError: nothing to charge` for free orders'), 10);
    expect([...found.keys()][0]).toBe('shop/payments/gateway.py');
    expect(found.get('shop/payments/gateway.py')!.hits.map((hit) => [hit.term, hit.line])).toEqual([
      ['~nothing to', 11],
      ['~to charge', 11],
    ]);
    expect([...source.search(queryLiteralTerms('"order is full" when adding'), 10).keys()]).toEqual(['shop/orders/order.py']);
    repo.close();
  });

  it('follows a file as it changes and leaves with it', async () => {
    const root = copyFixture('py-shop');
    const repo = Repository.open(root);
    await repo.update({ threads: 1 });
    expect(rows(repo, '~order is')).toEqual([['shop/orders/order.py', 1, 17]]);
    writeFileSync(join(root, 'shop/reports.py'), 'def report():\n    raise ValueError("order is late")\n');
    rmSync(join(root, 'shop/orders/order.py'));
    await repo.update({ threads: 1 });
    expect(rows(repo, '~order is')).toEqual([['shop/reports.py', 1, 2]]);
    expect(rows(repo, '~is full')).toEqual([]);
    const total = repo.database.prepare('SELECT literal_terms FROM files WHERE path = ?').pluck().get('shop/reports.py');
    expect(total).toBe(2); // its two word pairs
    repo.close();
  });

  it('finds nothing for a text that quotes nothing the code holds', async () => {
    const repo = Repository.open(copyFixture('py-shop'));
    await repo.update({ threads: 1 });
    expect(literalSource(repo.database).search(queryLiteralTerms('the "invoice was lost" today'), 10).size).toBe(0);
    repo.close();
  });
});
