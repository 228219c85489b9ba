// Kotlin's when-guards are blanked for the fallback grammar, in place: every other byte keeps its offset.
// The main grammar reads Kotlin as readableKotlin rewrites it, character for character: each construct
// below was a syntax error to it, so the file was parsed a second time with the fallback grammar.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractWith } from '../../../src/extract/extractor.js';
import { loadLanguage } from '../../../src/extract/languages.js';
import { parseText } from '../../../src/extract/parse-text.js';
import { blankWhenGuards, readableKotlin } from '../../../src/extract/readable/kotlin.js';

const FILTERS = join(import.meta.dirname, '..', '..', '..', 'fixtures', 'extract', 'kotlin', 'src', 'main', 'kotlin', 'com', 'acme', 'billing', 'query', 'Filters.kt');

describe('blankWhenGuards', () => {
  it('blanks the guard of a type test, a value and a character, keeping the length and the arrow', () => {
    const source = [
      'fun kind(c: Any, ch: Char) = when (c) {',
      '    is List<*> if c.isEmpty() -> "empty"',
      '    Status.PAID if ch == \'x\' -> "paid"',
      "    '?' if ch.isLetter() -> {",
      '        "mark"',
      '    }',
      '    else -> "other"',
      '}',
    ].join('\n');
    const blanked = blankWhenGuards(source);
    expect(blanked.length).toBe(source.length);
    expect(blanked.split('\n').slice(1, 4)).toEqual([
      `    is List<*>${' '.repeat(' if c.isEmpty()'.length)} -> "empty"`,
      `    Status.PAID${' '.repeat(" if ch == 'x'".length)} -> "paid"`,
      `    '?'${' '.repeat(' if ch.isLetter()'.length)} -> {`,
    ]);
  });

  it('leaves if-expressions alone, also with a lambda arrow on the line', () => {
    const source = [
      'fun f(x: Boolean, items: List<Int>) {',
      '    val y = if (x) 1 else 2',
      '    return if (x) items.map { it -> it } else items',
      '    else if (x) items.forEach { item -> println(item) }',
      '    is String -> 1',
      '}',
    ].join('\n');
    expect(blankWhenGuards(source)).toBe(source);
  });

  // issue 26: the guard's lazy run tried `[ \t]*->` from each space of a long run, and a lone
  // `\r` (a line end to `^`) let each of a million lines read the rest of the text
  it('reads a long run of spaces with no arrow, and lines ended by a lone \\r, in one pass', () => {
    const spaces = `    is A if${' '.repeat(1 << 20)}x\n`;
    expect(blankWhenGuards(spaces)).toBe(spaces);
    const lines = 'r if x\r'.repeat(150_000);
    expect(blankWhenGuards(lines)).toBe(lines);
    const guards = '    is A if ok ->\r'.repeat(60_000);
    expect(blankWhenGuards(guards)).toBe(`    is A${' '.repeat(' if ok'.length)} ->\r`.repeat(60_000));
  });
});

describe('readableKotlin', () => {
  it('reads a nullable receiver of a function type as a plain receiver, keeping every offset, and leaves safe calls', () => {
    const source = 'fun adjustWhere(body: Op<Boolean>?.() -> Op<Boolean>): Query = apply { where = where?.let { it } }';
    const readable = readableKotlin(source);
    expect(readable.length).toBe(source.length);
    expect(readable).toBe('fun adjustWhere(body: Op<Boolean> .() -> Op<Boolean>): Query = apply { where = where?.let { it } }');
  });
});

/** Whether the main grammar parses `text` with no error or missing node. */
async function mainParsesCleanly(text: string): Promise<boolean> {
  const kotlin = await loadLanguage('kotlin');
  const tree = parseText(kotlin.parser, text)!;
  try {
    return !tree.rootNode.hasError;
  } finally {
    tree.delete();
  }
}

/** The text's line breaks, by offset: a rewrite keeps every one where it was. */
const lineBreaks = (text: string) => [...text].flatMap((c, i) => (c === '\n' || c === '\r' ? [i] : []));

describe('readableKotlin: constructs the main grammar did not read', () => {
  const constructs: [string, string][] = [
    ['an infix call named e… (the scanner looked for `else`)', 'fun f(a: Col) = where { a eq 7 }\n'],
    ['a name that begins with `else` at a line\'s start', 'fun f(elseValue: String?) {\n    val x = 1\n    elseValue?.let { it }\n}\n'],
    ['a `!is…` name starting a when branch', 'fun f(isPaid: Boolean, v: Any?) = when {\n    !isPaid && v == null -> 1\n    else -> 2\n}\n'],
    ['a when branch that starts with `(` after a value', 'fun f(v: Any?) = when {\n    v == 1 -> isNull()\n    (v as? Col)?.name != null -> 2\n    else -> 3\n}\n'],
    ['a when branch that starts with `in` after a value', 'fun f(v: Char, e: Char) = when (v) {\n    e -> "a"\n    in setOf(\'b\') -> "b"\n    else -> "c"\n}\n'],
    ['a when guard (Kotlin 2.2)', 'fun f(v: Any) = when (v) {\n    is Col if v.name.isNotEmpty() -> 1\n    else -> 2\n}\n'],
    ['an assignment to a member of a call\'s result', 'fun f() {\n    Thread.currentThread().contextClassLoader = loader\n}\n'],
    ['an assignment to an index of a call\'s result, after a trailing lambda', 'fun f() {\n    chosen.getOrPut(key) { mutableMapOf() }[code] = key\n    limits()[0] = 1\n}\n'],
    ['a statement that starts with `(` after a lambda', 'fun f() {\n    c[p]?.let {\n        error(it)\n    }\n    (c as MutableMap)[p] = q\n}\n'],
    ['a binary literal', 'val mask = 0b1010\n'],
    ['an open-ended range `..<`', 'fun f(n: Int) {\n    for (i in 0..<n) println(i)\n}\n'],
    ['a multi-dollar string (Kotlin 2.1)', 'fun f(team: String) = $$"$.user.team ? (@ == $team) $${team}"\n'],
    ['a class that delegates, with a secondary constructor', 'class Logged(inner: Rules) : Rules by inner {\n    constructor() : this(Strict())\n}\n'],
    ['an object expression that delegates', 'fun f(r: Rules): Rules = object : Rules by r {\n    override fun allows(code: String) = false\n}\n'],
    ['a function type with a nullable receiver', 'fun where(body: Filter?.() -> Cond): Cond = body(this)\n'],
  ];
  for (const [construct, source] of constructs) {
    it(`${construct}: an error as written, none as rewritten, every offset and line kept`, async () => {
      const readable = readableKotlin(source);
      expect(readable.length).toBe(source.length);
      expect(lineBreaks(readable)).toEqual(lineBreaks(source));
      expect(await mainParsesCleanly(source)).toBe(false);
      expect(await mainParsesCleanly(readable)).toBe(true);
    });
  }

  it('leaves Kotlin the grammar reads alone, keywords that begin with `e` included', async () => {
    const source = [
      'expect enum class Mode { A, B }',
      'external fun native(): Int',
      'class Test {',
      '    fun `a class made by position`() {',
      '        check(ok)',
      '    }',
      '}',
      'fun f(x: Int): Int {',
      '    val y = if (x > 0) x else -x',
      '    return y',
      '}',
      '',
    ].join('\n');
    expect(readableKotlin(source)).toBe(source);
    expect(await mainParsesCleanly(source)).toBe(true);
  });

  it('finds the definitions and references of a file that uses them all, by their own names, in one parse', async () => {
    const kotlin = await loadLanguage('kotlin');
    const source = readFileSync(FILTERS, 'utf8');
    expect(await mainParsesCleanly(source)).toBe(false);
    expect(await mainParsesCleanly(readableKotlin(source))).toBe(true);
    // the main grammar alone: no second parse to fall back on
    const result = extractWith({ ...kotlin, fallback: null }, source);
    expect(result.status).toBe('ok');
    const names = result.definitions.map((d) => `${d.kind} ${d.qualifiedName}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'method Expr.eq',
        'method Expr.exceeds',
        'class Filter',
        'field Filter.mask',
        'method Filter.byStatus',
        'method Filter.kind',
        'method Filter.describe',
        'method Filter.relabel',
        'method Filter.template',
        'method Filter.limits',
        'class LoggedRules',
        'method LoggedRules.audit',
        'class StrictRules',
        'method StrictRules.allows',
        'method StrictRules.wrapped',
        'function pick',
      ]),
    );
    const references = result.references.map((r) => `${r.kind} ${r.name}`);
    // names as the file spells them (`eq`, not the `Eq` the grammar was given)
    expect(references).toEqual(expect.arrayContaining(['call eq', 'call exceeds', 'call and', 'call getOrPut', 'call isNotEmpty', 'call current', 'new StrictRules', 'inheritance Rules', 'type Column', 'member label', 'member size']));
    expect(result.references.map((r) => r.name).filter((name) => !source.includes(name))).toEqual([]);
  });
});

describe('readableKotlin on hostile text', () => {
  // each scan looks at a character a bounded number of times: a quadratic one would not finish these
  it('reads a megabyte of words, brackets, open strings and long lines in one pass, keeping its length', () => {
    const inputs = [
      ' e'.repeat(1 << 19),
      `x = ${'('.repeat(1 << 20)}`,
      `a()${'.b()'.repeat(1 << 18)} = 1`,
      `$$"${'${'.repeat(1 << 19)}`,
      `$$"""${'$$x '.repeat(1 << 18)}`,
      `    is ${'A.'.repeat(1 << 19)}<`,
      `) : ${'class '.repeat(1 << 17)}A by d {`,
      'x\n    (y)\n'.repeat(1 << 17),
      `${'in x'.repeat(1 << 18)} ->`,
    ];
    for (const text of inputs) expect(readableKotlin(text).length).toBe(text.length);
  });
});
