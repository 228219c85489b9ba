// Kotlin's when-guards are blanked for the fallback grammar, in place: every other byte keeps its offset.
import { describe, expect, it } from 'vitest';
import { blankWhenGuards, readableKotlin } from '../../../src/extract/readable/kotlin.js';

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
