// find_references through a real MCP client: the SDK spawns `node dist/cli/main.js mcp <copy of
// fixtures/refs>` over stdio; uses, callers and callees, and the arguments its schema refuses.
import { afterEach, describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { cleanupTemporaries, copyFixture } from '../helpers.js';
import { closeClients, connectStdio, textOf, type ToolResult } from './stdio-client.js';

afterEach(async () => {
  await closeClients();
  cleanupTemporaries();
});

async function connect(root: string): Promise<Client> {
  return (await connectStdio(root)).client;
}

async function call(client: Client, args: Record<string, unknown>): Promise<ToolResult> {
  return (await client.callTool({ name: 'find_references', arguments: args })) as ToolResult;
}

describe('find_references', () => {
  it('is listed with a strict schema: name required, relation, path, kind, limit optional', async () => {
    const client = await connect(copyFixture('refs'));
    const tool = (await client.listTools()).tools.find((candidate) => candidate.name === 'find_references')!;
    expect(tool.inputSchema).toMatchObject({ type: 'object', additionalProperties: false, required: ['name'] });
    expect(Object.keys(tool.inputSchema.properties ?? {}).sort()).toEqual(['kind', 'limit', 'name', 'path', 'relation']);
  });

  it('returns the uses as path:line: text, certain before probable, with the structured report', async () => {
    const client = await connect(copyFixture('refs'));
    const result = await call(client, { name: 'applyTax' });
    expect(result.isError ?? false).toBe(false);
    const text = textOf(result);
    expect(text.split('\n')[0]).toBe('applyTax: 1 definition, 6 uses (5 certain, 1 probable)');
    expect(text).toContain('  src/invoice.ts:11: const first = applyTax(this.amount, rate);\n  src/invoice.ts:12: const second = applyTax(first, rate);\n');
    expect(text.indexOf('src/legacy.ts:3')).toBeGreaterThan(text.indexOf('probable ('));
    const uses = (result.structuredContent as { uses: { path: string; line: number; certainty: string }[] }).uses;
    expect(uses.map((use) => `${use.path}:${use.line} ${use.certainty}`)).toEqual([
      'src/tax.ts:11 certain',
      'src/invoice.ts:1 certain',
      'src/invoice.ts:7 certain',
      'src/invoice.ts:11 certain',
      'src/invoice.ts:12 certain',
      'src/legacy.ts:3 probable',
    ]);
    const limited = await call(client, { name: 'applyTax', limit: 1 });
    expect(limited.structuredContent).toMatchObject({ total: 6, uses: [{ path: 'src/tax.ts', line: 11 }] });
    expect(textOf(limited)).toContain('… 5 more (raise the limit)');
  });

  it('answers callers and callees, and sees a file changed since the server started', async () => {
    const root = copyFixture('refs');
    const client = await connect(root);
    const callers = await call(client, { name: 'applyTax', relation: 'callers' });
    expect((callers.structuredContent as { callers: { caller: { qualifiedName: string } | null }[] }).callers.map((c) => c.caller?.qualifiedName)).toEqual([
      'totalWithTax',
      'Invoice.total',
      'Invoice.totalTwice',
      'legacyTotal',
    ]);
    const callees = await call(client, { name: 'totalWithTax', relation: 'callees' });
    expect(textOf(callees)).toContain('  certain call roundCents → src/tax.ts:5\n    src/tax.ts:12: return roundCents(total);');
    writeFileSync(join(root, 'src', 'late.ts'), "import { applyTax } from './tax';\nexport function late(): number {\n  return applyTax(1, 1);\n}\n");
    const again = await call(client, { name: 'applyTax', relation: 'callers' });
    expect(textOf(again)).toContain('  src/late.ts:2  function late\n    src/late.ts:3: return applyTax(1, 1);');
  });

  it('answers an unknown name with a plain line, and refuses bad arguments with a one-line error', async () => {
    const client = await connect(copyFixture('refs'));
    const none = await call(client, { name: 'noSuchName' });
    expect(none.isError ?? false).toBe(false);
    expect(textOf(none)).toBe("no definition or use of 'noSuchName'");
    const cases: [Record<string, unknown>, string][] = [
      [{}, 'invalid arguments: name: required'],
      [{ name: '' }, 'invalid arguments: name: '],
      [{ name: 'applyTax', relation: 'friends' }, 'invalid arguments: relation: '],
      [{ name: 'applyTax', kind: 'nope' }, 'invalid arguments: kind: '],
      [{ name: 'applyTax', limit: 501 }, 'invalid arguments: limit: '],
      [{ name: 'applyTax', extra: 1 }, 'invalid arguments: extra: unknown key'],
      [{ name: 'applyTax', relation: 'callers', kind: 'call' }, 'kind is for relation uses'],
      [{ name: 'applyTax', path: '../outside.ts' }, 'outside'],
      [{ name: '   ' }, 'the name is empty'],
    ];
    for (const [args, message] of cases) {
      const result = await call(client, args);
      expect(result.isError, JSON.stringify(args)).toBe(true);
      expect(textOf(result), JSON.stringify(args)).toContain(message);
      expect(textOf(result).trim().split('\n')).toHaveLength(1);
    }
  });
});
