import { afterEach, describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Repository } from '../../../src/core.js';
import { readableC, readableCpp } from '../../../src/extract/readable/c-family.js';
import { extractSource } from '../../../src/extract/extractor.js';
import { cleanupTemporaries, temporaryDir } from '../../helpers.js';

afterEach(() => cleanupTemporaries());

describe('C and C++ as the grammar reads them', () => {
  it('blanks a macro alone on a line, keeping every offset', () => {
    const source = 'FMT_BEGIN_NAMESPACE\nclass A {\n  JSON_HEDLEY_PURE\n  int f() const;\n};\nFMT_END_NAMESPACE\n';
    const readable = readableCpp(source);
    expect(readable).toBe('                   \nclass A {\n                  \n  int f() const;\n};\n                 \n');
    expect(readable.length).toBe(source.length);
  });

  it("keeps an enum's last value, a #define's continuation, CRLF line ends and names without an underscore", () => {
    const source = 'enum E {\n  FIRST_ONE,\n  LAST_ONE\n};\n#define X \\\nMULTI_LINE\nBOOL\nWINAPI\nf();\r\nEND_X\r\n';
    expect(readableCpp(source)).toBe('enum E {\n  FIRST_ONE,\n  LAST_ONE\n};\n#define X \\\nMULTI_LINE\nBOOL\nWINAPI\nf();\r\n     \r\n');
  });

  it('ends a valueless #define that white space follows, so the next line is not read as its value', async () => {
    const source = '#define EMPTY \n#define CALL(x)  \r\n#define SET 1 \n#define LONG \\\n  \nint f(void) { return 0; }\n';
    expect(readableC(source)).toBe('#define EMPTY;\n#define CALL(x) ;\r\n#define SET 1 \n#define LONG \\\n  \nint f(void) { return 0; }\n');
    const result = await extractSource('c', '#define EMPTY \n\nint first(void) { return 0; }\nint second(void) { return 1; }\n');
    expect(result.definitions.map((d) => `${d.kind} ${d.qualifiedName} ${d.startLine}`)).toEqual(['macro EMPTY 1', 'function first 3', 'function second 4']);
  });

  it('blanks a lone macro call above a declaration, but not one that opens a block or ends a statement', () => {
    const source =
      'class A {\n  JSON_HEDLEY_DEPRECATED_FOR(3.8.0, parse(ptr, ptr + len))\n  static A parse();\n' +
      '  JSON_HEDLEY_DEPRECATED_FOR(3.11.0, a or b) // NOLINT(readability/alt_tokens)\n  int value();\n};\n' +
      'TEST_CASE("x")\n{\n}\nDEFINE_FLAG(verbose)\n;\nSOME_MACRO(a) + 1;\n';
    const lines = readableCpp(source).split('\n');
    const original = source.split('\n');
    expect(lines[1]).toBe(' '.repeat(original[1]!.length));
    expect(lines[3]).toBe(' '.repeat(original[3]!.length));
    expect(lines.slice(6)).toEqual(original.slice(6));
  });

  it('reads a macro standing for an access specifier as the keyword its name holds', () => {
    const source = 'class A {\n  JSON_PRIVATE_UNLESS_TESTED:\n  int m_;\n  MY_PROTECTED_API :\n  LABEL_X:\n};\n';
    expect(readableCpp(source)).toBe('class A {\n  private                   :\n  int m_;\n  protected        :\n  LABEL_X:\n};\n');
  });

  it('reads conditionals as plain code first (see preprocessor.test.ts)', () => {
    const source = '#ifdef _WIN32\nFMT_BEGIN_NAMESPACE\n#endif\n';
    expect(readableCpp(source)).toBe(' '.repeat(13) + '\n' + ' '.repeat(19) + '\n' + ' '.repeat(6) + '\n');
  });

  it('blanks `typename` before a qualified name that is called or braced (a cast), not before a type', () => {
    const source = 'template <typename T>\ntypename T::type f() { return typename T::type(); }\nauto x = typename std::vector<T>::iterator{};\n';
    expect(readableCpp(source)).toBe(
      'template <typename T>\ntypename T::type f() { return          T::type(); }\nauto x =          std::vector<T>::iterator{};\n',
    );
  });

  it('blanks each cast of a qualified chain, also where casts share one, with template arguments or `template`', () => {
    const source = [
      'f(typename ::a::typename ::b::c());',
      'auto x = typename a :: b < c > :: d {};',
      'return typename A::template apply(x);',
      'return typename A::template apply<B>::type(x);',
      'typename a    :: a    :: a ;',
      '',
    ].join('\n');
    expect(readableCpp(source).split('\n')).toEqual([
      'f(         ::a::         ::b::c());',
      'auto x =          a :: b < c > :: d {};',
      'return          A::template apply(x);',
      'return typename A::template apply<B>::type(x);',
      'typename a    :: a    :: a ;',
      '',
    ]);
  });

  // Issue 26: the cast was one regex lookahead that backtracked exponentially: this 125-byte
  // header kept `repomap index` busy for minutes (5 on a loaded machine), and a megabyte of
  // spaces after `typename a` some twenty. The test's timeout is the bound.
  it(
    'indexes a header with a long chain that is no cast, through the whole update, promptly',
    async () => {
      const root = temporaryDir();
      const chain = `typename ${'a    :: '.repeat(14)}a ;\n`;
      expect(Buffer.byteLength(chain)).toBe(125);
      writeFileSync(join(root, 'chain.hpp'), `${chain}int after_chain();\n`);
      writeFileSync(join(root, 'spaces.hpp'), `typename a${' '.repeat((1 << 20) - 100)};\nint after_spaces();\n`); // the largest file indexed is 1 MiB
      const repo = Repository.open(root);
      try {
        await repo.update();
        expect(repo.findSymbol('after_chain').map((symbol) => symbol.path)).toEqual(['chain.hpp']);
        expect(repo.findSymbol('after_spaces').map((symbol) => symbol.path)).toEqual(['spaces.hpp']);
      } finally {
        repo.close();
      }
      // and a megabyte of chain that a hundred thousand `typename`s share, read once
      const shared = `${'typename ::a::'.repeat(75_000)}f();\n`;
      expect(readableCpp(shared)).toBe(shared.replaceAll('typename', ' '.repeat(8)));
    },
    120_000,
  );

  it('blanks a specifier macro before a declaration with its type and name, or in a class head, not a type', () => {
    const source = [
      'class GTEST_API_ UnitTest : public Base {',
      'GTEST_API_ TimeInMillis GetTimeInMillis();',
      'GTEST_API_ extern bool g_help_flag;',
      'FMT_CONSTEXPR20 std::vector<int> digits();',
      'YY_BUFFER_STATE yy_create_buffer(FILE *file);',
      'MY_TYPE const *lookup();',
      'struct LIST_HEAD entries;',
      '',
    ].join('\n');
    expect(readableCpp(source).split('\n')).toEqual([
      'class            UnitTest : public Base {',
      '           TimeInMillis GetTimeInMillis();',
      '           extern bool g_help_flag;',
      '                std::vector<int> digits();',
      'YY_BUFFER_STATE yy_create_buffer(FILE *file);',
      'MY_TYPE const *lookup();',
      'struct LIST_HEAD entries;',
      '',
    ]);
  });

  it('keeps a run of macro calls that expand to code, and reads __cplusplus by the language', () => {
    const run = 'IMPL_ANYALL(8)\nIMPL_ANYALL(16)\n#undef IMPL_ANYALL\n';
    expect(readableCpp(run)).toBe(run);
    const source = '#ifdef __cplusplus\nextern "C" {\n#endif\nint f(void);\n';
    expect(readableC(source)).toBe(' '.repeat(18) + '\n' + ' '.repeat(12) + '\n' + ' '.repeat(6) + '\nint f(void);\n');
    expect(readableCpp(source)).toBe(' '.repeat(18) + '\nextern "C" {\n' + ' '.repeat(6) + '\nint f(void);\n');
  });
});
