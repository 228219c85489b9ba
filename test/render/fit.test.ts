import { countTokens as referenceCount } from 'gpt-tokenizer/encoding/o200k_base';
import { describe, expect, it } from 'vitest';
import { fitMap } from '../../src/render/fit.js';
import { renderMap } from '../../src/render/formats.js';
import type { MapEntry, MapFormat } from '../../src/render/types.js';
import type { RankedDefinition } from '../../src/types.js';
import { syntheticMap } from './synthetic.js';

const BUDGETS = [64, 128, 256, 512, 1024, 2048, 4096, 8192];
const FORMATS: MapFormat[] = ['text', 'markdown'];
const material = syntheticMap(200, 12);
const bytesOf = (text: string) => Buffer.byteLength(text, 'utf8');

/**
 * The priority order, computed independently: each file's first item (best definition, or the
 * bare file) at the best definition score of any file ranked at or below it; every later
 * definition at its own score.
 */
function priority(ranked: readonly MapEntry[]): Array<{ file: number; def: RankedDefinition | null }> {
  const best = ranked.map((entry) => Math.max(...entry.definitions.map((def) => def.score)));
  const first = best.map((_, file) => Math.max(...best.slice(file)));
  first.forEach((value, file) => {
    if (value === -Infinity) first[file] = file > 0 ? first[file - 1]! : Infinity;
  });
  const items = ranked.flatMap((entry, file) => {
    if (entry.definitions.length === 0) return [{ file, index: 0, score: first[file]!, def: null }];
    const byScore = entry.definitions
      .map((def, index) => ({ def, index }))
      .sort((a, b) => b.def.score - a.def.score || a.index - b.index);
    return byScore.map(({ def, index }, position) => ({ file, index, score: position === 0 ? first[file]! : def.score, def }));
  });
  items.sort((a, b) => b.score - a.score || a.file - b.file || (a.def && b.def ? b.def.score - a.def.score : 0) || a.index - b.index);
  return items.map(({ file, def }) => ({ file, def }));
}

/** Renders a set of priority items the way a map shows them: files by rank, lines by source position. */
function renderItems(ranked: readonly MapEntry[], items: Array<{ file: number; def: RankedDefinition | null }>, format: MapFormat): string {
  const files = [...new Set(items.map((item) => item.file))].sort((a, b) => a - b);
  const entries = files.map((file) => ({
    file: ranked[file]!.file,
    definitions: items.filter((item) => item.file === file && item.def).map((item) => item.def!),
  }));
  return renderMap(entries, format);
}

/** (path, line) → source text of every line the given entries' signatures cover. */
function signatureLines(ranked: readonly MapEntry[]): Map<string, string> {
  const lines = new Map<string, string>();
  for (const entry of ranked) {
    for (const def of entry.definitions) {
      def.signature.split('\n').forEach((text, i) => lines.set(`${entry.file.path}:${def.startLine + i}`, text.trimEnd()));
    }
  }
  return lines;
}

describe('fitMap budgets', () => {
  const order = priority(material);

  it('has more material than the largest budget', () => {
    for (const format of FORMATS) expect(referenceCount(renderMap(material, format))).toBeGreaterThan(4 * 8192);
  });

  for (const format of FORMATS) {
    for (const budget of BUDGETS) {
      it(`${format}: fits ${budget} tokens exactly and leaves no room for one more item`, () => {
        const result = fitMap(material, { tokens: budget, format });
        const tokens = referenceCount(result.text);
        expect(tokens).toBeLessThanOrEqual(budget);
        expect(result.tokens).toBe(tokens);
        expect(result.bytes).toBe(bytesOf(result.text));
        expect(result.text).toBe(renderMap(result.entries, format));
        // Filled: at 64 tokens one header plus a few lines is all there is, and the last gap can
        // be wider than 10% with no later item small enough (see the maximality check below).
        if (budget >= 128) expect(tokens).toBeGreaterThanOrEqual(Math.ceil(0.9 * budget));
        else expect(tokens).toBeGreaterThanOrEqual(Math.ceil(0.75 * budget));
        // Maximal: no single unshown item near the top of the priority order would still fit.
        const shown = new Set(result.entries.flatMap((entry) => entry.definitions));
        const shownItems = order.filter((item) => item.def && shown.has(item.def));
        const candidates = order.slice(0, shownItems.length + 150).filter((item) => !shown.has(item.def!));
        for (const candidate of candidates) {
          expect(referenceCount(renderItems(material, [...shownItems, candidate], format))).toBeGreaterThan(budget);
        }
      });
    }
  }

  it('honours a byte cap together with the token budget, whichever binds', () => {
    const byBytes = fitMap(material, { tokens: 4096, bytes: 3000, format: 'text' });
    expect(bytesOf(byBytes.text)).toBeLessThanOrEqual(3000);
    expect(bytesOf(byBytes.text)).toBeGreaterThanOrEqual(2700);
    expect(referenceCount(byBytes.text)).toBeLessThanOrEqual(4096);
    expect(byBytes.bytes).toBe(bytesOf(byBytes.text));

    const byTokens = fitMap(material, { tokens: 512, bytes: 100_000, format: 'markdown' });
    expect(referenceCount(byTokens.text)).toBeLessThanOrEqual(512);
    expect(referenceCount(byTokens.text)).toBeGreaterThanOrEqual(461);

    for (const bytes of [100, 1000, 10_000]) {
      const result = fitMap(material, { tokens: 2048, bytes, format: 'markdown' });
      expect(bytesOf(result.text)).toBeLessThanOrEqual(bytes);
      expect(referenceCount(result.text)).toBeLessThanOrEqual(2048);
    }
  });

  it('returns an empty map when not even one header fits', () => {
    const shortestHeader = Math.min(...material.map((entry) => referenceCount(renderMap([{ file: entry.file, definitions: [] }]))));
    for (const tokens of [0, 1, shortestHeader - 1]) {
      expect(fitMap(material, { tokens, format: 'text' })).toEqual({ text: '', tokens: 0, bytes: 0, entries: [] });
    }
    expect(fitMap(material, { tokens: 8192, bytes: 10, format: 'text' }).text).toBe('');
    expect(fitMap([], { tokens: 100, format: 'markdown' })).toEqual({ text: '', tokens: 0, bytes: 0, entries: [] });
  });

  it('rejects a negative or NaN budget', () => {
    expect(() => fitMap(material, { tokens: -1, format: 'text' })).toThrow(RangeError);
    expect(() => fitMap(material, { tokens: Number.NaN, format: 'text' })).toThrow(RangeError);
    expect(() => fitMap(material, { tokens: 10, bytes: -5, format: 'text' })).toThrow(RangeError);
  });
});

describe('fitMap selection and layout', () => {
  const order = priority(material);

  for (const budget of [256, 2048]) {
    it(`shows the largest prefix of the priority order that fits ${budget} tokens`, () => {
      const result = fitMap(material, { tokens: budget, format: 'text' });
      const shown = new Set(result.entries.flatMap((entry) => entry.definitions));
      let prefix = 0;
      while (prefix < order.length && shown.has(order[prefix]!.def!)) prefix++;
      expect(prefix).toBeGreaterThan(0);
      expect(referenceCount(renderItems(material, order.slice(0, prefix + 1), 'text'))).toBeGreaterThan(budget);
    });
  }

  it('orders files by rank and definitions by source line, whatever their scores', () => {
    const result = fitMap(material, { tokens: 4096, format: 'text' });
    const ranks = result.entries.map((entry) => material.findIndex((candidate) => candidate.file.path === entry.file.path));
    expect(ranks.length).toBeGreaterThan(3);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    // Definitions come in by score; more than one file interleaves, so the rank order is not score order.
    const scores = result.entries.flatMap((entry) => entry.definitions.map((def) => def.score));
    expect(scores).not.toEqual([...scores].sort((a, b) => b - a));
    for (const entry of result.entries) {
      const starts = entry.definitions.map((def) => def.startLine);
      expect(starts).toEqual([...starts].sort((a, b) => a - b));
    }
    const headers = result.text.split('\n\n').map((block) => block.split('\n')[0]);
    expect(headers).toEqual(result.entries.map((entry) => `${entry.file.path} (${entry.file.reason})`));
  });

  it('shows only whole given signatures, with elisions exactly between non-adjacent lines', () => {
    const known = signatureLines(material);
    const result = fitMap(material, { tokens: 2048, format: 'text' });
    const printed = new Set<string>();
    for (const block of result.text.trimEnd().split('\n\n')) {
      const [header, ...lines] = block.split('\n');
      const path = header!.slice(0, header!.indexOf(' ('));
      let previous: number | null = null;
      let elided = false;
      for (const line of lines) {
        if (/^\s+⋮$/.test(line)) {
          expect(previous).not.toBeNull();
          elided = true;
          continue;
        }
        const match = /^\s+(\d+)│ (.*)$/.exec(line);
        expect(match, line).not.toBeNull();
        const lineNumber = Number(match![1]);
        if (previous !== null) expect(elided).toBe(lineNumber !== previous + 1);
        const key = `${path}:${lineNumber}`;
        expect(known.get(key)).toBe(match![2]);
        printed.add(key);
        previous = lineNumber;
        elided = false;
      }
      expect(elided).toBe(false);
    }
    const multiLine = result.entries.flatMap((entry) => entry.definitions).filter((def) => def.signature.includes('\n'));
    expect(multiLine.length).toBeGreaterThan(0);
    for (const entry of result.entries) {
      for (const def of entry.definitions) {
        def.signature.split('\n').forEach((_, i) => expect(printed.has(`${entry.file.path}:${def.startLine + i}`)).toBe(true));
      }
    }
  });

  it('brings a definition-less file in at its rank, so a bigger budget never shows fewer files', () => {
    const bareFirst: MapEntry = { file: { path: 'README.md', score: 1, reason: 'seed' }, definitions: [] };
    const [a, b, c, ...rest] = syntheticMap(12, 4);
    const bareThird: MapEntry = { file: { path: 'setup.py', score: 0.5, reason: 'global-rank' }, definitions: [] };
    const ranked = [bareFirst, a!, b!, bareThird, c!, ...rest];
    const everything = fitMap(ranked, { tokens: 100_000, format: 'text' });
    expect(everything.text).toBe(renderMap(ranked, 'text'));
    expect(everything.text.startsWith('README.md (seed)\n\nsrc/')).toBe(true);

    const order = priority(ranked);
    expect(order[0]).toEqual({ file: 0, def: null });
    // setup.py follows the best definitions of the two files above it, before any later file's.
    const setupAt = order.findIndex((item) => item.file === 3);
    expect(order.slice(0, setupAt).filter((item) => item.def === null)).toHaveLength(1);
    for (const file of [1, 2]) expect(order.slice(0, setupAt).some((item) => item.file === file)).toBe(true);
    const upToSetup = referenceCount(renderItems(ranked, order.slice(0, setupAt + 1), 'text'));
    let previousFiles = new Set<string>();
    for (const tokens of [upToSetup, upToSetup * 2, upToSetup * 4, 8192, 100_000]) {
      const shown = new Set(fitMap(ranked, { tokens, format: 'text' }).entries.map((entry) => entry.file.path));
      expect(shown.has('README.md') && shown.has('setup.py')).toBe(true);
      for (const path of previousFiles) expect(shown.has(path)).toBe(true);
      previousFiles = shown;
    }
  });

  it('shows files in rank order first, whatever their definitions score', () => {
    const [a, b, c] = syntheticMap(3, 4, 7);
    const rescaled = (entry: MapEntry, factor: number): MapEntry => ({
      file: entry.file,
      definitions: entry.definitions.map((def) => ({ ...def, score: def.score * factor })),
    });
    // The second-ranked file's definitions score far below the third's (nothing references them).
    const ranked = [a!, rescaled(b!, 1e-6), rescaled(c!, 100)];
    const order = priority(ranked);
    expect(order.slice(0, 3).map((item) => item.file)).toEqual([0, 1, 2]);
    const firstTwo = referenceCount(renderItems(ranked, order.slice(0, 2), 'text'));
    const result = fitMap(ranked, { tokens: firstTwo, format: 'text' });
    expect(result.entries.map((entry) => entry.file.path)).toEqual([a!.file.path, b!.file.path]);
    // Then the budget goes to the best-scored definitions: the third file's before the second file's rest.
    const rest = order.slice(3);
    expect(rest.findIndex((item) => item.file === 2)).toBeLessThan(rest.findIndex((item) => item.file === 1));
  });

  it('shows reasons in markdown and fences every block', () => {
    const result = fitMap(material, { tokens: 1024, format: 'markdown' });
    expect(result.entries.length).toBeGreaterThan(1);
    for (const entry of result.entries) {
      expect(result.text).toContain(`### ${entry.file.path}\nreason: ${entry.file.reason}\n\`\`\`ts\n`);
    }
    expect(result.text.match(/^```ts$/gm)).toHaveLength(result.entries.length);
    expect(result.text.match(/^```$/gm)).toHaveLength(result.entries.length);
  });
});

describe('fitMap file tail', () => {
  const bare = (entries: readonly MapEntry[]) => entries.filter((entry) => entry.definitions.length === 0).map((entry) => entry.file.path);
  const rankOf = new Map(material.map((entry, index) => [entry.file.path, index]));

  for (const format of FORMATS) {
    it(`${format}: names the next-ranked unshown files in the share held back, as many as fit`, () => {
      const result = fitMap(material, { tokens: 2048, format, fileTailShare: 0.1 });
      expect(referenceCount(result.text)).toBeLessThanOrEqual(2048);
      expect(result.text).toBe(renderMap(result.entries, format));
      const tail = bare(result.entries);
      expect(tail.length).toBeGreaterThan(3);
      const withSignatures = new Set(result.entries.filter((entry) => entry.definitions.length > 0).map((entry) => entry.file.path));
      const unshown = material.map((entry) => entry.file.path).filter((path) => !withSignatures.has(path));
      expect(tail).toEqual(unshown.slice(0, tail.length));
      // Maximal: the next unshown file no longer fits.
      const next = material[rankOf.get(unshown[tail.length]!)!]!;
      const more = [...result.entries, { file: next.file, definitions: [] }].sort((a, b) => rankOf.get(a.file.path)! - rankOf.get(b.file.path)!);
      expect(referenceCount(renderMap(more, format))).toBeGreaterThan(2048);
    });
  }

  it('holds its share back from the signatures, and is off with fileTail: false', () => {
    const signatures = (entries: readonly MapEntry[]) => entries.reduce((sum, entry) => sum + entry.definitions.length, 0);
    const none = fitMap(material, { tokens: 2048, format: 'text', fileTail: false });
    expect(bare(none.entries)).toEqual([]);
    const held = fitMap(material, { tokens: 2048, format: 'text', fileTailShare: 0.25 });
    expect(signatures(held.entries)).toBeLessThan(signatures(none.entries));
    expect(bare(held.entries).length).toBeGreaterThan(bare(fitMap(material, { tokens: 2048, format: 'text', fileTailShare: 0.1 }).entries).length);
  });
});
