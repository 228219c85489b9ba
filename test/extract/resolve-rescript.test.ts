import { describe, expect, it } from 'vitest';
import { createImportResolver } from '../../src/extract/resolve/index.js';

describe('ReScript modules', () => {
  const r = createImportResolver(['src/Ledger.res', 'src/App.res', 'src/ui/Rounding.res', 'src/a/Util.res', 'src/b/Util.res', 'src/b/Use.res']);

  it('maps a module name to its .res file anywhere in the tree', () => {
    expect(r.resolve('src/App.res', 'rescript', 'Ledger', [])).toEqual(['src/Ledger.res']);
    expect(r.resolve('src/Ledger.res', 'rescript', 'Rounding', [])).toEqual(['src/ui/Rounding.res']);
  });

  it('takes a duplicated name only from the importer\'s directory, and leaves libraries alone', () => {
    expect(r.resolve('src/b/Use.res', 'rescript', 'Util', [])).toEqual(['src/b/Util.res']);
    expect(r.resolve('src/App.res', 'rescript', 'Util', [])).toEqual([]);
    expect(r.resolve('src/App.res', 'rescript', 'Belt', [])).toEqual([]);
  });
});
