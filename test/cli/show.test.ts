import { afterEach, describe, expect, it } from 'vitest';
import { readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanupTemporaries, copyFixture, numbered, runCli, temporaryDir } from '../helpers.js';

afterEach(cleanupTemporaries);

function expectBadInput(result: ReturnType<typeof runCli>, message: string | RegExp): void {
  expect(result.status).toBe(2);
  expect(result.stdout).toBe('');
  const lines = result.stderr.trimEnd().split('\n');
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(message);
}

describe('repomap show: a definition', () => {
  it('prints the full source of a qualified name with line numbers, read from disk', () => {
    const root = copyFixture('ts-billing');
    const result = runCli(['show', root, 'Invoice.applyTax', '--quiet']);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toBe(
      `src/billing/invoice.ts:28-31  method Invoice.applyTax\n${numbered(join(root, 'src/billing/invoice.ts'), 28, 31)}\n`,
    );
    expect(result.stdout).toContain('29│     const tax = this.calculator.computeTax(this.subtotal(), rules);');
  });

  it('takes a single positional as the target, with the current directory as ROOT', () => {
    const root = copyFixture('py-shop');
    const result = runCli(['show', 'total', '--quiet'], { cwd: root });
    expect(result.status).toBe(0);
    expect(result.stdout).toBe(`shop/orders/order.py:20-21  method Order.total\n${numbered(join(root, 'shop/orders/order.py'), 20, 21)}\n`);
  });

  it('reads the current file: an edit shows up in the next show', () => {
    const root = copyFixture('ts-billing');
    const file = join(root, 'src/billing/invoice.ts');
    expect(runCli(['show', root, 'applyTax', '--quiet']).stdout).toContain('const tax =');
    writeFileSync(file, readFileSync(file, 'utf8').replace('const tax = ', '// tax first\n    const tax = '));
    const result = runCli(['show', root, 'applyTax', '--quiet']);
    expect(result.stdout).toBe(`src/billing/invoice.ts:28-32  method Invoice.applyTax\n${numbered(file, 28, 32)}\n`);
    expect(result.stdout).toContain('29│     // tax first');
  });

  it('--json gives the symbol, the range and the raw text', () => {
    const root = copyFixture('ts-billing');
    const result = runCli(['show', root, 'applyTax', '--json', '--quiet']);
    expect(result.status).toBe(0);
    const json = JSON.parse(result.stdout);
    expect(json.symbol).toEqual({
      path: 'src/billing/invoice.ts',
      name: 'applyTax',
      qualifiedName: 'Invoice.applyTax',
      kind: 'method',
      line: 28,
      endLine: 31,
      signature: '  applyTax(rules: TaxRule[]): number',
      doc: null,
    });
    expect(json).toMatchObject({ path: 'src/billing/invoice.ts', startLine: 28, endLine: 31, totalLines: 34 });
    const lines = readFileSync(join(root, 'src/billing/invoice.ts'), 'utf8').split('\n');
    expect(json.text).toBe(lines.slice(27, 31).join('\n'));
    expect(json.hash).toMatch(/^[0-9a-f]{16}$/);
  });

  it('lists several matches with their locations, numbered, exit 0', () => {
    const root = copyFixture('ts-billing');
    writeFileSync(join(root, 'src/extra.ts'), 'export function applyTax(amount: number): number {\n  return amount * 1.2;\n}\n');
    const result = runCli(['show', root, 'applyTax', '--quiet']);
    expect(result.status).toBe(0);
    expect(result.stdout.split('\n').slice(0, 5)).toEqual([
      "2 definitions match 'applyTax':",
      '  1. src/billing/invoice.ts:28-31  method Invoice.applyTax',
      '     applyTax(rules: TaxRule[]): number',
      '  2. src/extra.ts:1-3  function applyTax',
      '     export function applyTax(amount: number): number',
    ]);
    const json = JSON.parse(runCli(['show', root, 'applyTax', '--json', '--quiet']).stdout);
    expect(json.matches.map((m: { path: string; line: number }) => `${m.path}:${m.line}`)).toEqual([
      'src/billing/invoice.ts:28',
      'src/extra.ts:1',
    ]);
    // The qualified name picks one.
    expect(runCli(['show', root, 'Invoice.applyTax', '--quiet']).stdout.split('\n')[0]).toBe(
      'src/billing/invoice.ts:28-31  method Invoice.applyTax',
    );
  });
});

describe('repomap show: a window', () => {
  it('PATH:LINE shows 20 lines on each side, clamped to the file', () => {
    const root = copyFixture('ts-billing');
    const file = join(root, 'src/billing/invoice.ts');
    const result = runCli(['show', root, 'src/billing/invoice.ts:30']);
    expect(result.status).toBe(0);
    expect(result.stdout).toBe(`src/billing/invoice.ts:10-34 (34 lines)\n${numbered(file, 10, 34)}\n`);
  });

  it('--context N and PATH:START-END', () => {
    const root = copyFixture('ts-billing');
    const file = join(root, 'src/billing/invoice.ts');
    expect(runCli(['show', root, 'src/billing/invoice.ts:30', '--context', '2']).stdout).toBe(
      `src/billing/invoice.ts:28-32 (34 lines)\n${numbered(file, 28, 32)}\n`,
    );
    expect(runCli(['show', 'src/billing/invoice.ts:5-7'], { cwd: root }).stdout).toBe(
      `src/billing/invoice.ts:5-7 (34 lines)\n${numbered(file, 5, 7)}\n`,
    );
    const json = JSON.parse(runCli(['show', root, 'src/util/money.ts:1-2', '--json']).stdout);
    expect(json).toMatchObject({ path: 'src/util/money.ts', startLine: 1, endLine: 2, totalLines: 7 });
    expect(json.text).toBe('export function roundCents(value: number): number {\n  return Math.round(value * 100) / 100;');
    expect(json.symbol).toBeUndefined();
  });
});

describe('repomap show: bad input', () => {
  it('a path outside the root, lexically or through a symlink: exit 2, one line', () => {
    const root = copyFixture('ts-billing');
    const outside = temporaryDir();
    writeFileSync(join(outside, 'secret.ts'), 'export const secret = 1;\n');
    symlinkSync(join(outside, 'secret.ts'), join(root, 'src/link.ts'));
    expectBadInput(runCli(['show', root, '../outside.ts:1']), /outside the repository root/);
    expectBadInput(runCli(['show', root, `${join(outside, 'secret.ts')}:1`]), /outside the repository root/);
    expectBadInput(runCli(['show', root, 'src/link.ts:1']), /symlink/);
  });

  it('a missing symbol, file, line or target: exit 2, one line', () => {
    const root = copyFixture('ts-billing');
    expectBadInput(runCli(['show', root, 'noSuchThing', '--quiet']), /^repomap: no symbol named 'noSuchThing'$/);
    expectBadInput(runCli(['show', root, 'applyTx', '--quiet']), /^repomap: no symbol named 'applyTx' \(did you mean Invoice\.applyTax\?\)$/);
    expectBadInput(runCli(['show', root, 'src/nope.ts:3']), /no such file: src\/nope\.ts/);
    expectBadInput(runCli(['show', root, 'src/billing/invoice.ts:99']), /line 99 is past the end of src\/billing\/invoice\.ts \(34 lines\)/);
    expectBadInput(runCli(['show', root, 'src/billing/invoice.ts:9-3']), /end line/);
    expectBadInput(runCli(['show', root, 'src/billing/invoice.ts', '--quiet']), /give a line: src\/billing\/invoice\.ts:LINE/);
    expectBadInput(runCli(['show', root, '--quiet'], { cwd: root }), /missing TARGET after/);
    expectBadInput(runCli(['show']), /missing TARGET/);
    expectBadInput(runCli(['show', root, 'a', 'b']), /too many arguments/);
    expectBadInput(runCli(['show', root, 'src/util/money.ts:1', '--context', '-1']), /--context/);
  });

  it('a binary file is refused', () => {
    const root = copyFixture('ts-billing');
    writeFileSync(join(root, 'blob.ts'), Buffer.from([0x61, 0x00, 0x62, 0x0a]));
    expectBadInput(runCli(['show', root, 'blob.ts:1']), /binary file: blob\.ts/);
  });
});
