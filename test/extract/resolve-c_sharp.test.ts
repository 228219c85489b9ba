import { describe, expect, it } from 'vitest';
import { createImportResolver } from '../../src/extract/resolve/index.js';

describe('C# namespaces by directory convention', () => {
  const r = createImportResolver([
    'src/Acme.Billing/Model/Invoice.cs',
    'src/Acme.Billing/Model/Receipt.cs',
    'src/Acme.Billing/Services/TaxCalculator.cs',
    'src/Acme.Billing/Program.cs',
    'src/Acme/Shipping/Parcel.cs',
    'src/Acme/Shipping/Carriers/Post.cs',
    'lib/Core/Math/Rounding.cs',
    'tests/Acme.Billing.Tests/InvoiceTests.cs',
  ]);
  const from = 'tests/Acme.Billing.Tests/InvoiceTests.cs';

  it('resolves `using A.B;` to the files directly in the namespace directory', () => {
    // dotted project directory + folder: Acme.Billing/Model
    expect(r.resolve(from, 'c_sharp', 'Acme.Billing.Model', []).sort()).toEqual([
      'src/Acme.Billing/Model/Invoice.cs',
      'src/Acme.Billing/Model/Receipt.cs',
    ]);
    // a dotted project directory alone
    expect(r.resolve(from, 'c_sharp', 'Acme.Billing', [])).toEqual(['src/Acme.Billing/Program.cs']);
    // the plain layout: Acme/Shipping (not its subdirectory)
    expect(r.resolve(from, 'c_sharp', 'Acme.Shipping', [])).toEqual(['src/Acme/Shipping/Parcel.cs']);
    // a project directory named for the root namespace: `Vendor.Core.Math` lives in Core/Math
    expect(r.resolve(from, 'c_sharp', 'Vendor.Core.Math', [])).toEqual(['lib/Core/Math/Rounding.cs']);
  });

  it('leaves framework and unknown namespaces unresolved', () => {
    expect(r.resolve(from, 'c_sharp', 'System.Collections.Generic', [])).toEqual([]);
    expect(r.resolve(from, 'c_sharp', 'System', [])).toEqual([]);
    // one segment left of a three-segment namespace is too loose: `Foo.Bar.Model` is not Model/
    expect(r.resolve(from, 'c_sharp', 'Other.Thing.Services', [])).toEqual([]);
  });

  it('resolves a type import (`using static`, alias) to its file, else the namespace files', () => {
    expect(r.resolve(from, 'c_sharp', 'Acme.Billing.Services', ['TaxCalculator'])).toEqual([
      'src/Acme.Billing/Services/TaxCalculator.cs',
    ]);
    expect(r.resolve(from, 'c_sharp', 'Acme.Shipping', ['ParcelKind']).sort()).toEqual(['src/Acme/Shipping/Parcel.cs']);
    expect(r.resolve(from, 'c_sharp', 'System', ['Math'])).toEqual([]);
  });
});
