// The MCP server end to end: a real SDK client spawns `node dist/cli/main.js mcp <fixture copy>`
// over stdio and calls every tool, bad inputs included.
import { afterEach, describe, expect, it } from 'vitest';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { cleanupTemporaries, copyFixture, numbered, temporaryDir } from '../helpers.js';
import { readTrap } from '../traps.js';
import { closeClients, connectStdio, textOf, type StdioSession, type ToolResult } from './stdio-client.js';

afterEach(async () => {
  await closeClients();
  cleanupTemporaries();
});

const connect = (root: string): Promise<StdioSession> => connectStdio(root);

function ok(result: ToolResult): string {
  expect(result.isError ?? false, textOf(result)).toBe(false);
  return textOf(result);
}

function error(result: ToolResult): string {
  expect(result.isError).toBe(true);
  const text = textOf(result);
  expect(text.trim().split('\n')).toHaveLength(1);
  return text;
}

describe('repomap mcp', () => {
  it('lists the eight tools, with strict input schemas', async () => {
    const { client } = await connect(copyFixture('ts-billing'));
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(
      ['find_references', 'pack_context', 'rank_files', 'read_range', 'read_symbol', 'repo_map', 'search_symbols', 'stale_reads'].sort(),
    );
    for (const tool of tools) {
      expect(tool.description?.length ?? 0).toBeGreaterThan(40);
      expect(tool.inputSchema).toMatchObject({ type: 'object', additionalProperties: false });
    }
    const readSymbol = tools.find((tool) => tool.name === 'read_symbol')!;
    expect(readSymbol.inputSchema.required).toEqual(['name']);
    expect(Object.keys(readSymbol.inputSchema.properties ?? {}).sort()).toEqual(['force', 'name', 'path']);
  });

  it('repo_map shows doc sentences unless docs is false', async () => {
    const root = copyFixture('ts-billing');
    writeFileSync(join(root, 'src', 'documented.ts'), '/** Documents the thing. More. */\nexport function documented(): void {}\n');
    const { call } = await connect(root);
    const on = ok(await call('repo_map', { paths: ['src/documented.ts'] }));
    expect(on).toContain('2│ export function documented(): void\n   │ // Documents the thing.\n');
    const off = ok(await call('repo_map', { paths: ['src/documented.ts'], docs: false }));
    expect(off).toContain('2│ export function documented(): void\n');
    expect(off).not.toContain('Documents the thing');
  });

  it('repo_map and rank_files answer for a task, under the budget', async () => {
    const root = copyFixture('ts-billing');
    const { call } = await connect(root);

    const general = await call('repo_map', {});
    expect(ok(general)).toContain('src/billing/invoice.ts (global-rank)');
    expect(general.structuredContent).toMatchObject({ budget: { tokens: 2048, bytes: null }, tokenizer: 'o200k_base' });

    const seeded = await call('repo_map', { paths: ['src/billing/invoice.ts'], tokens: 120 });
    const text = ok(seeded);
    expect(text.split('\n')[0]).toBe('src/billing/invoice.ts (seed)');
    expect(text).not.toContain('return roundCents'); // signatures only
    const stats = seeded.structuredContent as { tokens: number; files: { path: string; reason: string }[] };
    expect(stats.tokens).toBeGreaterThan(0);
    expect(stats.tokens).toBeLessThanOrEqual(120);
    expect(stats.files[0]).toMatchObject({ path: 'src/billing/invoice.ts', reason: 'seed' });

    const markdown = ok(await call('repo_map', { mentions: ['TaxCalculator'], format: 'markdown', tokens: 200 }));
    expect(markdown).toContain('### src/tax/calculator.ts');

    const ranked = ok(await call('rank_files', { paths: ['src/billing/invoice.ts'], top: 3 })).split('\n');
    expect(ranked).toHaveLength(3);
    expect(ranked[0]).toMatch(/^\S+ {2}src\/billing\/invoice\.ts {2}seed$/);
    expect(ranked.slice(1).join('\n')).toContain('imported-by:src/billing/invoice.ts');
    const byQuery = await call('rank_files', { query: 'the monthly report total is wrong', top: 1 });
    expect((byQuery.structuredContent as { files: { path: string }[] }).files[0]!.path).toBe('src/reports/monthly.ts');
  });

  it('search_symbols finds by word parts and prefixes, with kind, location and signature', async () => {
    const { call } = await connect(copyFixture('ts-billing'));
    for (const query of ['apply tax', 'appl', 'applyTax']) {
      expect(ok(await call('search_symbols', { query }))).toContain(
        'src/billing/invoice.ts:28-31  method Invoice.applyTax\n    applyTax(rules: TaxRule[]): number',
      );
    }
    const classes = await call('search_symbols', { query: 'tax', kind: 'class' });
    expect(ok(classes).split('\n')[0]).toBe('src/tax/calculator.ts:7-12  class TaxCalculator');
    expect((classes.structuredContent as { symbols: unknown[] }).symbols).toHaveLength(1);
    expect(ok(await call('search_symbols', { query: 'zebra' }))).toBe("no symbol matches 'zebra'");
  });

  it('read_symbol returns the source once, then a one-line reference; force and covering reads', async () => {
    const root = copyFixture('ts-billing');
    const file = join(root, 'src/billing/invoice.ts');
    const { call } = await connect(root);

    const first = ok(await call('read_symbol', { name: 'Invoice.applyTax' }));
    expect(first).toBe(`[read #1] src/billing/invoice.ts:28-31 method Invoice.applyTax\n${numbered(file, 28, 31)}`);

    const again = await call('read_symbol', { name: 'applyTax' });
    expect(ok(again)).toBe(
      '[unchanged since read #1] src/billing/invoice.ts:28-31 method Invoice.applyTax: not repeated; pass force: true to get it again',
    );
    expect(again.structuredContent).toMatchObject({ status: 'unchanged', read: null, earlier: 1 });

    const forced = ok(await call('read_symbol', { name: 'applyTax', force: true }));
    expect(forced).toBe(`[read #2, same content as read #1] src/billing/invoice.ts:28-31 method Invoice.applyTax\n${numbered(file, 28, 31)}`);

    // A range read, then a definition inside it: answered by reference to the range.
    const range = ok(await call('read_range', { path: 'src/billing/invoice.ts', start: 11, end: 32 }));
    expect(range).toBe(`[read #3] src/billing/invoice.ts:11-32 of 34 lines (more from line 33)\n${numbered(file, 11, 32)}`);
    expect(ok(await call('read_symbol', { name: 'subtotal' }))).toBe(
      '[unchanged since read #3 (src/billing/invoice.ts:11-32)] src/billing/invoice.ts:24-26 method Invoice.subtotal: not repeated; pass force: true to get it again',
    );
    expect(ok(await call('read_range', { path: 'src/billing/invoice.ts', start: 11, end: 32 }))).toMatch(/^\[unchanged since read #3\] /);
    expect(ok(await call('read_range', { path: 'src/billing/invoice.ts', start: 20, end: 22 }))).toMatch(
      /^\[unchanged since read #3 \(src\/billing\/invoice\.ts:11-32\)\] src\/billing\/invoice\.ts:20-22: not repeated/,
    );
    // Read #3 covers read #2 (28-31) and superseded it: one read on record.
    expect(ok(await call('stale_reads'))).toBe('no stale reads (1 read on record)');
  });

  it('after a file changes on disk: stale_reads lists the reads, a new read supersedes, the index follows', async () => {
    const root = copyFixture('ts-billing');
    const file = join(root, 'src/billing/invoice.ts');
    const { call } = await connect(root);
    ok(await call('read_symbol', { name: 'Invoice.applyTax' })); // #1
    ok(await call('read_range', { path: 'src/billing/invoice.ts', start: 1, end: 10 })); // #2
    ok(await call('read_range', { path: 'src/util/money.ts' })); // #3

    // Insert a line into applyTax: it grows to 28-32; lines 1-10 and money.ts are untouched.
    writeFileSync(file, readFileSync(file, 'utf8').replace('const tax = ', '// rounding happens last\n    const tax = '));
    const stale = await call('stale_reads');
    expect(ok(stale)).toBe('1 of 3 reads are stale:\nread #1 src/billing/invoice.ts:28-31 method Invoice.applyTax: changed (now lines 28-32)');
    expect(stale.structuredContent).toEqual({
      stale: [
        {
          read: 1,
          path: 'src/billing/invoice.ts',
          startLine: 28,
          endLine: 31,
          symbol: 'Invoice.applyTax',
          status: 'changed',
          now: { startLine: 28, endLine: 32 },
        },
      ],
    });

    const reread = await call('read_symbol', { name: 'applyTax' });
    expect(ok(reread)).toBe(
      '[read #4, supersedes read #1 (src/billing/invoice.ts:28-31): content changed since] ' +
        `src/billing/invoice.ts:28-32 method Invoice.applyTax\n${numbered(file, 28, 32)}`,
    );
    expect(ok(reread)).toContain('29│     // rounding happens last');
    expect(reread.structuredContent).toMatchObject({ status: 'changed', read: 4, earlier: 1, startLine: 28, endLine: 32 });
    expect(ok(await call('stale_reads'))).toBe('no stale reads (3 reads on record)');

    // A range read whose lines changed comes back in full, superseding the earlier one.
    writeFileSync(join(root, 'src/util/money.ts'), `// money helpers\n${readFileSync(join(root, 'src/util/money.ts'), 'utf8')}`);
    expect(ok(await call('stale_reads'))).toBe('1 of 3 reads are stale:\nread #3 src/util/money.ts:1-7: changed');
    const money = ok(await call('read_range', { path: 'src/util/money.ts' }));
    expect(money.split('\n')[0]).toBe('[read #5, supersedes read #3 (src/util/money.ts:1-7): content changed since] src/util/money.ts:1-8 of 8 lines');
    expect(money.split('\n')[1]).toBe('1│ // money helpers');

    // A new file is indexed before the next answer; a deleted one makes its reads stale.
    writeFileSync(join(root, 'src/vat.ts'), 'export function computeVatRefund(amount: number): number {\n  return amount;\n}\n');
    expect(ok(await call('search_symbols', { query: 'vat refund' }))).toContain('src/vat.ts:1-3  function computeVatRefund');
    ok(await call('read_symbol', { name: 'computeVatRefund' })); // #6
    rmSync(join(root, 'src/vat.ts'));
    expect(ok(await call('stale_reads'))).toBe('1 of 4 reads are stale:\nread #6 src/vat.ts:1-3 function computeVatRefund: deleted');
    expect(error(await call('read_symbol', { name: 'computeVatRefund' }))).toMatch(/^no symbol named 'computeVatRefund'/);
  });

  it('pack_context packs PR files and their dependencies, and reports a failed run as an error', async () => {
    const root = copyFixture('ts-billing');
    const { call } = await connect(root);
    const packed = await call('pack_context', { prPaths: ['src/billing/invoice.ts'], byteBudget: 8000 });
    const text = ok(packed);
    expect(text).toContain(readFileSync(join(root, 'src/billing/invoice.ts'), 'utf8').trimEnd());
    expect(text).toContain('dependency-of:src/billing/invoice.ts');
    const summary = packed.structuredContent as { status: string; used: { bytes: number }; items: { path: string | null; action: string }[] };
    expect(summary.status).toBe('packed');
    expect(summary.used.bytes).toBeLessThanOrEqual(8000);
    expect(summary.items).toContainEqual(expect.objectContaining({ path: 'src/billing/invoice.ts', action: 'inject' }));

    expect(error(await call('pack_context', { prPaths: ['src/billing/invoice.ts'], byteBudget: 100 }))).toMatch(/^pack failed: /);
    expect(error(await call('pack_context', { prPaths: ['../outside.ts'] }))).toMatch(/^pack failed: .*outside/);
    expect(error(await call('pack_context', { mode: 'yolo' }))).toBe('invalid arguments: mode: expected one of "fail-closed", "compact", got "yolo"');
  });

  it('bad inputs are tool errors with a clear message, and the server keeps answering', async () => {
    const root = copyFixture('ts-billing');
    writeFileSync(join(root, '.gitignore'), '.env\n');
    const env = readTrap(join(root, '.env'), 'SECRET=1\n');
    // A file outside the root whose reading would show (its access time moves).
    const outside = readTrap(join(temporaryDir('repomap-outside-'), 'passwd'));
    const session = await connect(root);
    const { call } = session;
    const cases: [string, Record<string, unknown>, RegExp][] = [
      ['read_range', { path: relative(root, outside.path) }, /outside the repository root/],
      ['read_range', { path: outside.path }, /outside the repository root/],
      ['read_range', { path: '.env' }, /not a file of the index/],
      ['read_range', { path: 'src/nope.ts' }, /not a file of the index/],
      ['read_range', { path: 'src/util/money.ts', start: 99 }, /line 99 is past the end of src\/util\/money\.ts \(7 lines\)/],
      ['read_range', { path: 'src/util/money.ts', start: 5, end: 2 }, /end \(2\) is before start \(5\)/],
      ['read_range', { path: 'src/util/money.ts', start: 0 }, /^invalid arguments: start: must be at least 1, got 0$/],
      ['read_range', { path: 'src/util/money.ts', start: 'one' }, /^invalid arguments: start: expected number, got string$/],
      ['read_range', {}, /^invalid arguments: path: required$/],
      ['read_range', { path: 'src/util/money.ts', lines: 3 }, /^invalid arguments: lines: unknown key$/],
      ['read_symbol', { name: '' }, /^invalid arguments: name: must not be empty$/],
      ['read_symbol', { name: 'noSuchThing' }, /^no symbol named 'noSuchThing'/],
      ['read_symbol', { name: 'applyTax', path: '../x.ts' }, /outside the repository root/],
      ['repo_map', { tokens: -5 }, /^invalid arguments: tokens: must be at least 1, got -5$/],
      ['repo_map', { paths: ['../outside'] }, /outside the repository root/],
      ['repo_map', { paths: ['src/missing.ts'] }, /no such file or directory: src\/missing\.ts/],
      ['rank_files', { top: 0 }, /^invalid arguments: top: must be at least 1, got 0$/],
      ['search_symbols', { query: 'tax', kind: 'gadget' }, /^invalid arguments: kind: expected one of .*, got "gadget"$/],
      ['search_symbols', { query: 'x', limit: 1.5 }, /^invalid arguments: limit: expected integer, got 1\.5$/],
      ['stale_reads', { all: true }, /^invalid arguments: all: unknown key$/],
      ['no_such_tool', {}, /Tool no_such_tool not found/],
    ];
    for (const [tool, args, message] of cases) {
      expect(error(await call(tool, args)), `${tool} ${JSON.stringify(args)}`).toMatch(message);
    }
    expect(outside.wasRead()).toBe(false);
    expect(env.wasRead()).toBe(false);
    // Still alive and correct after every bad input.
    expect(ok(await call('read_range', { path: 'src/util/money.ts', start: 1, end: 1 }))).toBe(
      '[read #1] src/util/money.ts:1-1 of 7 lines (more from line 2)\n1│ export function roundCents(value: number): number {',
    );
    expect(session.stderr()).toBe('');
  });

  it('read_symbol lists several matches and narrows them by path', async () => {
    const root = copyFixture('ts-billing');
    writeFileSync(join(root, 'src/extra.ts'), 'export function applyTax(amount: number): number {\n  return amount * 1.2;\n}\n');
    const { call } = await connect(root);
    const list = await call('read_symbol', { name: 'applyTax' });
    expect(ok(list)).toBe(
      "2 definitions match 'applyTax':\n" +
        '1. src/billing/invoice.ts:28-31  method Invoice.applyTax\n' +
        '2. src/extra.ts:1-3  function applyTax\n' +
        'Call read_symbol again with path (or a qualified name), or read_range with one of these locations.',
    );
    expect(ok(await call('read_symbol', { name: 'applyTax', path: 'src/extra.ts' }))).toBe(
      '[read #1] src/extra.ts:1-3 function applyTax\n1│ export function applyTax(amount: number): number {\n2│   return amount * 1.2;\n3│ }',
    );
  });
});
