import { describe, expect, it } from 'vitest';
import { readableSwift } from '../../../src/extract/readable/swift.js';

describe('Swift as the grammar reads it', () => {
  it('reads a freestanding macro as a call, keeping every offset', () => {
    const source = 'func f() {\n    #expect(a == 1)\n    let b = try #require(c)\n    #Preview { View() }\n}\n';
    const readable = readableSwift(source);
    expect(readable).toBe('func f() {\n     expect(a == 1)\n    let b = try  require(c)\n     Preview { View() }\n}\n');
    expect(readable.length).toBe(source.length);
  });

  it("keeps the language's own # keywords", () => {
    const source = '#if DEBUG\nfunc g(file: String = #file, line: Int = #line) {}\n#elseif os(Linux)\n#warning("x")\n#endif\nif #available(iOS 17, *) {}\n';
    expect(readableSwift(source)).toBe(source);
  });
});

describe('Swift 5.9 modifiers and raw strings as the grammar reads them', () => {
  it('reads the package modifier as public, keeping offsets', () => {
    const source = 'package struct Live {\n    @usableFromInline package let port: Int\n    public package(set) var x = 1\n    let package = "vapor"\n}\n';
    const readable = readableSwift(source);
    expect(readable).toBe('public  struct Live {\n    @usableFromInline public  let port: Int\n    public package(set) var x = 1\n    let package = "vapor"\n}\n');
    expect(readable.length).toBe(source.length);
  });

  it('reads a one-line raw string with inner quotes as a plain string, and leaves a multi-line one', () => {
    const source = 'let a = #"Bearer realm="Vapor""#\nlet b = #"\\d+"#\nlet c = #"""\nx\n"""#\n';
    const readable = readableSwift(source);
    expect(readable).toBe('let a = "\'Bearer realm=\'Vapor\'\'"\nlet b = "\'\'d+\'"\nlet c = #"""\nx\n"""#\n');
    expect(readable.length).toBe(source.length);
  });

  // issue 26: each `#"` with no `"#` after it on its line read the rest of the line again, and an
  // attribute's arguments crossed a lone `\r` (a line end to `^`) from each of a million lines
  it('reads a megabyte of unclosed raw strings or attribute arguments in one pass', () => {
    const unclosed = '#"\u0000'.repeat(350_000);
    expect(readableSwift(unclosed)).toBe(unclosed);
    const lines = `${'#"a\n'.repeat(200_000)}"#`;
    expect(readableSwift(lines)).toBe(lines);
    const strings = '#"a"# '.repeat(170_000);
    expect(readableSwift(strings)).toBe('"\'a\'" '.repeat(170_000));
    const attributes = 'w\r@c(\r'.repeat(150_000);
    expect(readableSwift(`${attributes}package func f()`)).toBe(`${attributes}public  func f()`);
    expect(readableSwift('@objc(x)\rpackage func f()')).toBe('@objc(x)\rpublic  func f()');
  });
});

describe('Swift 6.2 unsafe expressions as the grammar reads them', () => {
  it('blanks `unsafe` before an expression, keeping offsets, and leaves it as a name or an argument', () => {
    const source = ['    unsafe setenv(member, raw, 1)', '    let x = unsafe pointer.pointee', '    nonisolated(unsafe) var cache = 0', '    unsafe = true'].join('\n');
    const readable = readableSwift(source);
    expect(readable.length).toBe(source.length);
    expect(readable.split('\n')).toEqual(['           setenv(member, raw, 1)', '    let x =        pointer.pointee', '    nonisolated(unsafe) var cache = 0', '    unsafe = true']);
  });
});
