// Doc sentences in maps: an unnumbered comment line after the signature, in the file's
// comment style; counted in the hard budget; docs off gives the bytes of a map without them.
import { describe, expect, it } from 'vitest';
import { fitMap } from '../../src/render/fit.js';
import { docComment } from '../../src/render/format.js';
import { renderMap } from '../../src/render/formats.js';
import { countTokens } from '../../src/render/tokens.js';
import type { MapEntry } from '../../src/render/types.js';
import { DOC_LINE_TOKENS } from '../../src/render/value-order.js';
import type { RankedDefinition } from '../../src/types.js';
import { syntheticMap } from './synthetic.js';

function def(path: string, startLine: number, signature: string, doc: string | null, endLine = startLine + 5): RankedDefinition {
  const name = /(\w+)\s*[(<:={]/.exec(signature)?.[1] ?? 'x';
  return { path, name, qualifiedName: name, kind: 'function', startLine, endLine, signature, doc, score: 1 };
}

describe('doc lines', () => {
  const entry: MapEntry = {
    file: { path: 'src/billing.py', score: 1, reason: 'seed' },
    definitions: [
      def('src/billing.py', 8, 'class Invoice:', 'An invoice.', 40),
      def('src/billing.py', 9, '    def total(self) -> int:', 'Sum of the lines.', 12),
      def('src/billing.py', 99, 'def apply(x):', null, 100),
    ],
  };

  it('follow the signature as a comment with a blank number column, without breaking the numbering', () => {
    expect(renderMap([entry])).toBe(
      [
        'src/billing.py (seed)',
        '   8│ class Invoice:',
        '    │ # An invoice.',
        '   9│     def total(self) -> int:',
        '    │     # Sum of the lines.',
        '   ⋮',
        '  99│ def apply(x):',
        '',
      ].join('\n'),
    );
  });

  it('use the comment style of the file', () => {
    expect(docComment('Runs it.', 'a/b.go')).toBe('// Runs it.');
    expect(docComment('Runs it.', 'a/b.rb')).toBe('# Runs it.');
    expect(docComment('Runs it.', 'a/b.lua')).toBe('-- Runs it.');
    expect(docComment('A \u001b[31m red', 'x.ts')).not.toContain('\u001b');
  });
});

/** The synthetic map with a doc sentence on every other definition. */
function withDocs(entries: MapEntry[]): MapEntry[] {
  return entries.map((entry) => ({
    file: entry.file,
    definitions: entry.definitions.map((d, i) => ({ ...d, doc: i % 2 ? null : `Computes the ${d.name} of an invoice for the billing run.` })),
  }));
}

describe('fitting with docs', () => {
  const plain = syntheticMap(120, 10);
  const documented = withDocs(syntheticMap(120, 10));

  it('never goes over the budget, and docs off gives the same bytes as no docs at all', () => {
    for (const tokens of [64, 256, 1024, 4096]) {
      const fitted = fitMap(documented, { tokens, format: 'text', docs: 'all' });
      expect(fitted.tokens).toBeLessThanOrEqual(tokens);
      expect(countTokens(fitted.text)).toBe(fitted.tokens);
      const off = fitMap(documented, { tokens, format: 'text', docs: 'none' });
      expect(off.text).toBe(fitMap(plain, { tokens, format: 'text' }).text);
      expect(off.text).not.toContain('Computes the');
      expect(off.entries.flatMap((e) => e.definitions).every((d) => !d.doc)).toBe(true);
    }
  });

  it('shows docs when on', () => {
    const all = fitMap(documented, { tokens: 4096, format: 'text', docs: 'all' });
    expect(all.text).toContain('// Computes the');
  });

  it('slack: the same definitions as without docs, docs only in what the budget has left', () => {
    for (const tokens of [64, 256, 1024, 4096, 16384]) {
      const off = fitMap(documented, { tokens, format: 'text', docs: 'none' });
      const slack = fitMap(documented, { tokens, format: 'text', docs: 'slack' });
      expect(slack.tokens).toBeLessThanOrEqual(tokens);
      expect(countTokens(slack.text)).toBe(slack.tokens);
      const names = (entries: MapEntry[]) => entries.map((e) => [e.file.path, e.definitions.map((d) => d.qualifiedName)]);
      expect(names(slack.entries)).toEqual(names(off.entries));
      expect(slack.text.replace(/\n +│ \/\/ [^\n]*/g, '')).toBe(off.text);
    }
    const small = documented.slice(0, 2);
    const roomy = fitMap(small, { tokens: 16384, format: 'text', docs: 'slack' });
    expect(roomy.entries.flatMap((e) => e.definitions).filter((d) => d.doc)).toHaveLength(small.flatMap((e) => e.definitions).filter((d) => d.doc).length);
  });
});

describe('docs as lines of the value layout', () => {
  const documented = withDocs(syntheticMap(120, 10));
  const value = { rankDecay: 1.3, symbolWeight: 1, seedPosition: 4 };
  const docsShown = (entries: MapEntry[]) => entries.flatMap((e) => e.definitions.filter((d) => d.doc));

  it('never goes over the budget; with no worth on docs, the map is the one without docs', () => {
    for (const tokens of [64, 256, 1024, 4096, 16384]) {
      const fitted = fitMap(documented, { tokens, format: 'text', value: { ...value, docWeight: 0.25 }, docs: 'value' });
      expect(fitted.tokens).toBeLessThanOrEqual(tokens);
      expect(countTokens(fitted.text)).toBe(fitted.tokens);
      const worthless = fitMap(documented, { tokens, format: 'text', value: { ...value, docWeight: 0 }, docs: 'value' });
      expect(worthless.text).toBe(fitMap(documented, { tokens, format: 'text', value, docs: 'none' }).text);
    }
  });

  it('shows docs at a budget where the slack shows none, more as their worth grows', () => {
    const slack = fitMap(documented, { tokens: 4096, format: 'text', value, docs: 'slack' });
    expect(docsShown(slack.entries)).toHaveLength(0);
    const counts = [0.1, 0.25, 1].map((docWeight) => docsShown(fitMap(documented, { tokens: 4096, format: 'text', value: { ...value, docWeight }, docs: 'value' }).entries).length);
    expect(counts[0]).toBeGreaterThan(0);
    expect(counts[1]).toBeGreaterThan(counts[0]!);
    expect(counts[2]).toBeGreaterThan(counts[1]!);
  });

  it('spends docs where the lines are worth most: the top files, not the tail', () => {
    const fitted = fitMap(documented, { tokens: 4096, format: 'text', value: { ...value, docWeight: 0.25 }, docs: 'value', fileTail: false });
    const rank = new Map(documented.map((entry, index) => [entry.file.path, index]));
    const ranks = fitted.entries.filter((e) => e.definitions.some((d) => d.doc)).map((e) => rank.get(e.file.path)!);
    const shownRanks = fitted.entries.map((e) => rank.get(e.file.path)!);
    // The first non-seed files (rank 0 is the seed, weighed as rank 4) get the docs.
    expect(ranks).toContain(1);
    expect(Math.max(...ranks)).toBeLessThan(Math.max(...shownRanks) / 2);
  });

  const docTokens = (text: string) =>
    text
      .split('\n')
      .filter((line) => /^ *│ *\/\/ /.test(line))
      .reduce((sum, line) => sum + countTokens(line + '\n'), 0);

  it('lead docs: as many lines as their share of the budget buys, then none when later docs are worth nothing', () => {
    for (const tokens of [1024, 4096, 8192]) {
      const fitted = fitMap(documented, { tokens, format: 'text', value: { ...value, docShare: 0.05, docWeight: 0 }, docs: 'value' });
      expect(fitted.tokens).toBeLessThanOrEqual(tokens);
      expect(docsShown(fitted.entries).length).toBeGreaterThan(0);
      expect(docsShown(fitted.entries).length).toBeLessThanOrEqual(Math.floor((0.05 * tokens) / DOC_LINE_TOKENS));
      expect(docTokens(fitted.text)).toBeGreaterThan(0);
    }
  });

  it('lead docs: long prose buys as many lines as short prose (the share is counted in lines)', () => {
    const withDocs = (doc: (name: string) => string) =>
      syntheticMap(120, 10).map((entry) => ({ file: entry.file, definitions: entry.definitions.map((d) => ({ ...d, doc: doc(d.name) })) }));
    const short = withDocs((name) => `Computes the ${name}.`);
    const long = withDocs((name) => `Computes the ${name} of an invoice from its lines, the taxes that apply to them and the discounts of the customer.`);
    const shown = (entries: MapEntry[]) => docsShown(fitMap(entries, { tokens: 4096, format: 'text', value: { ...value, docShare: 0.04, docWeight: 0 }, docs: 'value' }).entries).length;
    const lines = Math.floor((0.04 * 4096) / DOC_LINE_TOKENS);
    expect(shown(short)).toBe(lines);
    expect(shown(long)).toBe(lines);
  });

  it('lead docs saturate: more budget, more docs, but a doc beyond the share only at its own (lower) worth', () => {
    const count = (tokens: number, docShare: number, docWeight: number) =>
      docsShown(fitMap(documented, { tokens, format: 'text', value: { ...value, docShare, docWeight }, docs: 'value' }).entries).length;
    expect(count(8192, 0.05, 0)).toBeGreaterThan(count(2048, 0.05, 0));
    expect(count(4096, 0.1, 0)).toBeGreaterThan(count(4096, 0.05, 0));
    // The lead docs are worth their definition's worth: more than a flat low weight shows.
    expect(count(4096, 0.05, 0)).toBeGreaterThan(count(4096, 0, 0.05));
    expect(count(4096, 0.05, 0.25)).toBeGreaterThanOrEqual(count(4096, 0.05, 0));
  });

  it('where docs are few, the share still shows them: the lead docs of the best documented definitions', () => {
    const sparse = syntheticMap(120, 10).map((entry) => ({
      file: entry.file,
      definitions: entry.definitions.map((d, i) => ({ ...d, doc: i % 5 === 4 ? `Computes the ${d.name} of an invoice.` : null })),
    }));
    const flat = docsShown(fitMap(sparse, { tokens: 4096, format: 'text', value: { ...value, docWeight: 0.2 }, docs: 'value' }).entries);
    const lead = fitMap(sparse, { tokens: 4096, format: 'text', value: { ...value, docShare: 0.05, docWeight: 0 }, docs: 'value', fileTail: false });
    expect(docsShown(lead.entries).length).toBeGreaterThan(flat.length);
    const rank = new Map(sparse.map((entry, index) => [entry.file.path, index]));
    const ranks = lead.entries.filter((e) => e.definitions.some((d) => d.doc)).map((e) => rank.get(e.file.path)!);
    expect(Math.min(...ranks)).toBeLessThanOrEqual(1);
  });

  it('where docs are sparse, every lead line goes to a definition the map shows', () => {
    const sparse = syntheticMap(120, 10).map((entry) => ({
      file: entry.file,
      definitions: entry.definitions.map((d, i) => ({ ...d, doc: i % 7 === 6 ? `Computes the ${d.name} of an invoice for the billing run of a month.` : null })),
    }));
    const shown = (docLeadWeight: number) =>
      docsShown(fitMap(sparse, { tokens: 4096, format: 'text', value: { ...value, docShare: 0.04, docWeight: 0, docLeadWeight }, docs: 'value' }).entries).length;
    // At the default weight (3) the share's lines are all shown; a lower weight shows fewer.
    expect(shown(3)).toBe(Math.floor((0.04 * 4096) / DOC_LINE_TOKENS));
    expect(shown(3)).toBeGreaterThan(shown(0.5));
  });

  it('a documented definition competes as a pair: it wins the last place over an undocumented one worth more per token when its doc line is worth it', () => {
    const path = 'src/billing.ts';
    const undocumented = def(path, 30, 'export function applyTax(invoice: Invoice): Invoice', null);
    // As much worth, a longer line: less worth per token.
    const documented = (doc: string): RankedDefinition => def(path, 40, 'export function applyDiscounts(invoice: Invoice): Invoice', doc);
    // The file's main definition fills most of the budget, so the map is well filled either way.
    const main: RankedDefinition = { ...def(path, 1, `export function settle(\n${Array.from({ length: 8 }, (_, i) => `  ledgerEntry${i}: LedgerEntry,`).join('\n')}\n): Invoice`, null, 29), score: 100 };
    const entries = (doc: string): MapEntry[] => [{ file: { path, score: 1, reason: 'seed' }, definitions: [main, undocumented, documented(doc)] }];
    const shown = (doc: string, docs: 'none' | 'value', tokens: number) =>
      fitMap(entries(doc), { tokens, format: 'text', value: { ...value, docShare: 1, docWeight: 0, docLeadWeight: 1 }, docs, fileTail: false }).entries.flatMap((e) =>
        e.definitions.filter((d) => d.name !== main.name).map((d) => `${d.name}${d.doc ? ' + doc' : ''}`),
      );
    const header = fitMap(entries('Discounts.'), { tokens: 4096, format: 'text', value, docs: 'none', fileTail: false });
    // Room for one signature and a short doc line, not for both signatures.
    const tokens = countTokens(header.text.split('\n').slice(0, 11).join('\n') + '\n   ⋮\n  40│ export function applyDiscounts(invoice: Invoice): Invoice\n    │ // Discounts.\n') + 1;
    expect(tokens).toBeLessThan(countTokens(header.text));
    expect(shown('Discounts.', 'none', tokens)).toEqual(['applyTax']);
    expect(shown('Discounts.', 'value', tokens)).toEqual(['applyDiscounts + doc']);
    // A doc line longer than the signature is worth less per token: the definition competes alone.
    const long = 'Applies the discounts of the customer, the season and the coupons to every line of the invoice, in that order.';
    expect(shown(long, 'value', tokens)).toEqual(['applyTax']);
  });

  it('shows a doc under its own signature once, a documented member under its container once', () => {
    const path = 'src/billing.py';
    const invoice: RankedDefinition = { ...def(path, 8, 'class Invoice:', 'An invoice.', 40), kind: 'class' };
    const total: RankedDefinition = { ...def(path, 9, '    def total(self) -> int:', 'Sum of the lines.', 12), kind: 'method', qualifiedName: 'Invoice.total', container: invoice };
    const entry: MapEntry = { file: { path, score: 1, reason: 'global-rank' }, definitions: [total, invoice] };
    const fitted = fitMap([entry], { tokens: 1024, format: 'text', value: { ...value, docWeight: 1 }, docs: 'value', fileTail: false });
    expect(fitted.text).toBe(['src/billing.py (global-rank)', '  8│ class Invoice:', '   │ # An invoice.', '  9│     def total(self) -> int:', '   │     # Sum of the lines.', ''].join('\n'));
  });
});
