import { describe, expect, it } from 'vitest';
import { createImportResolver } from '../../src/extract/resolve/index.js';

describe('OCaml modules', () => {
  const r = createImportResolver([
    'src/ledger.ml',
    'src/rounding.ml',
    'src/Report_csv.ml',
    'lib/a/import.ml',
    'lib/a/user.ml',
    'lib/b/import.ml',
    'lib/b/other.ml',
    'lib/c/client.ml',
  ]);

  it('maps a module name to its file anywhere in the tree', () => {
    expect(r.resolve('src/ledger.ml', 'ocaml', 'Rounding', [])).toEqual(['src/rounding.ml']);
    expect(r.resolve('lib/c/client.ml', 'ocaml', 'Ledger', [])).toEqual(['src/ledger.ml']);
    expect(r.resolve('src/ledger.ml', 'ocaml', 'Report_csv', [])).toEqual(['src/Report_csv.ml']);
  });

  it('takes a name several files carry only from the importer\'s directory', () => {
    expect(r.resolve('lib/a/user.ml', 'ocaml', 'Import', [])).toEqual(['lib/a/import.ml']);
    expect(r.resolve('lib/b/other.ml', 'ocaml', 'Import', [])).toEqual(['lib/b/import.ml']);
    expect(r.resolve('lib/c/client.ml', 'ocaml', 'Import', [])).toEqual([]);
  });

  it('leaves library modules unresolved', () => {
    expect(r.resolve('src/ledger.ml', 'ocaml', 'List', [])).toEqual([]);
  });
});
