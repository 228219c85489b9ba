import { describe, expect, it } from 'vitest';
import { readableCFamily } from '../../../src/extract/readable/c-family.js';

describe('C and C++ as the grammar reads them', () => {
  it('blanks a macro alone on a line, keeping every offset', () => {
    const source = 'FMT_BEGIN_NAMESPACE\nclass A {\n  JSON_HEDLEY_PURE\n  int f() const;\n};\nFMT_END_NAMESPACE\n';
    const readable = readableCFamily(source);
    expect(readable).toBe('                   \nclass A {\n                  \n  int f() const;\n};\n                 \n');
    expect(readable.length).toBe(source.length);
  });

  it("keeps an enum's last value, a #define's continuation, CRLF line ends and names without an underscore", () => {
    const source = 'enum E {\n  FIRST_ONE,\n  LAST_ONE\n};\n#define X \\\nMULTI_LINE\nBOOL\nWINAPI\nf();\r\nEND_X\r\n';
    expect(readableCFamily(source)).toBe('enum E {\n  FIRST_ONE,\n  LAST_ONE\n};\n#define X \\\nMULTI_LINE\nBOOL\nWINAPI\nf();\r\n     \r\n');
  });
});
