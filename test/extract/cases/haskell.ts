import type { LanguageCase } from './types.js';

export const haskell: LanguageCase = {
  language: 'haskell',
  dir: 'haskell/src/Shop',
  files: [
    {
      file: 'Cart.hs',
      finds: 'the module, functions as their type signature and equations joined, operators, data types, constructors and record fields, newtypes, synonyms, pattern synonyms and classes with their methods (not instances)',
      definitions: [
        ['module', 'Shop.Cart', 2, 'module Shop.Cart …'],
        ['type', 'Cart', 13, 'data Cart = Cart\n  { cartItems :: Map.Map String Item\n  , cartOwner :: String\n  } deriving (Show)'],
        ['constant', 'Cart', 13, 'Cart'],
        ['field', 'Cart.cartItems', 14, 'cartItems :: Map.Map String Item'],
        ['field', 'Cart.cartOwner', 15, 'cartOwner :: String'],
        ['type', 'LineCost', 19, 'data LineCost'],
        ['constant', 'Free', 20, 'Free'],
        ['constant', 'Paid', 21, 'Paid Double'],
        ['constant', ':+:', 22, ' Double :+: Double'],
        ['type', 'Discount', 25, 'newtype Discount = Discount { discountRate :: Double }'],
        ['constant', 'Discount', 25, 'Discount'],
        ['field', 'Discount.discountRate', 25, 'discountRate :: Double'],
        ['type', 'Catalogue', 27, 'type Catalogue = [Item]'],
        // the signature and the equations are one definition, signed by the signature
        ['function', 'addItem', 30, 'addItem :: Item -> Cart -> Cart'],
        ['function', 'total', 34, 'total :: Cart -> Double'],
        ['function', '<+>', 41, '(<+>) :: Cart -> Cart -> Cart'],
        ['constant', 'Empty', 44, 'pattern Empty :: LineCost'],
        ['interface', 'Priced', 47, 'class Priced a where'],
        ['method', 'Priced.priceOf', 48, '  priceOf :: a -> Double'],
        ['method', 'Priced.discounted', 49, '  discounted :: Discount -> a -> Double'],
        ['function', 'emptyCart', 55, 'emptyCart :: String -> Cart'],
      ],
      lines: 57,
      // `step` is bound in a `where`; the instance's `priceOf` is the class's
      locals: ['step', 'acc'],
      endLines: { addItem: 31, total: 39, '<+>': 42, Empty: 45, 'Priced.discounted': 50, emptyCart: 56 },
      body: { pattern: /Map\.insert|foldl'|Map\.union/ },
      referenceKinds: {
        insert: ['call'],
        foldl: [],
        "foldl'": ['call'],
        Item: ['type'],
        Priced: ['inheritance'],
        Free: ['call'],
      },
      imports: [
        { specifier: 'Data.Map', names: [], line: 8 },
        { specifier: 'Data.List', names: ['sortOn', "foldl'"], line: 9 },
        { specifier: 'Shop.Item', names: ['Item', 'price'], line: 10 },
      ],
    },
    {
      file: 'Item.hs',
      finds: 'a record type with its fields and a function without imports',
      definitions: [
        ['module', 'Shop.Item', 1, 'module Shop.Item (Item (..), price) where'],
        ['type', 'Item', 4, 'data Item = Item\n  { itemName :: String\n  , itemPrice :: Double\n  }'],
        ['constant', 'Item', 4, 'Item'],
        ['field', 'Item.itemName', 5, 'itemName :: String'],
        ['field', 'Item.itemPrice', 6, 'itemPrice :: Double'],
        ['function', 'price', 9, 'price :: Item -> Double'],
      ],
      endLines: { price: 10 },
      imports: [],
    },
  ],
};
