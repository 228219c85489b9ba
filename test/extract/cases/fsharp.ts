import type { LanguageCase } from './types.js';

export const fsharp: LanguageCase = {
  language: 'fsharp',
  dir: 'fsharp',
  files: [
    {
      file: "src/Billing/Invoice.fs",
      finds: 'a namespace, a union and its cases, a record and its fields, an interface, a class with its members, an exception, a module with its functions and values',
      definitions: [
        ["module", "Billing", 1, "namespace Billing"],
        ["enum", "Billing.Status", 7, "type Status"],
        ["constant", "Billing.Status.Draft", 8, "Draft"],
        ["constant", "Billing.Status.Sent", 9, "Sent of recipient: string"],
        ["constant", "Billing.Status.Paid", 10, "Paid of Money"],
        ["record", "Billing.Invoice", 12, "type Invoice = …"],
        ["field", "Billing.Invoice.Id", 13, "Id: int"],
        ["field", "Billing.Invoice.Lines", 14, "      Lines: Money list"],
        ["field", "Billing.Invoice.Status", 15, "      Status: Status"],
        ["class", "Billing.IPayable", 17, "type IPayable"],
        ["method", "Billing.IPayable.AmountDue", 18, "    abstract AmountDue: unit -> Money"],
        ["class", "Billing.Ledger", 20, "type Ledger(name: string)"],
        ["variable", "Billing.Ledger.entries", 21, "    let mutable entries"],
        ["method", "Billing.Ledger.Name", 22, "    member this.Name"],
        ["method", "Billing.Ledger.Add", 23, "    member this.Add(invoice: Invoice)"],
        ["method", "Billing.Ledger.Empty", 24, "    static member Empty"],
        ["class", "Billing.InvoiceError", 26, "exception InvoiceError of string"],
        ["module", "Billing.Invoices", 28, "[<AutoOpen>]\nmodule Invoices"],
        ["function", "Billing.Invoices.total", 31, "    let total (invoice: Invoice) : Money"],
        ["variable", "Billing.Invoices.rounding", 35, "    let private rounding"],
        ["function", "Billing.Invoices.describe", 37, "    let rec describe status"],
      ],
      imports: [
        { specifier: "System", names: [], line: 3 },
        { specifier: "Billing.Money", names: [], line: 4 },
      ],
      locals: ['add', 'sum', 'line'],
      body: { pattern: /List.fold|match|Ledger\("empty"\)/ },
      referenced: { call: ['plus', 'fold', 'format'], type: ['Money', 'Invoice'], import: ['Billing.Money'] },
    },
    {
      file: "src/Billing/Handlers.fs",
      finds: 'a function the grammar reads as a pattern with arguments (after a lambda whose body is a computation expression)',
      definitions: [
        ["module", "Billing", 1, "namespace Billing"],
        ["module", "Billing.Handlers", 3, "[<AutoOpen>]\nmodule Handlers"],
        ["function", "Billing.Handlers.pay", 6, "    let pay (invoice: Invoice) (next: Handler) : Handler"],
        ["function", "Billing.Handlers.refund", 17, "    let refund (invoice: Invoice) (next: Handler) : Handler"],
      ],
      imports: [
      ],
    },
  ],
};
