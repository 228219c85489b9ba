import { describe, expect, it } from 'vitest';
import { createImportResolver } from '../../src/extract/resolve/index.js';

const FILES = [
  'lib/shop.rb',
  'lib/shop/cart.rb',
  'lib/shop/tax.rb',
  'lib/shop/cli/run.rb',
  'tasks/helper.rb',
  'vendor/gem/lib/gem/util.rb',
];

describe('ruby import resolver', () => {
  const resolver = createImportResolver(FILES);

  it('resolves require_relative against the requiring file, adding .rb', () => {
    expect(resolver.resolve('lib/shop/cart.rb', 'ruby', './tax', [])).toEqual(['lib/shop/tax.rb']);
    expect(resolver.resolve('lib/shop/cli/run.rb', 'ruby', './../cart', [])).toEqual(['lib/shop/cart.rb']);
    expect(resolver.resolve('lib/shop/cart.rb', 'ruby', './missing', [])).toEqual([]);
  });

  it('resolves require against lib/ directories and the root', () => {
    expect(resolver.resolve('tasks/helper.rb', 'ruby', 'shop/cart', [])).toEqual(['lib/shop/cart.rb']);
    expect(resolver.resolve('tasks/helper.rb', 'ruby', 'shop', [])).toEqual(['lib/shop.rb']);
    expect(resolver.resolve('lib/shop.rb', 'ruby', 'gem/util', [])).toEqual(['vendor/gem/lib/gem/util.rb']);
    expect(resolver.resolve('lib/shop.rb', 'ruby', 'tasks/helper.rb', [])).toEqual(['tasks/helper.rb']);
  });

  it('leaves gems and the standard library unresolved', () => {
    expect(resolver.resolve('lib/shop.rb', 'ruby', 'json', [])).toEqual([]);
    expect(resolver.resolve('lib/shop.rb', 'ruby', 'active_support/core_ext', [])).toEqual([]);
  });
});
