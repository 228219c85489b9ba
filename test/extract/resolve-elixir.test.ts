import { describe, expect, it } from 'vitest';
import { createImportResolver } from '../../src/extract/resolve/index.js';
import { underscore } from '../../src/extract/resolve/elixir.js';

describe('Elixir', () => {
  const r = createImportResolver([
    'lib/billing/invoice.ex',
    'lib/billing/line_item.ex',
    'lib/billing/http_client.ex',
    'apps/shop/lib/shop/cart_item.ex',
    'test/support/billing/factory.ex',
    'test/billing/invoice_test.exs',
  ]);
  const resolve = (specifier: string) => r.resolve('lib/billing/invoice.ex', 'elixir', specifier, []);

  it('snake-cases each segment as Macro.underscore does', () => {
    expect(underscore('MyApp')).toBe('my_app');
    expect(underscore('HTTPClient')).toBe('http_client');
    expect(underscore('V2Schema')).toBe('v2_schema');
  });

  it('maps a module to lib/a/b.ex under any lib/ (umbrella apps too) and test/support', () => {
    expect(resolve('Billing.LineItem')).toEqual(['lib/billing/line_item.ex']);
    expect(resolve('Billing.HTTPClient')).toEqual(['lib/billing/http_client.ex']);
    expect(resolve('Shop.CartItem')).toEqual(['apps/shop/lib/shop/cart_item.ex']);
    expect(resolve('Billing.Factory')).toEqual(['test/support/billing/factory.ex']);
  });

  it('finds a module nested in another module file', () => {
    expect(resolve('Billing.LineItem.Tax')).toEqual(['lib/billing/line_item.ex']);
  });

  it('leaves external modules and tests unresolved', () => {
    expect(resolve('Ecto.Query')).toEqual([]);
    expect(resolve('Logger')).toEqual([]);
    expect(resolve('Billing.InvoiceTest')).toEqual([]);
    expect(r.resolve('lib/x.ex', 'elixir', 'Billing.Invoice', [])).toEqual(['lib/billing/invoice.ex']);
    expect(resolve('Billing.Invoice')).toEqual([]); // the file itself
  });
});
