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
});
