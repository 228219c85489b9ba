import { describe, expect, it } from 'vitest';
import { createImportResolver } from '../../src/extract/resolve/index.js';

describe('Scala packages by path suffix', () => {
  const r = createImportResolver([
    'core/src/main/scala/com/acme/billing/Invoice.scala',
    'core/src/main/scala/com/acme/billing/Types.scala',
    'core/src/main/scala/com/acme/billing/tax/TaxCalculator.scala',
    'core/src/main/scala/com/acme/billing/tax/Rates.scala',
    'core/src/main/scala/com/acme/billing/tax/package.scala',
    'app/src/main/scala/com/acme/app/Main.scala',
  ]);
  const from = 'app/src/main/scala/com/acme/app/Main.scala';

  it('resolves `import a.b.C` and selectors to their files, walking up through objects', () => {
    expect(r.resolve(from, 'scala', 'com.acme.billing.tax', ['TaxCalculator', 'Rates']).sort()).toEqual([
      'core/src/main/scala/com/acme/billing/tax/Rates.scala',
      'core/src/main/scala/com/acme/billing/tax/TaxCalculator.scala',
    ]);
    // `import com.acme.billing.tax.Rates.Vat`: a member of an object
    expect(r.resolve(from, 'scala', 'com.acme.billing.tax.Rates', ['Vat'])).toEqual([
      'core/src/main/scala/com/acme/billing/tax/Rates.scala',
    ]);
  });

  it('resolves a type without a file of its own to the files of its package', () => {
    expect(r.resolve(from, 'scala', 'com.acme.billing', ['Receipt']).sort()).toEqual([
      'core/src/main/scala/com/acme/billing/Invoice.scala',
      'core/src/main/scala/com/acme/billing/Types.scala',
    ]);
  });

  it('resolves wildcards to the package files, an object wildcard to its file, and leaves external packages alone', () => {
    expect(r.resolve(from, 'scala', 'com.acme.billing.tax', []).sort()).toEqual([
      'core/src/main/scala/com/acme/billing/tax/Rates.scala',
      'core/src/main/scala/com/acme/billing/tax/TaxCalculator.scala',
      'core/src/main/scala/com/acme/billing/tax/package.scala',
    ]);
    expect(r.resolve(from, 'scala', 'com.acme.billing.tax.Rates', [])).toEqual(['core/src/main/scala/com/acme/billing/tax/Rates.scala']);
    expect(r.resolve(from, 'scala', 'scala.collection', ['mutable'])).toEqual([]);
    expect(r.resolve(from, 'scala', 'java.time', [])).toEqual([]);
  });
});
