import type { LanguageCase } from './types.js';

export const elm: LanguageCase = {
  language: 'elm',
  dir: 'elm',
  files: [
    {
      file: "src/Billing/Invoice.elm",
      finds: 'the module, a custom type and its variants, a type alias, annotated values as one definition (the annotation its signature), a port',
      definitions: [
        ["module", "Billing.Invoice", 1, "module Billing.Invoice"],
        ["enum", "Status", 12, "type Status"],
        ["constant", "Status.Draft", 13, "Draft"],
        ["constant", "Status.Sent", 14, "Sent String"],
        ["constant", "Status.Paid", 15, "Paid Money"],
        ["type", "Invoice", 18, "type alias Invoice"],
        ["function", "total", 27, "total : Invoice -> Money"],
        ["function", "view", 36, "view : Invoice -> Html msg"],
        ["function", "sendInvoice", 41, "port sendInvoice : Int -> Cmd msg"],
      ],
      imports: [
        { specifier: "Billing.Money", names: ["Money"], line: 6 },
        { specifier: "Html", names: ["Html","text"], line: 7 },
      ],
      locals: ['add', 'line', 'sum'],
      endLines: { total: 33, view: 38, Status: 15 },
      body: { pattern: /foldl|let|Money.format/ },
      referenced: { call: ['plus', 'foldl', 'format', 'total'], type: ['Money', 'Invoice'], import: ['Billing.Money'] },
    },
  ],
};
