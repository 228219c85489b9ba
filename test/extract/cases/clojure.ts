import type { LanguageCase } from './types.js';

export const clojure: LanguageCase = {
  language: 'clojure',
  dir: 'clojure',
  files: [
    {
      file: "src/billing/invoice.clj",
      finds: 'ns, def, defprotocol and its methods, defrecord, deftype, defn, defn-, multi-arity defn, defmacro and defmulti; signatures without docstrings',
      definitions: [
        ["module", "billing.invoice", 1, "(ns billing.invoice"],
        ["variable", "default-currency", 7, "(def default-currency \"EUR\")"],
        ["variable", "rounding", 9, "(def ^:private rounding …"],
        ["interface", "Payable", 13, "(defprotocol Payable …"],
        ["method", "Payable.amount-due", 15, "  (amount-due [this] \"What is still owed.\")"],
        ["method", "Payable.pay", 16, "  (pay [this amount])"],
        ["record", "Invoice", 18, "(defrecord Invoice [id lines]"],
        ["class", "Ledger", 23, "(deftype Ledger [entries])"],
        ["function", "total", 25, "(defn total\n  [invoice]"],
        ["function", "line-label", 32, "(defn- line-label [line]"],
        ["function", "format-amount", 35, "(defn format-amount"],
        ["macro", "with-invoice", 40, "(defmacro with-invoice [binding & body]"],
        ["function", "render", 43, "(defmulti render"],
      ],
      imports: [
        { specifier: "billing.tax-rates", names: [], line: 3 },
        { specifier: "clojure.string", names: ["join","upper-case"], line: 3 },
        { specifier: "billing.money", names: [], line: 3 },
      ],
      locals: ['subtotal', 'rate', 'amount', 'currency'],
      body: { pattern: /reduce|upper-case|str amount|\(let/ },
      referenced: { call: ['rate-for', 'amount-due', 'upper-case', 'line-label', 'format-amount'] },
    },
  ],
};
