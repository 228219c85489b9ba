import { describe, expect, it } from 'vitest';
import { readableConditionals } from '../../../src/extract/readable/preprocessor.js';

/** The rewrite, checked to keep every offset and line end; returns the lines the parse still sees. */
function seen(source: string, language: 'c' | 'cpp' = 'cpp'): string[] {
  const readable = readableConditionals(source, language);
  expect(readable.length).toBe(source.length);
  expect([...readable.matchAll(/\r?\n/g)].map((m) => m.index)).toEqual([...source.matchAll(/\r?\n/g)].map((m) => m.index));
  return readable.split('\n').map((line) => line.trim()).filter(Boolean);
}

describe('preprocessor conditionals as the grammar reads them', () => {
  it('reads the branches of a conditional that each balance as code one after another, without the directives', () => {
    const source = '#ifndef GUARD_H\n#define GUARD_H\nclass A {\n#ifdef THREADS\n  void lock();\n#else\n  void lock() {}\n#endif\n};\n#endif\n';
    expect(seen(source)).toEqual(['#define GUARD_H', 'class A {', 'void lock();', 'void lock() {}', '};']);
  });

  it('keeps only the first branch when the branches open a body differently', () => {
    const source = '#ifdef _WIN32\nint umain(int argc) {\n#else\nint main(int argc) {\n#endif\n  return argc;\n}\n';
    expect(seen(source)).toEqual(['int umain(int argc) {', 'return argc;', '}']);
  });

  it('keeps only the first branch when one stops mid-declaration or the conditional is inside parentheses', () => {
    const beforeBody = '#if X\nvoid f(int a)\n#else\nvoid f(long a)\n#endif\n{\n}\n';
    expect(seen(beforeBody)).toEqual(['void f(int a)', '{', '}']);
    const inCall = 'int r = g(a\n#if X\n, b\n#else\n, c\n#endif\n);\n';
    expect(seen(inCall)).toEqual(['int r = g(a', ', b', ');']);
  });

  it('blanks #if 0 branches and keeps their #else', () => {
    const source = '#if 0\nvoid old() {\n#else\nvoid current() {\n#endif\n}\n#if (0) // off\nint gone;\n#endif\n';
    expect(seen(source)).toEqual(['void current() {', '}']);
  });

  it('knows whether a C or a C++ file is parsed under __cplusplus', () => {
    const source = '#ifdef __cplusplus\ntypedef enum : int32_t {\n#else\ntypedef enum {\n#endif\n  kCPU = 1,\n} DeviceType;\n';
    expect(seen(source, 'c')).toEqual(['typedef enum {', 'kCPU = 1,', '} DeviceType;']);
    expect(seen(source, 'cpp')).toEqual(['typedef enum : int32_t {', 'kCPU = 1,', '} DeviceType;']);
    // branches that follow one another are all read, whatever the language (ctags sees every #define)
    const defines = '#if defined(__cplusplus)\n#define CAST(T, e) (static_cast<T>(e))\n#else\n#define CAST(T, e) ((T)(e))\n#endif\n';
    expect(seen(defines, 'c')).toHaveLength(2);
    const guard = '#if !defined(__cplusplus)\nvoid only_c() {\n#elif defined(X)\nvoid x() {\n#else\nvoid y() {\n#endif\n}\n';
    expect(seen(guard, 'c')).toEqual(['void only_c() {', '}']);
    expect(seen(guard, 'cpp')).toEqual(['void x() {', '}']);
  });

  it('decides nested conditionals on their own, and a blanked branch hides what it nests', () => {
    const source = [
      '#if A',
      '#  ifdef B',
      'void b() {',
      '#  else',
      'void not_b() {',
      '#  endif',
      '}',
      '#elif C',
      '#  if D',
      'int d;',
      '#  endif',
      '#else',
      'int other;',
      '#endif',
      '',
    ].join('\n');
    // the inner #ifdef keeps `void b() {`, so the outer #if's first branch balances and every branch is read
    expect(seen(source)).toEqual(['void b() {', '}', 'int d;', 'int other;']);
    const unbalancedOuter = '#if A\nstruct S {\n#  if B\nint b;\n#  endif\n#else\nstruct T {\n#  if C\nint c;\n#  endif\n#endif\n};\n';
    expect(seen(unbalancedOuter)).toEqual(['struct S {', 'int b;', '};']);
  });

  it('does not count brackets in comments, string and character literals, raw strings or digit separators', () => {
    const source = [
      '#if A',
      'const char *s = "{(";  // }',
      "char c = '{'; int n = 1'000; /* {",
      '   ( */',
      'auto r = R"json({"a": [1, 2)json";',
      'auto m = R"(',
      '#else',
      '{',
      ')";',
      '#else',
      'int b;',
      '#endif',
      '',
    ].join('\n');
    // the raw string spans the `#else` inside it: no directive there
    expect(seen(source)).toEqual([
      'const char *s = "{(";  // }',
      "char c = '{'; int n = 1'000; /* {",
      '( */',
      'auto r = R"json({"a": [1, 2)json";',
      'auto m = R"(',
      '#else',
      '{',
      ')";',
      'int b;',
    ]);
  });

  it('takes a directive in a block comment for text and blanks a directive continued over lines', () => {
    const source = '/*\n#if X\n*/\n#if defined(A) && \\\n    defined(B)\nint a;\n#endif\n';
    expect(seen(source)).toEqual(['/*', '#if X', '*/', 'int a;']);
  });

  it('keeps CRLF line ends, and survives a stray #endif and an unterminated #if', () => {
    expect(readableConditionals('#if X\r\nint a;\r\n#endif\r\n', 'cpp')).toBe('     \r\nint a;\r\n      \r\n');
    expect(seen('int a;\n#endif\n#else\n#if X\nvoid f() {\n#else\nvoid g() {\n')).toEqual(['int a;', '#endif', '#else', 'void f() {']);
  });

  it('stays linear on hostile input: deep unterminated nesting, thousands of branches', () => {
    const deep = '#if 0\nvoid f() {\n'.repeat(50000);
    const branches = `#if A\nint a;\n${'#elif B\nint b;\n'.repeat(50000)}#endif\n`;
    const started = performance.now();
    readableConditionals(deep, 'cpp');
    readableConditionals(branches, 'cpp');
    // quadratic bookkeeping took over 6 s here
    expect(performance.now() - started).toBeLessThan(3000);
    expect(seen(deep)).toEqual([]);
    expect(seen(branches)).toHaveLength(50001);
  });

  // issue 26: `[ \t]*\(?[ \t]*` could split a run of blanks anywhere (cubic)
  it('reads a directive with a megabyte of blanks in one pass', () => {
    const blanks = ' '.repeat(1 << 20);
    const known = `#if defined${blanks}(${blanks}__cplusplus${blanks})${blanks}\ntypedef enum : int32_t {\n#else\ntypedef enum {\n#endif\n} T;\n`;
    expect(seen(known, 'c')).toEqual(['typedef enum {', '} T;']);
    expect(seen(known, 'cpp')).toEqual(['typedef enum : int32_t {', '} T;']);
    expect(seen(`#if defined${blanks}x\nint a;\n#endif\n`, 'c')).toEqual(['int a;']);
    expect(seen(`#if defined (${blanks}__cplusplus${blanks}) x\nint a;\n#endif\n`, 'c')).toEqual(['int a;']);
  });

  it('returns a file without conditionals as it is', () => {
    const source = '#include <x.h>\n#define A 1\nint a;\n';
    expect(readableConditionals(source, 'cpp')).toBe(source);
  });
});
