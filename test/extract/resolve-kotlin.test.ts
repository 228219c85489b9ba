import { describe, expect, it } from 'vitest';
import { createImportResolver } from '../../src/extract/resolve/index.js';

describe('Kotlin packages by path suffix', () => {
  const r = createImportResolver([
    'core/src/main/kotlin/com/acme/billing/model/Invoice.kt',
    'core/src/main/kotlin/com/acme/billing/model/Types.kt',
    'core/src/main/kotlin/com/acme/billing/tax/TaxCalculator.kt',
    'core/src/main/kotlin/com/acme/billing/tax/Extensions.kt',
    'core/src/test/kotlin/com/acme/billing/model/InvoiceTest.kt',
    'app/src/main/kotlin/com/acme/app/Main.kt',
    'build.gradle.kts',
  ]);
  const from = 'app/src/main/kotlin/com/acme/app/Main.kt';

  it('resolves a class import to its file, walking up through enclosing classes', () => {
    expect(r.resolve(from, 'kotlin', 'com.acme.billing.tax', ['TaxCalculator'])).toEqual([
      'core/src/main/kotlin/com/acme/billing/tax/TaxCalculator.kt',
    ]);
    expect(r.resolve(from, 'kotlin', 'com.acme.billing.model.Invoice', ['Factory'])).toEqual([
      'core/src/main/kotlin/com/acme/billing/model/Invoice.kt',
    ]);
  });

  it('resolves a name without a file of its own to the files of its package', () => {
    // `import com.acme.billing.tax.roundTo`: a top-level function in any file of the package
    expect(r.resolve(from, 'kotlin', 'com.acme.billing.tax', ['roundTo']).sort()).toEqual([
      'core/src/main/kotlin/com/acme/billing/tax/Extensions.kt',
      'core/src/main/kotlin/com/acme/billing/tax/TaxCalculator.kt',
    ]);
    // `Receipt` is declared in Types.kt
    expect(r.resolve(from, 'kotlin', 'com.acme.billing.model', ['Receipt']).sort()).toEqual([
      'core/src/main/kotlin/com/acme/billing/model/Invoice.kt',
      'core/src/main/kotlin/com/acme/billing/model/Types.kt',
      'core/src/test/kotlin/com/acme/billing/model/InvoiceTest.kt',
    ]);
  });

  it('resolves wildcard imports to the package files and leaves external packages alone', () => {
    expect(r.resolve(from, 'kotlin', 'com.acme.billing.tax', []).sort()).toEqual([
      'core/src/main/kotlin/com/acme/billing/tax/Extensions.kt',
      'core/src/main/kotlin/com/acme/billing/tax/TaxCalculator.kt',
    ]);
    expect(r.resolve(from, 'kotlin', 'java.math', ['BigDecimal'])).toEqual([]);
    expect(r.resolve(from, 'kotlin', 'kotlinx.coroutines', [])).toEqual([]);
  });
});
