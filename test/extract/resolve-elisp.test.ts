import { describe, expect, it } from 'vitest';
import { createImportResolver } from '../../src/extract/resolve/index.js';

describe('Emacs Lisp features', () => {
  const r = createImportResolver(['lisp/ledger-mode.el', 'lisp/ledger-report.el', 'test/ledger-test.el', 'a/util.el', 'b/util.el']);

  it('resolves (require \'feature) to feature.el anywhere in the tree', () => {
    expect(r.resolve('lisp/ledger-mode.el', 'elisp', 'ledger-report', [])).toEqual(['lisp/ledger-report.el']);
    expect(r.resolve('test/ledger-test.el', 'elisp', 'ledger-mode', [])).toEqual(['lisp/ledger-mode.el']);
  });

  it('leaves built-in and ambiguous features unresolved', () => {
    expect(r.resolve('lisp/ledger-mode.el', 'elisp', 'cl-lib', [])).toEqual([]);
    expect(r.resolve('lisp/ledger-mode.el', 'elisp', 'util', [])).toEqual([]);
  });
});
