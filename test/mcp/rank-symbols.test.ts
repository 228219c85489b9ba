// rank_files with `symbols`: the definition ranking over MCP (a real SDK client spawning
// `node dist/cli/main.js mcp <fixture copy>`). Run `npm run build` first (npm test does).
import { afterEach, describe, expect, it } from 'vitest';
import { cleanupTemporaries, copyFixture } from '../helpers.js';
import { closeClients, connectStdio, textOf } from './stdio-client.js';

afterEach(async () => {
  await closeClients();
  cleanupTemporaries();
});

describe('rank_files with symbols', () => {
  it('ranks definitions for a task: text rows and structured symbols', async () => {
    const { call } = await connectStdio(copyFixture('ts-billing'));
    const result = await call('rank_files', { paths: ['src/billing/invoice.ts'], symbols: true, top: 4 });
    expect(result.isError ?? false).toBe(false);
    const rows = textOf(result).split('\n');
    expect(rows).toHaveLength(4);
    expect(rows[0]).toMatch(/^\S+ {2}src\/tax\/calculator\.ts:8 {2}TaxCalculator\.computeTax {2}method {2}referenced-by-seed:src\/billing\/invoice\.ts$/);
    const symbols = (result.structuredContent as { symbols: { path: string; qualifiedName: string; seed: boolean; reason: string }[] }).symbols;
    expect(symbols).toHaveLength(4);
    expect(symbols[0]).toMatchObject({ path: 'src/tax/calculator.ts', qualifiedName: 'TaxCalculator.computeTax', seed: false });
    expect(symbols.find((symbol) => symbol.path === 'src/billing/invoice.ts')).toMatchObject({ seed: true, reason: 'seed' });

    const invalid = await call('rank_files', { symbols: 'yes' });
    expect(invalid.isError).toBe(true);
    expect(textOf(invalid).trim().split('\n')).toHaveLength(1);
  });
});
