import { afterEach, describe, expect, it } from 'vitest';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanupTemporaries, copyFixture, runCli } from '../helpers.js';

afterEach(cleanupTemporaries);

interface Hit {
  path: string;
  name: string;
  qualifiedName: string;
  kind: string;
  line: number;
  endLine: number;
  signature: string;
  score: number;
  exact: boolean;
}

function search(root: string, ...args: string[]): { query: string; match: string; symbols: Hit[] } {
  const result = runCli(['search', root, ...args, '--json', '--quiet']);
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
  return JSON.parse(result.stdout);
}

const names = (hits: Hit[]) => hits.map((hit) => hit.qualifiedName);

describe('repomap search', () => {
  it('finds applyTax by its name, its word parts and a prefix', () => {
    const root = copyFixture('ts-billing');
    for (const query of ['applyTax', 'apply tax', 'Apply_Tax', 'appl', 'Invoice.applyTax']) {
      expect(names(search(root, query).symbols)).toContain('Invoice.applyTax');
    }
    // `tax` is a word part of several names; applyTax is among them.
    const tax = search(root, 'tax');
    expect(tax.match).toBe('all');
    expect(names(tax.symbols)).toEqual(expect.arrayContaining(['Invoice.applyTax', 'TaxCalculator', 'TaxRule', 'TaxCalculator.computeTax']));
    // A word that is no prefix of any word part finds nothing.
    expect(search(root, 'pply').symbols).toEqual([]);
  });

  it('ranks exact name matches first, then by bm25 with names over signatures', () => {
    const root = copyFixture('ts-billing');
    const invoice = search(root, 'invoice').symbols;
    expect(invoice[0]).toMatchObject({ qualifiedName: 'Invoice', kind: 'class', exact: true, path: 'src/billing/invoice.ts', line: 11 });
    expect(invoice.slice(1).every((hit) => !hit.exact)).toBe(true);

    const calculator = search(root, 'TaxCalculator').symbols;
    expect(names(calculator).slice(0, 2)).toEqual(['TaxCalculator', 'TaxCalculator.computeTax']);
    // Scores decrease after the exact tier.
    const rest = calculator.slice(1).map((hit) => hit.score);
    expect(rest).toEqual([...rest].sort((a, b) => b - a));

    // "tax rule": the type TaxRule (exact once spaces are ignored) before its fields (their
    // qualified names hold it) and the methods whose signature mentions it.
    const rule = search(root, 'tax rule').symbols;
    expect(rule[0]).toMatchObject({ qualifiedName: 'TaxRule', exact: true });
    expect(names(rule).slice(1).sort()).toEqual(['Invoice.applyTax', 'TaxCalculator.computeTax', 'TaxRule.name', 'TaxRule.rate']);

    // A name hit outranks a signature-only hit: customerDisplayName before createInvoice(id, customer: Customer).
    const customer = names(search(root, 'customer').symbols);
    expect(customer[0]).toBe('Customer');
    expect(customer).toContain('createInvoice');
    expect(customer.indexOf('customerDisplayName')).toBeLessThan(customer.indexOf('createInvoice'));
  });

  it('works on Python snake_case names', () => {
    const root = copyFixture('py-shop');
    const hits = search(root, 'apply discount').symbols;
    expect(hits[0]).toMatchObject({ name: 'apply_discount', kind: 'function', path: 'shop/utils/pricing.py', exact: true });
    expect(names(search(root, 'order tot').symbols)).toEqual(['Order.total']);
  });

  it('falls back to any word when no definition matches them all, and says so', () => {
    const root = copyFixture('ts-billing');
    const result = search(root, 'apply zebra');
    expect(result.match).toBe('any');
    expect(names(result.symbols)).toContain('Invoice.applyTax');
    const text = runCli(['search', root, 'apply zebra', '--quiet']);
    expect(text.stdout.split('\n')[0]).toBe("(no symbol matches every word of 'apply zebra'; these match some)");
    expect(search(root, 'zebra').symbols).toEqual([]);
    expect(search(root, 'zebra').match).toBe('none');
  });

  it('prints kind, location and signature; --limit and --kind filter', () => {
    const root = copyFixture('ts-billing');
    const text = runCli(['search', root, 'applyTax', '--quiet']);
    expect(text.status).toBe(0);
    expect(text.stdout).toBe('src/billing/invoice.ts:28  method Invoice.applyTax\n    applyTax(rules: TaxRule[]): number\n');
    // One positional: the query, ROOT = the current directory.
    expect(runCli(['search', 'applyTax', '--quiet'], { cwd: root }).stdout).toBe(text.stdout);

    expect(search(root, 'tax', '--limit', '2').symbols).toHaveLength(2);
    const methods = search(root, 'tax', '--kind', 'method').symbols;
    expect(methods.length).toBeGreaterThan(1);
    expect(methods.every((hit) => hit.kind === 'method')).toBe(true);
    // The JSON record has the symbols --json fields.
    expect(search(root, 'roundCents').symbols[0]).toEqual({
      path: 'src/util/money.ts',
      name: 'roundCents',
      qualifiedName: 'roundCents',
      kind: 'function',
      line: 1,
      endLine: 3,
      signature: 'export function roundCents(value: number): number',
      doc: null,
      score: expect.any(Number),
      exact: true,
    });
  });

  it('keeps the search index in step with incremental updates', () => {
    const root = copyFixture('ts-billing');
    const before = search(root, 'tax').symbols.length;
    const extra = join(root, 'src/vat.ts');
    writeFileSync(extra, 'export function computeVatRefund(amount: number): number {\n  return amount;\n}\n');
    expect(search(root, 'vat refund').symbols).toMatchObject([{ qualifiedName: 'computeVatRefund', path: 'src/vat.ts', line: 1 }]);

    // Rename it: the old name is gone, the new one found, nothing duplicated.
    writeFileSync(extra, 'export function computeVatRebate(amount: number): number {\n  return amount;\n}\n');
    expect(search(root, 'refund').symbols).toEqual([]);
    expect(names(search(root, 'vat rebate').symbols)).toEqual(['computeVatRebate']);

    // Edit another file several times: its hits are replaced, not added.
    const invoice = join(root, 'src/billing/invoice.ts');
    const original = readFileSync(invoice, 'utf8');
    for (const suffix of ['\n// one\n', '\n// one\n// two\n']) {
      writeFileSync(invoice, original + suffix);
      expect(search(root, 'tax').symbols.length).toBe(before);
    }

    rmSync(extra);
    expect(search(root, 'vat').symbols).toEqual([]);

    // Several updates with no search between them: the search index catches up on all at once.
    writeFileSync(extra, 'export function computeVatRefund(amount: number): number {\n  return amount;\n}\n');
    expect(runCli(['index', root]).status).toBe(0);
    writeFileSync(extra, 'export function computeVatCredit(amount: number): number {\n  return amount;\n}\n');
    expect(runCli(['index', root]).status).toBe(0);
    expect(search(root, 'refund').symbols).toEqual([]);
    expect(names(search(root, 'vat credit').symbols)).toEqual(['computeVatCredit']);
  });

  it('repeats at most 200 characters of a long query in its no-match and some-match lines, controls escaped', () => {
    const root = copyFixture('ts-billing');
    // Words no definition starts with (no digits: a digit is a word part of its own).
    const words = Array.from({ length: 10_000 }, (_, i) => `qzx${i.toString(26).replace(/\d/g, (d) => 'jkvwyhubgf'[Number(d)]!)}`).join(' ');
    const query = `zebra\u001bqq ${words}`.slice(0, 60_000);
    expect(query.length).toBe(60_000);
    const none = runCli(['search', root, query, '--quiet']);
    expect(none.status).toBe(0);
    expect(none.stdout).toBe('');
    const [line, ...rest] = none.stderr.split('\n');
    expect(rest).toEqual(['']);
    expect(line!.startsWith("repomap: no symbol matches 'zebra\\033qq qzxj qzxk ")).toBe(true);
    expect(line!.endsWith("…'")).toBe(true);
    expect(line!.length).toBeLessThanOrEqual(250);

    const some = runCli(['search', root, `apply ${query}`, '--quiet']);
    expect(some.status).toBe(0);
    const first = some.stdout.split('\n')[0]!;
    expect(first).toMatch(/^\(no symbol matches every word of 'apply zebra\\033qq qzxj .*…'; these match some\)$/);
    expect(first.length).toBeLessThanOrEqual(280);
    expect(some.stdout).toContain('applyTax');

    const noWords = runCli(['search', root, '.'.repeat(60_000)]);
    expect(noWords.status).toBe(2);
    expect(noWords.stderr).toBe(`repomap: the query has no words to search for: '${'.'.repeat(199)}…'\n`);
  });

  it('bad input: exit 2 with one line', () => {
    const root = copyFixture('ts-billing');
    const cases: [string[], RegExp][] = [
      [['search', root, 'tax', '--limit', '0'], /--limit must be a positive integer/],
      [['search', root, 'tax', '--kind', 'bogus'], /--kind must be one of/],
      [['search', root, 'apply', 'tax'], /too many arguments.*quote/],
      [['search', root, '...'], /no words to search for/],
      [['search'], /missing QUERY/],
      [['search', join(root, 'nope'), 'tax'], /root does not exist/],
    ];
    for (const [args, message] of cases) {
      const result = runCli(args);
      expect(result.status).toBe(2);
      expect(result.stdout).toBe('');
      expect(result.stderr.trimEnd().split('\n')).toHaveLength(1);
      expect(result.stderr).toMatch(message);
    }
  });
});
