// `repomap rank --symbols`: the definition ranking on the command line (text, JSON, bad
// input, hostile names). Run `npm run build` first (npm test does).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanupTemporaries, copyFixture, runCli, temporaryDir } from '../helpers.js';

let root: string;

beforeAll(() => {
  root = copyFixture('ts-billing');
  expect(runCli(['index', root, '--quiet']).status).toBe(0);
});
afterAll(cleanupTemporaries);

const ROW = /^(\d\.\d{3}e[-+]\d+) {2}(\S+):(\d+) +(\S+) +(\S+) +(\S+)$/;

describe('repomap rank --symbols', () => {
  it('prints score, path:line, qualified name, kind and reason, one definition a line, best first', () => {
    const result = runCli(['rank', root, '--seed', 'src/billing/invoice.ts', '--symbols', '--top', '5']);
    expect(result.status).toBe(0);
    expect(result.stderr).toBe('');
    const rows = result.stdout.trimEnd().split('\n').map((line) => ROW.exec(line));
    expect(rows).toHaveLength(5);
    expect(rows.every(Boolean)).toBe(true);
    const scores = rows.map((row) => Number(row![1]));
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(rows[0]!.slice(2)).toEqual(['src/tax/calculator.ts', '8', 'TaxCalculator.computeTax', 'method', 'referenced-by-seed:src/billing/invoice.ts']);
  });

  it('--json: {"symbols":[…]} with path, names, kind, lines, score, seed mark and reason', () => {
    const json = JSON.parse(runCli(['rank', root, '--seed', 'src/billing/invoice.ts', '--symbols', '--json']).stdout);
    expect(json.symbols.length).toBeGreaterThan(10);
    expect(json.symbols).toContainEqual({
      path: 'src/util/money.ts',
      name: 'roundCents',
      qualifiedName: 'roundCents',
      kind: 'function',
      line: 1,
      endLine: 3,
      score: expect.any(Number),
      seed: false,
      reason: 'referenced-by-seed:src/billing/invoice.ts',
    });
    expect(json.symbols.find((symbol: { qualifiedName: string }) => symbol.qualifiedName === 'Invoice.applyTax')).toMatchObject({ seed: true, reason: 'seed' });
    const top = JSON.parse(runCli(['rank', root, '--seed', 'src/billing/invoice.ts', '--symbols', '--top', '3', '--json']).stdout);
    expect(top.symbols).toEqual(json.symbols.slice(0, 3));
  });

  it('without --symbols, rank still lists files: score, padded path, reason', () => {
    const lines = runCli(['rank', root, '--seed', 'src/billing/invoice.ts', '--top', '2']).stdout.split('\n');
    expect(lines.slice(0, 2)).toEqual([
      expect.stringMatching(/^\d\.\d{3}e[-+]\d+ {2}src\/billing\/invoice\.ts {2}seed$/),
      expect.stringMatching(/^\d\.\d{3}e[-+]\d+ {2}src\/tax\/calculator\.ts {3}imported-by:src\/billing\/invoice\.ts$/),
    ]);
  });

  it('bad input: exit 2 and one line', () => {
    for (const top of ['0', '-1', 'many']) {
      const result = runCli(['rank', root, '--symbols', '--top', top]);
      expect(result.status).toBe(2);
      expect(result.stdout).toBe('');
      expect(result.stderr).toMatch(/^repomap: [^\n]+\n$/);
      if (top !== '-1') expect(result.stderr).toContain(`--top must be a positive integer, got '${top}'`);
    }
    const missing = runCli(['rank', root, '--symbols', '--seed', 'src/nope.ts']);
    expect(missing.status).toBe(2);
    expect(missing.stderr.trimEnd().split('\n')).toHaveLength(1);
  });

  it('quotes a hostile path in text and keeps it real in JSON', () => {
    const hostile = temporaryDir('repomap-symrank-hostile-');
    mkdirSync(join(hostile, 'src'));
    const name = 'src/a\n9.999e-1  fake.ts:1  evil  function  seed\nb.ts';
    writeFileSync(join(hostile, name), 'export function forged(): number {\n  return 1;\n}\n');
    writeFileSync(join(hostile, 'src/main.ts'), 'export function run(): number {\n  return forged();\n}\n');
    const text = runCli(['rank', hostile, '--seed', 'src/main.ts', '--symbols', '--quiet']);
    expect(text.status).toBe(0);
    const lines = text.stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines.some((line) => line.includes('"src/a\\n9.999e-1  fake.ts:1  evil  function  seed\\nb.ts":1'))).toBe(true);
    const json = JSON.parse(runCli(['rank', hostile, '--seed', 'src/main.ts', '--symbols', '--json', '--quiet']).stdout);
    expect(json.symbols.map((symbol: { path: string }) => symbol.path).sort()).toEqual([name, 'src/main.ts'].sort());
  });
});
