import type { LanguageCase } from './types.js';

export const julia: LanguageCase = {
  language: 'julia',
  dir: 'julia/src',
  files: [
    {
      file: 'Shop.jl',
      finds: 'a module with constants, abstract types, structs with fields and inner constructors, long and one-line functions (return types, where clauses, methods of Base) and macros',
      definitions: [
        ['module', 'Shop', 1, 'module Shop …'],
        ['constant', 'Shop.MAX_ITEMS', 11, 'const MAX_ITEMS = 100'],
        ['type', 'Shop.AbstractCart', 13, 'abstract type AbstractCart end'],
        ['struct', 'Shop.Cart', 20, 'mutable struct Cart <: AbstractCart …'],
        ['field', 'Shop.Cart.owner', 21, '    owner::String'],
        ['field', 'Shop.Cart.items', 22, '    items::Vector{Item}'],
        ['method', 'Shop.Cart.Cart', 23, '    Cart(owner)'],
        ['function', 'Shop.add!', 27, 'function add!(cart::Cart, item::Item)'],
        ['function', 'Shop.total', 33, 'total(cart::Cart)::Float64'],
        ['function', 'Shop.length', 35, 'Base.length(cart::Cart)'],
        ['function', 'Shop.show', 37, 'function Base.show(io::IO, cart::Cart)'],
        ['macro', 'Shop.logged', 42, 'macro logged(ex)'],
        ['function', 'Shop.average', 46, 'average(cart::Cart) where {T}'],
      ],
      lines: 49,
      locals: ['helper'],
      endLines: { Shop: 48, 'Shop.Cart': 24, 'Shop.add!': 31, 'Shop.show': 40 },
      body: { pattern: /push!|error\(|print\(|esc\(/ },
      referenceKinds: {
        'push!': ['call'],
        mean: ['call'],
        AbstractCart: ['inheritance'],
        Float64: ['type'],
      },
      imports: [
        { specifier: 'Statistics', names: ['mean'], line: 3 },
        { specifier: 'Base', names: ['show', 'length'], line: 4 },
        { specifier: '.Pricing', names: [], line: 5 },
        { specifier: 'pricing.jl', names: [], line: 9 },
      ],
    },
    {
      file: 'pricing.jl',
      finds: 'a struct with typed and untyped fields, a one-line function, an operator constant and a parametric alias',
      definitions: [
        ['module', 'Pricing', 1, 'module Pricing …'],
        ['struct', 'Pricing.Item', 5, 'struct Item …'],
        ['field', 'Pricing.Item.name', 6, '    name::String'],
        ['field', 'Pricing.Item.cents', 7, '    cents'],
        ['function', 'Pricing.price', 11, 'price(item::Item)'],
        ['constant', 'Pricing.≅', 13, 'const ≅ = isequal'],
        // a parametric alias is a type
        ['type', 'Pricing.PriceList', 14, 'const PriceList{T<:Real} = Dict{String,T}'],
      ],
      imports: [],
    },
  ],
};
