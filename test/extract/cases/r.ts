import type { LanguageCase } from './types.js';

export const r: LanguageCase = {
  language: 'r',
  dir: 'r/R',
  files: [
    {
      file: 'cart.R',
      finds: 'functions assigned with <-, = and a quoted name, S3 methods, top-level variables, an R6 class with its methods, S4 classes and generics',
      definitions: [
        ['function', 'new_cart', 9, 'new_cart <- function(owner, items = list())'],
        ['function', 'total', 15, 'total <- function(cart)'],
        ['function', 'print.cart', 20, 'print.cart = function(x, ...)'],
        ['function', '.validate', 25, '.validate <- function(cart)'],
        ['function', 'format.cart', 27, '"format.cart" <- function(x, ...)'],
        ['variable', 'MAX_ITEMS', 29, 'MAX_ITEMS <- 100L'],
        ['class', 'Cart', 31, 'Cart <- R6::R6Class("Cart", …'],
        ['method', 'Cart.initialize', 34, '    initialize = function(owner)'],
        ['method', 'Cart.add', 37, '    add = function(item)'],
        ['class', 'Item', 43, 'setClass("Item", representation(name = "character", price = "numeric"))'],
        ['function', 'price', 44, 'setGeneric("price", function(item) standardGeneric("price"))'],
      ],
      lines: 45,
      // a variable of a function body, and the function passed to vapply
      locals: ['prices'],
      endLines: { new_cart: 12, total: 18, Cart: 41 },
      body: { pattern: /check_owner|vapply|invisible|cat\(/ },
      referenceKinds: {
        check_owner: ['call'],
        R6Class: ['call'],
        vapply: ['call'],
      },
      imports: [{ specifier: 'R/utils.R', names: [], line: 1 }],
    },
    {
      file: 'utils.R',
      finds: 'a function under a comment',
      definitions: [['function', 'check_owner', 2, 'check_owner <- function(owner)']],
      imports: [],
    },
  ],
};
