import type { LanguageCase } from './types.js';

/** Statements that only occur in bodies. */
const BODY = /\bdo\b|\bend\b|Tax\.compute|Customer\.find|quote/;

export const elixir: LanguageCase = {
  language: 'elixir',
  dir: 'elixir',
  files: [
    {
      file: 'lib/billing/invoice.ex',
      finds: 'modules, protocols, functions with and without parentheses or guards, macros, guards, delegates, types and callbacks',
      definitions: [
        // the alias is one token: the module is named by its whole alias
        ['module', 'Billing.Invoice', 1, 'defmodule Billing.Invoice'],
        ['type', 'Billing.Invoice.t', 7, '  @type t :: %__MODULE__{id: integer(), lines: [LineItem.t()]}'],
        ['type', 'Billing.Invoice.total', 8, '  @callback total(t) :: integer'],
        // `, do:` keyword bodies end the signature at the comma
        ['function', 'Billing.Invoice.new', 12, '  def new(id),'],
        ['function', 'Billing.Invoice.add', 14, '  def add(%__MODULE__{} = invoice, item) when is_map(item)'],
        ['function', 'Billing.Invoice.append', 19, '  defp append(invoice, line),'],
        ['function', 'Billing.Invoice.empty?', 21, '  def empty?,'],
        ['function', 'Billing.Invoice.owner', 23, '  def owner(\n        invoice,\n        opts \\\\ []\n      )'],
        ['macro', 'Billing.Invoice.sum_of', 30, '  defmacro sum_of(field),'],
        ['macro', 'Billing.Invoice.is_positive', 31, '  defguard is_positive(x) when is_integer(x) and x > 0'],
        ['function', 'Billing.Invoice.fetch', 32, '  defdelegate fetch(map, key),'],
        // defimpl is a scope named by its protocol
        ['method', 'Billing.Invoice.String.Chars.to_string', 35, '    def to_string(invoice),'],
        ['interface', 'Billing.Payable', 39, 'defprotocol Billing.Payable'],
        ['method', 'Billing.Payable.pay', 41, '  def pay(payable, amount)'],
      ],
      locals: ['tax', 'defstruct'],
      endLines: { 'Billing.Invoice': 37, 'Billing.Invoice.add': 17, 'Billing.Invoice.owner': 28 },
      body: { pattern: BODY },
      referenceKinds: {
        'Billing.Tax': ['type'],
        compute: ['call'],
        append: ['call'],
        find: ['call'],
        Customer: ['type'],
        LineItem: ['type'],
        'Ecto.Query': ['import'],
        Logger: ['import'],
        lines: [], // a field access is no call
        def: [],
      },
      imports: [
        { specifier: 'Billing.Customer', names: [], line: 3 },
        { specifier: 'Billing.LineItem', names: [], line: 3 },
        { specifier: 'Ecto.Query', names: [], line: 4 },
        { specifier: 'Logger', names: [], line: 5 },
      ],
    },
  ],
};
