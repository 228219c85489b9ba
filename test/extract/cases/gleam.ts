import type { LanguageCase } from './types.js';

export const gleam: LanguageCase = {
  language: 'gleam',
  dir: 'gleam',
  files: [
    {
      file: "src/billing/invoice.gleam",
      finds: 'custom types and their constructors, a type alias, a constant, public, private and external functions (current syntax: assert, @internal, label shorthand)',
      definitions: [
        ["enum", "Status", 7, "pub type Status"],
        ["constant", "Status.Draft", 8, "  Draft"],
        ["constant", "Status.Sent", 9, "  Sent(to: String)"],
        ["constant", "Status.Paid", 10, "  Paid(amount: Money)"],
        ["enum", "Invoice", 13, "pub type Invoice"],
        ["constant", "Invoice.Invoice", 14, "  Invoice(id: Int, lines: List(Money), status: Status)"],
        ["type", "Lines", 17, "pub type Lines =\n  List(Money)"],
        ["constant", "default_currency", 20, "pub const default_currency"],
        ["function", "total", 23, "pub fn total(invoice: Invoice) -> Money"],
        ["function", "label", 29, "pub fn label(invoice: Invoice, prefix prefix: String) -> String"],
        ["function", "describe", 34, "fn describe(status status: Status) -> String"],
        ["function", "now", 43, "pub fn now() -> Int"],
      ],
      imports: [
        { specifier: "billing/money", names: ["Money","Money"], line: 3 },
        { specifier: "gleam/list", names: [], line: 4 },
      ],
      locals: ['add', 'line', 'sum'],
      body: { pattern: /fold|<>|case/ },
      referenced: { call: ['plus', 'fold', 'describe'], type: ['Money', 'Status'] },
    },
  ],
};
