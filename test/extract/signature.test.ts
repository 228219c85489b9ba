import { describe, expect, it } from 'vitest';
import { extractSource } from '../../src/extract/extractor.js';

describe('signatures stay signatures', () => {
  it('clips a one-line minified value instead of storing it whole', async () => {
    const value = JSON.stringify(Array.from({ length: 3000 }, (_, i) => i));
    const result = await extractSource('javascript', `export const TABLE = ${value};\nexport function lookup(i) { return TABLE[i]; }\n`);
    const table = result.definitions.find((def) => def.name === 'TABLE')!;
    expect(table.signature.length).toBeLessThanOrEqual(242);
    expect(table.signature.startsWith('export const TABLE = [0,1,2,')).toBe(true);
    expect(table.signature.endsWith(' …')).toBe(true);
    expect(result.definitions.find((def) => def.name === 'lookup')!.signature).toBe('export function lookup(i)');
  });

  it('keeps a multi-line parameter list whole', async () => {
    const source = 'def charge(\n    amount: float,\n    currency: str = "EUR",\n) -> str:\n    return f"{amount}{currency}"\n';
    const result = await extractSource('python', source);
    expect(result.definitions[0]!.signature).toBe('def charge(\n    amount: float,\n    currency: str = "EUR",\n) -> str:');
  });

  it('leaves out the comments between a header and a body that starts at its first statement', async () => {
    const ruby = await extractSource('ruby', 'module Shop\n  # The cart.\n  # Holds lines.\n  class Cart\n    # Adds a line.\n    def add(line)\n      @lines << line\n    end\n  end\nend\n');
    expect(ruby.definitions.map((def) => def.signature)).toEqual(['module Shop', '  class Cart', '    def add(line)']);
    const python = await extractSource('python', 'def charge(\n    amount,\n    # the currency\n    currency,\n):\n    return amount\n');
    expect(python.definitions[0]!.signature).toBe('def charge(\n    amount,\n    # the currency\n    currency,\n):');
  });
});
