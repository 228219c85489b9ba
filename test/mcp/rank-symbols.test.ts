// rank_files with `symbols`: the definition ranking over MCP (a real SDK client spawning
// `node dist/cli/main.js mcp <fixture copy>`). Run `npm run build` first (npm test does).
import { afterEach, describe, expect, it } from 'vitest';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { CLI, cleanupTemporaries, copyFixture } from '../helpers.js';

interface ToolResult {
  content: { type: string; text?: string }[];
  isError?: boolean;
  structuredContent?: Record<string, unknown>;
}

const open: Client[] = [];

afterEach(async () => {
  for (const client of open.splice(0)) await client.close();
  cleanupTemporaries();
});

describe('rank_files with symbols', () => {
  it('ranks definitions for a task: text rows and structured symbols', async () => {
    const client = new Client({ name: 'repomap-test', version: '1.0.0' });
    await client.connect(new StdioClientTransport({ command: process.execPath, args: [CLI, 'mcp', copyFixture('ts-billing')], stderr: 'pipe' }));
    open.push(client);
    const result = (await client.callTool({ name: 'rank_files', arguments: { paths: ['src/billing/invoice.ts'], symbols: true, top: 4 } })) as ToolResult;
    expect(result.isError ?? false).toBe(false);
    const rows = result.content.map((part) => part.text ?? '').join('\n').split('\n');
    expect(rows).toHaveLength(4);
    expect(rows[0]).toMatch(/^\S+ {2}src\/tax\/calculator\.ts:8 {2}TaxCalculator\.computeTax {2}method {2}referenced-by-seed:src\/billing\/invoice\.ts$/);
    const symbols = (result.structuredContent as { symbols: { path: string; qualifiedName: string; seed: boolean; reason: string }[] }).symbols;
    expect(symbols).toHaveLength(4);
    expect(symbols[0]).toMatchObject({ path: 'src/tax/calculator.ts', qualifiedName: 'TaxCalculator.computeTax', seed: false });
    expect(symbols.find((symbol) => symbol.path === 'src/billing/invoice.ts')).toMatchObject({ seed: true, reason: 'seed' });

    const invalid = (await client.callTool({ name: 'rank_files', arguments: { symbols: 'yes' } })) as ToolResult;
    expect(invalid.isError).toBe(true);
    expect(invalid.content.map((part) => part.text ?? '').join('\n').trim().split('\n')).toHaveLength(1);
  });
});
