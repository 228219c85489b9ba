// Imports of Clojure, Elm, Gleam, Nix, F# and SystemVerilog resolved to the files of the tree.
import { describe, expect, it } from 'vitest';
import { createImportResolver } from '../../src/extract/resolve/index.js';

describe('Clojure namespaces', () => {
  const r = createImportResolver(['src/billing/invoice.clj', 'src/billing/tax_rates.clj', 'src/billing/ui.cljs', 'a/src/util/core.clj', 'b/src/util/core.clj', 'a/src/app.clj']);

  it('resolves a namespace to its file below any source root, dashes as underscores', () => {
    expect(r.resolve('src/billing/invoice.clj', 'clojure', 'billing.tax-rates', [])).toEqual(['src/billing/tax_rates.clj']);
    expect(r.resolve('src/billing/invoice.clj', 'clojure', 'billing.ui', [])).toEqual(['src/billing/ui.cljs']);
  });

  it('prefers the file nearest the importer where two projects share a namespace, and leaves libraries unresolved', () => {
    expect(r.resolve('a/src/app.clj', 'clojure', 'util.core', [])).toEqual(['a/src/util/core.clj']);
    expect(r.resolve('src/billing/invoice.clj', 'clojure', 'clojure.string', [])).toEqual([]);
  });
});

describe('Elm and Gleam modules', () => {
  const r = createImportResolver(['src/Billing/Invoice.elm', 'src/Billing/Money.elm', 'src/billing/invoice.gleam', 'src/billing/money.gleam', 'test/billing_test.gleam']);

  it('resolves Json.Decode to Json/Decode.elm and gleam/list to gleam/list.gleam', () => {
    expect(r.resolve('src/Billing/Invoice.elm', 'elm', 'Billing.Money', [])).toEqual(['src/Billing/Money.elm']);
    expect(r.resolve('test/billing_test.gleam', 'gleam', 'billing/money', [])).toEqual(['src/billing/money.gleam']);
  });

  it('leaves packages outside the tree unresolved', () => {
    expect(r.resolve('src/Billing/Invoice.elm', 'elm', 'Html', [])).toEqual([]);
    expect(r.resolve('src/billing/invoice.gleam', 'gleam', 'gleam/list', [])).toEqual([]);
  });
});

describe('Nix paths', () => {
  const r = createImportResolver(['modules/invoice.nix', 'modules/rates.nix', 'shared/default.nix', 'pkgs/tool/default.nix']);

  it('resolves a relative path, and a directory to its default.nix', () => {
    expect(r.resolve('modules/invoice.nix', 'nix', './rates.nix', [])).toEqual(['modules/rates.nix']);
    expect(r.resolve('modules/invoice.nix', 'nix', '../shared', [])).toEqual(['shared/default.nix']);
    expect(r.resolve('modules/invoice.nix', 'nix', '../pkgs/tool', [])).toEqual(['pkgs/tool/default.nix']);
  });

  it('leaves search paths and paths out of the tree unresolved', () => {
    expect(r.resolve('modules/invoice.nix', 'nix', '<nixpkgs>', [])).toEqual([]);
    expect(r.resolve('modules/invoice.nix', 'nix', '../../outside.nix', [])).toEqual([]);
  });
});

describe('F# namespaces and modules', () => {
  const r = createImportResolver(['src/Billing/Invoice.fs', 'src/Billing/Money.fs', 'tests/Billing.Tests/MoneyTests.fs']);

  it('resolves Billing.Money to Money.fs in a directory named Billing', () => {
    expect(r.resolve('src/Billing/Invoice.fs', 'fsharp', 'Billing.Money', [])).toEqual(['src/Billing/Money.fs']);
  });

  it('leaves a namespace of the framework, or one without such a file, unresolved', () => {
    expect(r.resolve('src/Billing/Invoice.fs', 'fsharp', 'System.IO', [])).toEqual([]);
    expect(r.resolve('src/Billing/Invoice.fs', 'fsharp', 'Billing', [])).toEqual([]);
  });
});

describe('SystemVerilog packages and includes', () => {
  const r = createImportResolver(['rtl/billing_pkg.sv', 'rtl/invoice.sv', 'rtl/billing_defs.svh', 'dv/invoice_seq.sv', 'dv/env/uvm_macros.svh', 'ip/a/prim_pkg.sv', 'ip/b/prim_pkg.sv', 'ip/a/prim_fifo.sv']);

  it('resolves `import pkg::*` to the file named after the package, the nearest where two are', () => {
    expect(r.resolve('dv/invoice_seq.sv', 'systemverilog', 'billing_pkg', [])).toEqual(['rtl/billing_pkg.sv']);
    expect(r.resolve('ip/a/prim_fifo.sv', 'systemverilog', 'prim_pkg', [])).toEqual(['ip/a/prim_pkg.sv']);
  });

  it('resolves an include beside the file, else by the end of its path anywhere', () => {
    expect(r.resolve('rtl/invoice.sv', 'systemverilog', 'billing_defs.svh', [])).toEqual(['rtl/billing_defs.svh']);
    expect(r.resolve('dv/invoice_seq.sv', 'systemverilog', 'env/uvm_macros.svh', [])).toEqual(['dv/env/uvm_macros.svh']);
    expect(r.resolve('rtl/invoice.sv', 'systemverilog', 'uvm_macros.svh', [])).toEqual(['dv/env/uvm_macros.svh']);
  });

  it('leaves the UVM library and packages without such a file unresolved', () => {
    expect(r.resolve('dv/invoice_seq.sv', 'systemverilog', 'uvm_pkg', [])).toEqual([]);
    expect(r.resolve('dv/invoice_seq.sv', 'systemverilog', 'uvm_macros.svh.missing', [])).toEqual([]);
  });
});
