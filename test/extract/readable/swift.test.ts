import { describe, expect, it } from 'vitest';
import { readableSwift } from '../../../src/extract/readable/swift.js';

describe('Swift as the grammar reads it', () => {
  it('reads a freestanding macro as a call, keeping every offset', () => {
    const source = 'func f() {\n    #expect(a == 1)\n    let b = try #require(c)\n    #Preview { View() }\n}\n';
    const readable = readableSwift(source);
    expect(readable).toBe('func f() {\n     expect(a == 1)\n    let b = try  require(c)\n     Preview { View() }\n}\n');
    expect(readable.length).toBe(source.length);
  });

  it("keeps the language's own # keywords and raw strings", () => {
    const source = '#if DEBUG\nlet s = #"raw"#\nfunc g(file: String = #file, line: Int = #line) {}\n#elseif os(Linux)\n#warning("x")\n#endif\nif #available(iOS 17, *) {}\n';
    expect(readableSwift(source)).toBe(source);
  });
});
