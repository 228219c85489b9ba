// The value layout: each line of the map bought by its expected worth per token. The top
// files get depth, the tail gets names, seeds are named first, and the budget holds.
import { describe, expect, it } from 'vitest';
import { fitMap } from '../../src/render/fit.js';
import { countTokens } from '../../src/render/tokens.js';
import { ValueOrder } from '../../src/render/value-order.js';
import type { MapEntry, ValueOptions } from '../../src/render/types.js';
import { syntheticMap } from './synthetic.js';

const VALUE: ValueOptions = { rankDecay: 1, symbolWeight: 4, seedPosition: 4 };
const material = syntheticMap(150, 12);

const linesOf = (entry: { definitions: unknown[] }) => entry.definitions.length;

describe('value layout', () => {
  it('gives the top files more lines than the files below them, and names more files than it details', () => {
    const fitted = fitMap(material, { tokens: 4096, format: 'text', value: VALUE, fileTail: false });
    expect(fitted.tokens).toBeLessThanOrEqual(4096);
    expect(countTokens(fitted.text)).toBe(fitted.tokens);
    const byRank = new Map(material.map((entry, rank) => [entry.file.path, rank]));
    const shown = fitted.entries.map((entry) => ({ rank: byRank.get(entry.file.path)!, lines: linesOf(entry) }));
    // Files appear in rank order, and the first ones are a prefix of the ranking.
    expect(shown.map((file) => file.rank)).toEqual([...shown.map((file) => file.rank)].sort((a, b) => a - b));
    expect(shown.slice(0, 10).map((file) => file.rank)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const top = shown.slice(0, 3).reduce((sum, file) => sum + file.lines, 0) / 3;
    const tail = shown.slice(-10).reduce((sum, file) => sum + file.lines, 0) / 10;
    expect(top).toBeGreaterThan(tail + 3);
    // The tail is names: some files are shown without a line.
    expect(shown.some((file) => file.lines === 0)).toBe(true);
  });

  it('with no worth on definitions, names as many top files as fit, in rank order', () => {
    const fitted = fitMap(material, { tokens: 1024, format: 'text', value: { ...VALUE, symbolWeight: 0 }, fileTail: false });
    expect(fitted.entries.every((entry) => entry.definitions.length === 0)).toBe(true);
    const paths = fitted.entries.map((entry) => entry.file.path);
    expect(paths).toEqual(material.slice(0, paths.length).map((entry) => entry.file.path));
    expect(paths.length).toBeGreaterThan(40);
  });

  it('names a seed first, and weighs its definitions like a lower file', () => {
    const ranked: MapEntry[] = material.slice(0, 40).map((entry, rank) =>
      rank === 0 ? { ...entry, file: { ...entry.file, reason: 'seed' } } : entry,
    );
    const order = new ValueOrder(ranked, VALUE);
    expect(order.at(0)).toEqual({ file: 0, definition: -1 });
    const firstOf = (file: number) => order.prefix(order.length).findIndex((item) => item.file === file && item.definition >= 0);
    // The seed's best definition comes after the best of the first non-seed file (rank 1).
    expect(firstOf(0)).toBeGreaterThan(firstOf(1));
  });

  it("puts a file's long definitions before its short ones", () => {
    const entry = material[0]!;
    const long = { ...entry.definitions[3]!, startLine: 500, endLine: 900 };
    const short = { ...entry.definitions[4]!, startLine: 950, endLine: 951, signature: long.signature };
    const order = new ValueOrder([{ file: entry.file, definitions: [short, long] }], VALUE);
    const items = order.prefix(order.length).filter((item) => item.definition >= 0);
    expect(items.map((item) => item.definition)).toEqual([1, 0]);
  });

  it('breaks ties between items of equal worth by file rank', () => {
    const twins: MapEntry[] = [0, 1, 2].map((file) => ({
      file: { path: `src/twin_${file}.ts`, score: 1, reason: 'seed' },
      definitions: [],
    }));
    const order = new ValueOrder(twins, VALUE);
    expect(order.prefix(3)).toEqual([0, 1, 2].map((file) => ({ file, definition: -1 })));
  });
});

describe('value layout with publicFirst', () => {
  it("shows a file's private definitions only once all its public ones are shown, at every budget", () => {
    const isPrivateSignature = (signature: string) => /\bprivate\b/.test(signature);
    for (const tokens of [256, 512, 1024, 2048, 4096]) {
      const fitted = fitMap(material, { tokens, format: 'text', value: { ...VALUE, publicFirst: true }, fileTail: false });
      expect(fitted.tokens).toBeLessThanOrEqual(tokens);
      let privatesShown = 0;
      for (const entry of fitted.entries) {
        const all = material.find((candidate) => candidate.file.path === entry.file.path)!.definitions;
        const shown = new Set(entry.definitions.map((def) => def.startLine));
        if (!entry.definitions.some((def) => isPrivateSignature(def.signature))) continue;
        privatesShown++;
        const publicLeft = all.filter((def) => !isPrivateSignature(def.signature) && !shown.has(def.startLine));
        expect(publicLeft.map((def) => def.name), `${entry.file.path} at ${tokens}`).toEqual([]);
      }
      if (tokens === 4096) expect(privatesShown).toBeGreaterThan(0);
    }
  });
});

describe('value layout with doc sentences', () => {
  it("puts each doc after its definition, and only the docs it is given", () => {
    const entries = material.slice(0, 30);
    const docs = new Map(entries.flatMap((entry) => entry.definitions.filter((_, i) => i % 3 === 0).map((d) => [d, `Explains ${d.name}.`] as const)));
    const order = new ValueOrder(entries, { ...VALUE, docWeight: 2 }, docs);
    const items = order.prefix(order.length);
    const position = new Map(items.map((item, index) => [`${item.file}:${item.definition}:${item.doc ?? false}`, index]));
    const docItems = items.filter((item) => item.doc);
    expect(docItems).toHaveLength(docs.size);
    for (const item of docItems) {
      expect(docs.has(entries[item.file]!.definitions[item.definition]!)).toBe(true);
      expect(position.get(`${item.file}:${item.definition}:true`)!).toBeGreaterThan(position.get(`${item.file}:${item.definition}:false`)!);
    }
    expect(new ValueOrder(entries, VALUE, docs).length).toBe(order.length - docs.size);
  });
});
