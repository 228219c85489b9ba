import { afterEach, describe, expect, it } from 'vitest';
import { Repository } from '../../src/index.js';
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CoChange, type ChangeHistory } from '../../src/shared/history.js';
import { cleanupTemporaries, copyFixture, git } from '../helpers.js';

afterEach(cleanupTemporaries);

async function ranked(fixture: string, request: Parameters<Repository['rank']>[0]): Promise<Map<string, number>> {
  const repo = Repository.open(copyFixture(fixture));
  await repo.update({ threads: 1 });
  const files = repo.rank(request);
  repo.close();
  return new Map(files.map((file, position) => [file.path, position]));
}

describe('personalized ranking on fixtures', () => {
  it('puts what a seed file uses and what uses it above unrelated files (TypeScript)', async () => {
    const position = await ranked('ts-billing', { paths: ['src/billing/invoice.ts'] });
    const unrelated = Math.min(position.get('src/util/logger.ts')!, position.get('src/util/retry.ts')!);
    expect(position.get('src/billing/invoice.ts')).toBe(0);
    for (const dependency of ['src/tax/calculator.ts', 'src/util/money.ts', 'src/customers/customer.ts']) {
      expect(position.get(dependency)).toBeLessThan(unrelated);
    }
    for (const dependent of ['src/reports/monthly.ts', 'src/index.ts']) {
      expect(position.get(dependent)).toBeLessThan(unrelated);
    }
  });

  it('puts what a seed file uses and what uses it above unrelated files (Python)', async () => {
    const position = await ranked('py-shop', { paths: ['shop/orders/order.py'] });
    const unrelated = Math.min(position.get('shop/utils/text.py')!, position.get('shop/utils/clock.py')!);
    for (const related of ['shop/catalog/product.py', 'shop/payments/gateway.py', 'shop/utils/pricing.py', 'shop/reports.py']) {
      expect(position.get(related)).toBeLessThan(unrelated);
    }
  });

  it('gives reasons: seed, imported-by the seed, a caller of the seed, global rank for the unreachable', async () => {
    const repo = Repository.open(copyFixture('ts-billing'));
    await repo.update({ threads: 1 });
    const reasons = new Map(repo.rank({ paths: ['src/billing/invoice.ts'] }).map((file) => [file.path, file.reason]));
    repo.close();
    expect(reasons.get('src/billing/invoice.ts')).toBe('seed');
    expect(reasons.get('src/tax/calculator.ts')).toBe('imported-by:src/billing/invoice.ts');
    expect(reasons.get('src/util/logger.ts')).toBe('global-rank');
    expect(reasons.get('src/reports/monthly.ts')).toMatch(/^(imports|references):/);
  });

  it('ranks the files defining a mentioned identifier first, and files named in a query', async () => {
    const byMention = await ranked('ts-billing', { mentions: ['customerDisplayName'] });
    expect(byMention.get('src/customers/customer.ts')).toBe(0);
    const byQuery = await ranked('py-shop', {
      query: 'Checkout fails: `PaymentGateway.charge` raises for zero amounts, see shop/payments/gateway.py',
    });
    expect(byQuery.get('shop/payments/gateway.py')).toBe(0);
  });

  it('ranks by the words of a text that names no file and no known definition', async () => {
    // `monotonic_seconds` is defined nowhere, but its word `monotonic` is clock.py's
    const repo = Repository.open(copyFixture('py-shop'));
    await repo.update({ threads: 1 });
    const [first] = repo.rank({ query: 'Make `monotonic_seconds` round instead of truncating' }, { history: null });
    repo.close();
    expect(first).toMatchObject({ path: 'shop/utils/clock.py', reason: 'lexical' });
  });

  it('lifts, for a text-only task, what changed together with the file it most likely means', async () => {
    const repo = Repository.open(copyFixture('py-shop'));
    await repo.update({ threads: 1 });
    const history: ChangeHistory = {
      coChanges: (seeds) => new Map(seeds.includes('shop/utils/clock.py') ? [['shop/utils/text.py', 3]] : []),
    };
    const query = 'Make `monotonic_seconds` round instead of truncating';
    const positionOf = (options: Parameters<Repository['rank']>[1]): number =>
      repo.rank({ query }, options).findIndex((file) => file.path === 'shop/utils/text.py');
    const lifted = positionOf({ history });
    const off = positionOf({ history, textFeedback: 0 });
    const none = positionOf({ history: null });
    repo.close();
    expect(lifted).toBeLessThan(off);
    expect(off).toBe(none);
  });

  it('lifts, for a text, the files of past changes whose messages read like it, and says so', async () => {
    const repo = Repository.open(copyFixture('py-shop'));
    await repo.update({ threads: 1 });
    // Nothing in the text names a file or a definition of the shop; two past changes spoke of refunds.
    const history = new CoChange(
      [['shop/payments/gateway.py', 'shop/utils/text.py'], ['shop/catalog/product.py', 'shop/reports.py'], ['shop/utils/text.py']],
      ['refund receipts print the wrong currency', 'catalog: product images', 'refund notes wrap at forty columns'],
    ).upTo();
    const query = 'A partial refund leaves the receipt blank';
    const ranking = (options: Parameters<Repository['rank']>[1]) => repo.rank({ query }, options);
    const withMessages = ranking({ history });
    const off = ranking({ history, messageWeight: 0 });
    repo.close();
    const position = (files: typeof off, path: string): number => files.findIndex((file) => file.path === path);
    expect(position(withMessages, 'shop/utils/text.py')).toBe(0);
    expect(position(withMessages, 'shop/utils/text.py')).toBeLessThan(position(off, 'shop/utils/text.py'));
    expect(position(withMessages, 'shop/payments/gateway.py')).toBeLessThanOrEqual(position(off, 'shop/payments/gateway.py'));
    expect(withMessages[0]!.reason).toBe('similar-change');
    expect(off.some((file) => file.reason === 'similar-change')).toBe(false);
    // the catalog change did not read like the task
    expect(withMessages.find((file) => file.path === 'shop/catalog/product.py')?.reason).not.toBe('similar-change');
  });

  it('ranks first, for a text, the file whose code holds the message it quotes, and says so', async () => {
    const repo = Repository.open(copyFixture('py-shop'));
    await repo.update({ threads: 1 });
    // `Order` and `MAX_ITEMS` are order.py's, but the message quoted is gateway.py's
    const query = 'Checking out an `Order` with fewer than `MAX_ITEMS` fails with "nothing to charge"';
    const quoted = repo.rank({ query }, { history: null });
    const off = repo.rank({ query }, { history: null, fusionWeights: { literals: 0 } });
    repo.close();
    expect(quoted[0]).toMatchObject({ path: 'shop/payments/gateway.py', reason: 'quoted' });
    expect(off[0]!.path).toBe('shop/orders/order.py');
    expect(off.some((file) => file.reason === 'quoted')).toBe(false);
  });

  it('ranks first, of the definitions, the one holding the message a text quotes, and says so', async () => {
    const repo = Repository.open(copyFixture('py-shop'));
    await repo.update({ threads: 1 });
    const query = 'Checking out an empty cart fails with "nothing to charge"';
    const [first] = repo.rankSymbols({ query }, { top: 1 }, { history: null });
    repo.close();
    // the method holding the literal, not its class around it
    expect(first).toMatchObject({ qualifiedName: 'PaymentGateway.charge', reason: 'quoted' });
  });

  it("ranks a traceback's innermost frame in the repository first, then the frames that called it", async () => {
    const repo = Repository.open(copyFixture('py-shop'));
    await repo.update({ threads: 1 });
    const query = [
      'Checkout crashes:',
      'Traceback (most recent call last):',
      '  File "/srv/venv/lib/python3.12/site-packages/shop/reports.py", line 3, in daily',
      '  File "/srv/venv/lib/python3.12/site-packages/shop/orders/order.py", line 28, in checkout',
      '  File "/srv/venv/lib/python3.12/site-packages/shop/payments/gateway.py", line 11, in charge',
      '  File "/usr/lib/python3.12/decimal.py", line 9, in quantize',
      'shop.payments.gateway.PaymentError: declined',
    ].join('\n');
    const files = repo.rank({ query }, { history: null });
    repo.close();
    expect(files.slice(0, 2).map((file) => file.path)).toEqual(['shop/payments/gateway.py', 'shop/orders/order.py']);
  });

  it('lets, for a text alone, only the files it names by path or module lead, not every definer of its names', async () => {
    const repo = Repository.open(copyFixture('py-shop'));
    await repo.update({ threads: 1 });
    const byModule = repo.rank({ query: 'In `shop.utils.text`, `Order` totals print wrong' }, { history: null });
    const byPath = repo.rank({ query: 'In shop/utils/text.py, `Order` totals print wrong' }, { history: null });
    // the same names with a seed path: the task is not text alone, and definers lead as before
    const seeded = repo.rank({ paths: ['shop/reports.py'], query: '`PaymentGateway` totals print wrong' }, { history: null });
    repo.close();
    expect(byModule[0]).toMatchObject({ path: 'shop/utils/text.py', reason: 'mentioned' });
    expect(byPath[0]).toMatchObject({ path: 'shop/utils/text.py', reason: 'mentioned' });
    expect(seeded.slice(0, 2).map((file) => file.path)).toEqual(['shop/reports.py', 'shop/payments/gateway.py']);
  });

  it('does not let a written file name that many files share (a bare `__init__.py`) lead, but still weighs them', async () => {
    const repo = Repository.open(copyFixture('py-shop'));
    await repo.update({ threads: 1 });
    const files = repo.rank({ query: 'After editing __init__.py, `PaymentGateway.charge` raises for zero amounts' }, { history: null });
    const unique = repo.rank({ query: 'After editing shop/orders/__init__.py, `PaymentGateway.charge` raises for zero amounts' }, { history: null });
    repo.close();
    expect(files[0]).toMatchObject({ path: 'shop/payments/gateway.py' });
    const initFiles = files.filter((file) => file.path.endsWith('__init__.py'));
    expect(initFiles.length).toBe(5);
    expect(initFiles.every((file) => file.reason === 'mentioned')).toBe(true);
    // a path that names one file still leads, beside the file `PaymentGateway.charge` names (a
    // class's member the text writes leads as a path does, rank/members.ts)
    expect(unique.slice(0, 2).map((file) => file.path).sort()).toEqual(['shop/orders/__init__.py', 'shop/payments/gateway.py']);
    expect(unique.find((file) => file.path === 'shop/orders/__init__.py')?.reason).toBe('mentioned');
  });

  it("puts, for a text alone, files that are no code of the repository's own kind (a Python package's JavaScript) after its code, unless it names them", async () => {
    const root = copyFixture('py-shop');
    // the checkout page's script shares every word of the text, more than the gateway does
    mkdirSync(join(root, 'shop/static'), { recursive: true });
    writeFileSync(
      join(root, 'shop/static/checkout.js'),
      ['function chargeZeroAmount(amount) { return amount; }', 'function chargeFails(charge) { return charge; }', 'function zeroAmountCharge(zero) { return zero; }', ''].join('\n'),
    );
    const repo = Repository.open(root);
    await repo.update({ threads: 1 });
    const query = 'charge fails for a zero amount charge';
    const order = (text: string, options: { textAssetFactor?: number } = {}) => repo.rank({ query: text }, { history: null, ...options }).map((file) => file.path);
    const before = order(query, { textAssetFactor: 1 });
    const after = order(query);
    const named = order(`${query} in shop/static/checkout.js`);
    const seeded = repo.rank({ paths: ['shop/orders/order.py'], query }, { history: null }).map((file) => file.path);
    const seededBefore = repo.rank({ paths: ['shop/orders/order.py'], query }, { history: null, textAssetFactor: 1 }).map((file) => file.path);
    repo.close();
    expect(before.indexOf('shop/static/checkout.js')).toBeLessThan(before.indexOf('shop/payments/gateway.py'));
    expect(after.indexOf('shop/static/checkout.js')).toBeGreaterThan(after.indexOf('shop/payments/gateway.py'));
    expect(named[0]).toBe('shop/static/checkout.js');
    // a task with a seed path is no text alone: its order is as it was
    expect(seeded).toEqual(seededBefore);
  });

  it("reads the repository's own history for a text: no history need be given", async () => {
    const root = copyFixture('py-shop');
    git(root, 'init', '-q');
    git(root, 'add', '.');
    git(root, 'commit', '-qm', 'initial import');
    appendFileSync(join(root, 'shop/utils/text.py'), '# wrap notes\n');
    appendFileSync(join(root, 'shop/payments/gateway.py'), '# currency\n');
    git(root, 'commit', '-qam', 'refund receipts print the wrong currency');
    const repo = Repository.open(root);
    await repo.update({ threads: 1 });
    const query = 'A partial refund leaves the receipt blank';
    const ranked = repo.rank({ query });
    const withoutHistory = repo.rank({ query }, { history: null });
    const general = repo.rank({});
    repo.close();
    // The past change about refunds touched both files: they lead, and text.py (which the graph
    // ranks low) says why.
    expect(ranked.slice(0, 2).map((file) => file.path).sort()).toEqual(['shop/payments/gateway.py', 'shop/utils/text.py']);
    expect(ranked.find((file) => file.path === 'shop/utils/text.py')!.reason).toBe('similar-change');
    expect(withoutHistory.slice(0, 2).map((file) => file.path)).not.toContain('shop/utils/text.py');
    expect(general.some((file) => file.reason === 'similar-change')).toBe(false);
  });

  it('without seeds ranks by global PageRank: the most used file first', async () => {
    const position = await ranked('ts-billing', {});
    expect(position.get('src/util/money.ts')).toBeLessThan(position.get('src/util/retry.ts')!);
    expect(position.get('src/util/money.ts')).toBeLessThan(position.get('src/reports/monthly.ts')!);
  });

  it('without seeds puts every source file before tests, docs and examples, however much they are used', async () => {
    const root = copyFixture('ts-billing');
    // A test helper every test and example uses: global PageRank alone would rank it high.
    mkdirSync(join(root, 'test'));
    mkdirSync(join(root, 'examples'));
    writeFileSync(join(root, 'test/helpers.ts'), 'export function makeInvoice() { return 1; }\nexport function makeCustomer() { return 2; }\n');
    for (let i = 0; i < 6; i++) {
      writeFileSync(join(root, `test/case${i}.test.ts`), `import { makeInvoice, makeCustomer } from './helpers';\nmakeInvoice(); makeCustomer();\n`);
      writeFileSync(join(root, `examples/demo${i}.ts`), `import { makeInvoice } from '../test/helpers';\nmakeInvoice();\n`);
    }
    const repo = Repository.open(root);
    await repo.update({ threads: 1 });
    const general = repo.rank({});
    const seeded = repo.rank({ paths: ['src/billing/invoice.ts'] });
    repo.close();
    const isSource = (path: string): boolean => path.startsWith('src/');
    const firstOther = general.findIndex((file) => !isSource(file.path));
    expect(firstOther).toBeGreaterThan(0);
    expect(general.slice(firstOther).every((file) => !isSource(file.path))).toBe(true);
    // among themselves, by global rank: the helper every test uses leads them
    expect(general[firstOther]!.path).toBe('test/helpers.ts');
    expect(seeded[0]!.path).toBe('src/billing/invoice.ts');
  });

  it('scores definitions by the rank flowing into them', async () => {
    const repo = Repository.open(copyFixture('ts-billing'));
    await repo.update({ threads: 1 });
    const map = repo.map({ paths: ['src/reports/monthly.ts'] }, { tokens: 4096 });
    repo.close();
    const money = map.files.find((file) => file.path === 'src/util/money.ts')!;
    const formatMoney = money.symbols.find((symbol) => symbol.name === 'formatMoney')!;
    const roundCents = money.symbols.find((symbol) => symbol.name === 'roundCents')!;
    // monthly.ts (the seed) calls formatMoney, not roundCents.
    expect(formatMoney.score).toBeGreaterThan(roundCents.score);
  });

  it('lifts files that changed together with the seeds in history, and only when history is used', async () => {
    const repo = Repository.open(copyFixture('ts-billing'));
    await repo.update({ threads: 1 });
    const history: ChangeHistory = {
      coChanges: (seeds) => new Map(seeds.includes('src/billing/invoice.ts') ? [['src/util/retry.ts', 4]] : []),
    };
    const order = (options: Parameters<Repository['rank']>[1]): string[] =>
      repo.rank({ paths: ['src/billing/invoice.ts'] }, options).map((file) => file.path);
    const reasonOf = (options: Parameters<Repository['rank']>[1]): string | undefined =>
      repo.rank({ paths: ['src/billing/invoice.ts'] }, options).find((file) => file.path === 'src/util/retry.ts')?.reason;
    const withHistory = order({ history });
    const without = order({ history, cochangeWeight: 0 });
    // the reason says so: history sent it more rank than any neighbour
    expect(reasonOf({ history })).toBe('co-change');
    expect(reasonOf({ history, cochangeWeight: 0 })).not.toBe('co-change');
    repo.close();
    expect(withHistory.indexOf('src/util/retry.ts')).toBeLessThan(withHistory.indexOf('src/util/logger.ts'));
    expect(withHistory.indexOf('src/util/retry.ts')).toBeLessThan(withHistory.indexOf('src/index.ts'));
    expect(without.indexOf('src/util/retry.ts')).toBeGreaterThan(without.indexOf('src/index.ts'));
  });

  it('ranks tests below the source a task changes, and only by the supporting-file factor', async () => {
    const root = copyFixture('py-shop');
    mkdirSync(join(root, 'tests'));
    writeFileSync(
      join(root, 'tests/test_order.py'),
      [
        'from shop.orders.order import Order, MAX_ITEMS',
        'from shop.catalog.product import Product',
        '',
        'def test_total():',
        '    order = Order("o1")',
        '    order.add_product(Product("p", 2.0))',
        '    assert order.total() == 2.0',
        '',
        'def test_full():',
        '    order = Order("o2")',
        '    for _ in range(MAX_ITEMS):',
        '        order.add_product(Product("p", 1.0))',
        '',
      ].join('\n'),
    );
    const repo = Repository.open(root);
    await repo.update({ threads: 1 });
    const order = (options: Parameters<Repository['rank']>[1]): string[] =>
      repo.rank({ paths: ['shop/orders/order.py'] }, { history: null, ...options }).map((file) => file.path);
    const demoted = order({});
    const level = order({ supportingFactor: 1 });
    repo.close();
    const sources = ['shop/catalog/product.py', 'shop/payments/gateway.py', 'shop/utils/pricing.py'];
    // As an equal, the test (which uses the seed heavily) outranks some of the seed's own dependencies.
    expect(sources.some((path) => level.indexOf('tests/test_order.py') < level.indexOf(path))).toBe(true);
    for (const path of sources) expect(demoted.indexOf('tests/test_order.py')).toBeGreaterThan(demoted.indexOf(path));
  });

  it("lifts the package facade that re-exports a seed's API", async () => {
    const root = copyFixture('py-shop');
    writeFileSync(join(root, 'shop/orders/__init__.py'), 'from .order import Order, MAX_ITEMS\n\n__all__ = ["Order", "MAX_ITEMS"]\n');
    const repo = Repository.open(root);
    await repo.update({ threads: 1 });
    const position = (options: Parameters<Repository['rank']>[1]): number =>
      repo.rank({ paths: ['shop/orders/order.py'] }, { history: null, ...options }).findIndex((file) => file.path === 'shop/orders/__init__.py');
    const withFacades = position({});
    const without = position({ facadeWeight: 0 });
    repo.close();
    expect(withFacades).toBeLessThan(without);
    expect(withFacades).toBeLessThanOrEqual(3);
  });

  it("lifts files in a seed's directory, and only by the same-directory list", async () => {
    const repo = Repository.open(copyFixture('rank-py'));
    await repo.update({ threads: 1 });
    const seed = 'library/storage/book_store.py';
    const order = (options: Parameters<Repository['rank']>[1]): string[] =>
      repo.rank({ paths: [seed] }, { history: null, ...options }).map((file) => file.path);
    const withSiblings = order({});
    const without = order({ directoryWeight: 0 });
    repo.close();
    const siblings = without.filter((path) => path !== seed && path.startsWith('library/storage/'));
    expect(siblings.length).toBeGreaterThan(1);
    for (const path of siblings) expect(withSiblings.indexOf(path)).toBeLessThanOrEqual(without.indexOf(path));
    expect(siblings.some((path) => withSiblings.indexOf(path) < without.indexOf(path))).toBe(true);
  });

  it('seeds the files of the directory a task\'s scope names (`library/models: …`)', async () => {
    const repo = Repository.open(copyFixture('rank-py'));
    await repo.update({ threads: 1 });
    const reasons = (options: Parameters<Repository['rank']>[1]) =>
      new Map(repo.rank({ query: 'library/models: a loan can outlive its copy' }, { history: null, ...options }).map((file) => [file.path, file.reason]));
    const scoped = reasons({});
    const unscoped = reasons({ scopeWeight: 0 });
    repo.close();
    expect(scoped.get('library/models/book.py')).toBe('mentioned');
    expect(scoped.get('library/models/member.py')).toBe('mentioned');
    expect(unscoped.get('library/models/member.py')).not.toBe('mentioned');
  });

  it('seeds the files of a directory a task\'s words name, and not for a structural directory', async () => {
    const repo = Repository.open(copyFixture('rank-py'));
    await repo.update({ threads: 1 });
    const ranking = (query: string, options: Parameters<Repository['rank']>[1] = {}) => repo.rank({ query }, { history: null, ...options });
    const order = (query: string, options: Parameters<Repository['rank']>[1] = {}): string[] => ranking(query, options).map((file) => file.path);
    const reasonOf = (query: string, options: Parameters<Repository['rank']>[1] = {}): string | undefined =>
      ranking(query, options).find((file) => file.path === 'library/notifications/email.py')?.reason;
    // `notifications` is a directory's name, not a file's stem
    const named = order('a reminder from notifications goes out twice');
    const namedReason = reasonOf('a reminder from notifications goes out twice');
    const withoutReason = reasonOf('a reminder from notifications goes out twice', { directoryWords: false });
    const generic = order('library: a reminder goes out twice');
    const plain = order('a reminder goes out twice');
    repo.close();
    expect(named[0]).toMatch(/^library\/notifications\//);
    // named by the task; without directory words only the word's lexical match can reach it
    expect(namedReason).toBe('mentioned');
    expect(withoutReason).not.toBe('mentioned');
    // every file sits under library/: that word names nothing in particular, as with no word at all
    expect(generic).toEqual(plain);
  });
});
