import { describe, expect, it } from 'vitest';
import { extractSource } from '../../src/extract/extractor.js';
import { MAX_LITERAL_CHARS } from '../../src/extract/literals.js';
import type { LanguageId } from '../../src/types.js';

async function literals(language: LanguageId, source: string): Promise<Array<[string, number]>> {
  const result = await extractSource(language, source);
  return (result.literals ?? []).map((literal) => [literal.text, literal.line]);
}

describe('string literals', () => {
  it('keeps the one-line strings of a Python file, unquoted, with their lines; not docstrings', async () => {
    const source = [
      'def pytest_addoption(parser):',
      '    """Add the options.',
      '',
      '    Many lines of prose."""',
      '    parser.addoption("--setup-show", action="store_true")',
      "    raise UsageError(f'no fixture named {name!r}')",
      "    x = r'\\d+' + b'x'",
    ].join('\n');
    expect(await literals('python', source)).toEqual([
      ['--setup-show', 5],
      ['store_true', 5],
      ['no fixture named {name!r}', 6],
      ['\\d+', 7],
    ]);
  });

  it('reads the literals of JavaScript, TypeScript, Go, Rust, Java and Ruby', async () => {
    expect(await literals('javascript', "throw new Error(`cannot read ${path}`); const s = 'unused-import';")).toEqual([
      ['cannot read ${path}', 1],
      ['unused-import', 1],
    ]);
    expect(await literals('typescript', 'const m: string = "budget exceeded";')).toEqual([['budget exceeded', 1]]);
    expect(await literals('go', 'package p\nfunc f() { panic("invalid header field") ; _ = `raw text` }')).toEqual([
      ['invalid header field', 2],
      ['raw text', 2],
    ]);
    expect(await literals('rust', 'fn f() { panic!("index out of range"); let r = r#"raw"#; }')).toEqual([
      ['index out of range', 1],
      ['raw', 1],
    ]);
    expect(await literals('java', 'class A { void f() { throw new IllegalStateException("not started"); } }')).toEqual([['not started', 1]]);
    expect(await literals('ruby', 'raise ArgumentError, "no route matches"')).toEqual([['no route matches', 1]]);
  });

  it('reads the literals of Haskell, Julia, R and Perl', async () => {
    expect(await literals('haskell', 'f = error "no such cart"')).toEqual([['no such cart', 1]]);
    expect(await literals('julia', 'f() = error("cart is full")')).toEqual([['cart is full', 1]]);
    expect(await literals('r', 'stop("owner must be a string")')).toEqual([['owner must be a string', 1]]);
    expect(await literals('perl', "croak 'cart is full';\ndie \"no owner\";")).toEqual([
      ['cart is full', 1],
      ['no owner', 2],
    ]);
  });

  it('leaves out strings too short or too long to be a message, and keeps the lines of non-ASCII text right', async () => {
    const long = 'x'.repeat(MAX_LITERAL_CHARS + 1);
    const source = `a = "é"\nb = "${long}"\nc = "ünïcode message"\n`;
    expect(await literals('python', source)).toEqual([['ünïcode message', 3]]);
  });
});
