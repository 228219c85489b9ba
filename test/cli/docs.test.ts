// `map --docs` (the default) and `--no-docs`: doc sentences ride with their signatures
// in the text and JSON maps, from the index (the store keeps them); off gives signatures only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { cleanupTemporaries, runCli, temporaryDir } from '../helpers.js';

let root: string;

beforeAll(() => {
  root = temporaryDir();
  mkdirSync(join(root, 'src'));
  writeFileSync(
    join(root, 'src', 'invoice.ts'),
    ['/**', ' * Applies the tax rules to an invoice. More text.', ' * @param rate the rate', ' */', 'export function applyTax(rate: number): number {', '  return rate;', '}', '', 'export function bare(): void {}', ''].join('\n'),
  );
  writeFileSync(join(root, 'src', 'money.py'), ['def cents(x):', '    """Round to cents.', '', '    Details.', '    """', '    return x', ''].join('\n'));
  expect(runCli(['index', root, '--quiet']).status).toBe(0);
});
afterAll(cleanupTemporaries);

describe('repomap map docs', () => {
  it('stores the doc sentence of each definition in the index', () => {
    const db = new Database(join(root, '.repomap', 'index.db'), { readonly: true });
    const rows = db.prepare('SELECT name, doc FROM defs ORDER BY name').all();
    db.close();
    expect(rows).toEqual([
      { name: 'applyTax', doc: 'Applies the tax rules to an invoice.' },
      { name: 'bare', doc: null },
      { name: 'cents', doc: 'Round to cents.' },
    ]);
  });

  it('shows docs by default, as unnumbered comment lines; --no-docs leaves them out', () => {
    const on = runCli(['map', root, '--seed', 'src/invoice.ts']);
    expect(on.status).toBe(0);
    expect(on.stdout).toContain('  5│ export function applyTax(rate: number): number\n   │ // Applies the tax rules to an invoice.\n');
    expect(on.stdout).toContain('  1│ def cents(x):\n   │ # Round to cents.\n');
    expect(runCli(['map', root, '--seed', 'src/invoice.ts', '--docs']).stdout).toBe(on.stdout);
    const off = runCli(['map', root, '--seed', 'src/invoice.ts', '--no-docs']);
    expect(off.status).toBe(0);
    expect(off.stdout).not.toContain('Applies the tax');
    expect(off.stdout).not.toContain('│ #');
  });

  it('gives each JSON symbol its doc, null when it has none or docs are off', () => {
    const symbols = (args: string[]) =>
      JSON.parse(runCli(['map', root, '--format', 'json', ...args]).stdout).files.flatMap((file: { symbols: { name: string; doc: string | null }[] }) => file.symbols);
    const on = Object.fromEntries(symbols([]).map((s: { name: string; doc: string | null }) => [s.name, s.doc]));
    expect(on).toEqual({ applyTax: 'Applies the tax rules to an invoice.', bare: null, cents: 'Round to cents.' });
    expect(symbols(['--no-docs']).every((s: { doc: string | null }) => s.doc === null)).toBe(true);
  });

  it('rejects --docs with --no-docs', () => {
    const result = runCli(['map', root, '--docs', '--no-docs']);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('--docs and --no-docs');
  });
});
