import type { LanguageCase } from './types.js';

export const perl: LanguageCase = {
  language: 'perl',
  dir: 'perl/lib/Shop',
  files: [
    {
      file: 'Cart.pm',
      finds: 'the package, constants (one and a hash of them) and subs with and without signatures, after import flags, shift-> and ${^GLOBAL_PHASE}',
      definitions: [
        ['module', 'Shop::Cart', 1, 'package Shop::Cart;'],
        ['constant', 'MAX_ITEMS', 7, 'use constant MAX_ITEMS => 100;'],
        ['constant', 'CURRENCY', 8, 'CURRENCY'],
        ['constant', 'TAX', 8, 'TAX'],
        ['function', 'add', 11, 'sub add ($self, $item)'],
        ['function', 'total', 18, 'sub total'],
        ['function', 'count', 24, 'sub count'],
        ['function', '_reset', 26, 'sub _reset'],
        ['function', 'DESTROY', 32, 'sub DESTROY'],
      ],
      lines: 41,
      locals: ['clear', 'net'],
      endLines: { add: 15, total: 22, _reset: 30 },
      body: { pattern: /croak|push|return/ },
      referenceKinds: {
        croak: ['call'],
        sum0: ['call'],
        price: ['call'],
        _reset: ['call'],
      },
      imports: [
        { specifier: 'Mojo::Base', names: [], line: 2 },
        { specifier: 'Shop::Base', names: [], line: 2 },
        { specifier: 'Carp', names: ['croak'], line: 4 },
        { specifier: 'List::Util', names: ['sum0'], line: 5 },
        { specifier: 'Shop::Item', names: [], line: 6 },
      ],
    },
    {
      file: 'Item.pm',
      finds: 'packages of a line and of a block, whose subs it qualifies, after `use parent -norequire`',
      definitions: [
        ['module', 'Shop::Item', 1, 'package Shop::Item;'],
        ['function', 'new', 6, 'sub new'],
        ['function', 'price', 11, 'sub price'],
        ['module', 'Shop::Item::Free', 13, 'package Shop::Item::Free'],
        ['function', 'Shop::Item::Free.price', 14, '  sub price'],
      ],
      imports: [{ specifier: 'Shop::Base', names: [], line: 4 }],
    },
  ],
};
