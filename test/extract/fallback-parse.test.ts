// A file the main grammar does not parse cleanly is parsed again with the fallback grammar,
// and the parse with fewer error bytes is kept, with its own query.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractWith } from '../../src/extract/extractor.js';
import { errorBytes, preferCleanerParse } from '../../src/extract/fallback-parse.js';
import { loadLanguage } from '../../src/extract/languages.js';

const FIXTURES = join(import.meta.dirname, '..', '..', 'fixtures', 'extract', 'kotlin', 'src', 'main', 'kotlin', 'com', 'acme', 'billing');

describe('preferCleanerParse (Kotlin)', () => {
  it('keeps the main parse of a clean file', async () => {
    const kotlin = await loadLanguage('kotlin');
    const tree = kotlin.parser.parse('class Invoice(val number: String)\n')!;
    const chosen = preferCleanerParse(kotlin, tree, 'class Invoice(val number: String)\n');
    expect(chosen.tree).toBe(tree);
    expect(chosen.query).toBe(kotlin.query);
    chosen.tree.delete();
  });

  it('takes the fallback parse where the main grammar fails (an infix call named e… in a lambda)', async () => {
    const kotlin = await loadLanguage('kotlin');
    const source = 'class Rules {\n    fun big(xs: List<Int>) = xs.filter { it exceeds 10 }\n}\n';
    const tree = kotlin.parser.parse(source)!;
    expect(errorBytes(tree.rootNode)).toBeGreaterThan(0);
    const chosen = preferCleanerParse(kotlin, tree, source);
    expect(chosen.query).toBe(kotlin.fallback!.query);
    expect(errorBytes(chosen.tree.rootNode)).toBe(0);
    chosen.tree.delete();
  });

  it('does not parse again a tree whose only error is a missing token the grammar hides (no error bytes)', async () => {
    const kotlin = await loadLanguage('kotlin');
    // `in` at a line's start after a when entry's value: the main grammar reads an infix `in`
    // with its right side missing, a zero-width token inside a visible identifier
    const source = 'fun name(t: Int) = when (t) {\n    1 -> "one"\n    in S -> "some"\n    else -> "other"\n}\n';
    const tree = kotlin.parser.parse(source)!;
    expect(tree.rootNode.hasError).toBe(true);
    expect(errorBytes(tree.rootNode)).toBe(0);
    const fallbackParser = kotlin.fallback!.parser;
    const parse = fallbackParser.parse;
    let parses = 0;
    fallbackParser.parse = (...args: Parameters<typeof parse>) => {
      parses++;
      return parse.apply(fallbackParser, args);
    };
    try {
      const chosen = preferCleanerParse(kotlin, tree, source);
      expect(chosen.tree).toBe(tree);
      expect(chosen.query).toBe(kotlin.query);
      expect(parses).toBe(0);
    } finally {
      fallbackParser.parse = parse;
      tree.delete();
    }
  });

  it('keeps the main parse when the fallback does worse (an infix `get` after a lambda)', async () => {
    const kotlin = await loadLanguage('kotlin');
    const source = 'fun save() {\n    val id = Invoices.insert {\n        it[number] = 7\n    } get Invoices.id\n    val same = id eq 7\n}\n';
    const tree = kotlin.parser.parse(source)!;
    const chosen = preferCleanerParse(kotlin, tree, source);
    expect(chosen.tree).toBe(tree);
    expect(chosen.query).toBe(kotlin.query);
    expect(errorBytes(chosen.tree.rootNode)).toBeGreaterThan(0);
    chosen.tree.delete();
  });

  it('gives the fixtures both grammars parse cleanly the same definitions and imports with either query', async () => {
    const kotlin = await loadLanguage('kotlin');
    const mainOnly = { ...kotlin, fallback: null };
    const fallbackOnly = { ...kotlin, ...kotlin.fallback!, fallback: null };
    const rows = (result: ReturnType<typeof extractWith>) => result.definitions.map((d) => [d.kind, d.qualifiedName, d.startLine, d.signature]);
    for (const file of ['model/Audit.kt', 'model/Invoice.kt', 'model/Types.kt', 'tax/TaxCalculator.kt']) {
      const source = readFileSync(join(FIXTURES, file), 'utf8');
      const main = extractWith(mainOnly, source);
      const fallback = extractWith(fallbackOnly, source);
      expect([main.status, fallback.status], file).toEqual(['ok', 'ok']);
      expect(rows(fallback), file).toEqual(rows(main));
      expect(fallback.imports, file).toEqual(main.imports);
    }
  });
});
