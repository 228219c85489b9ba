import { describe, expect, it } from 'vitest';
import { createImportResolver } from '../../src/extract/resolve/index.js';
import { underSourceRoot, underscore } from '../../src/extract/resolve/elixir.js';

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

  it('takes the module path after the first source root, without .ex or .exs, on the path\'s last line', () => {
    expect(underSourceRoot('apps/shop/lib/shop/cart.ex')).toBe('shop/cart');
    expect(underSourceRoot('lib/a/lib/b.exs')).toBe('a/lib/b');
    expect(underSourceRoot('test/support/factory.ex')).toBe('factory');
    expect(underSourceRoot('mylib/x.ex')).toBeNull();
    expect(underSourceRoot('lib/.ex')).toBeNull();
    expect(underSourceRoot('lib/x.rb')).toBeNull();
    // a name with a line break: what `.` could not cross
    expect(underSourceRoot('lib/a\nlib/b.ex')).toBeNull();
    expect(underSourceRoot('lib/a\n/lib/b.ex')).toBe('b');
    // issue 26: a regex read the rest of the path again after each `/lib/`
    expect(underSourceRoot(`u${'/lib/l'.repeat(180_000)}\n/lib/i.ex`)).toBe('i');
    expect(underscore(`${'A'.repeat(1 << 20)}1`)).toBe(`${'a'.repeat(1 << 20)}1`);
    expect(underscore(`${'A'.repeat(1 << 20)}b`)).toBe(`${'a'.repeat((1 << 20) - 1)}_ab`);
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
