import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { extractSource } from '../../src/extract/extractor.js';
import type { ExtractResult } from '../../src/types.js';
import { def, defRows as rows, ref, refKeys, type Row } from './support.js';

const FIXTURES = fileURLToPath(new URL('../../fixtures/extract/typescript/', import.meta.url));
const FILES = ['money.ts', 'invoice.ts', 'pricing.ts', 'billing-sdk.d.ts', 'handlers.ts', 'config.ts'] as const;

const results = new Map<string, ExtractResult>();
beforeAll(async () => {
  for (const file of FILES) {
    results.set(file, await extractSource('typescript', readFileSync(FIXTURES + file, 'utf8')));
  }
});
const get = (file: (typeof FILES)[number]) => results.get(file)!;

describe('typescript extraction: money.ts', () => {
  it('parses cleanly', () => {
    expect(get('money.ts').status).toBe('ok');
    expect(get('money.ts').error).toBeNull();
    expect(get('money.ts').lines).toBe(38);
  });

  it('finds type alias, interface with members, enum, constants, a variable and functions', () => {
    expect(rows(get('money.ts'))).toEqual<Row[]>([
      ['type', 'Currency', 3, "export type Currency = 'EUR' | 'USD' | 'GBP';"],
      ['interface', 'Money', 5, 'export interface Money'],
      ['field', 'Money.amount', 6, '  readonly amount: number'],
      ['field', 'Money.currency', 7, '  currency: Currency'],
      ['method', 'Money.format', 8, '  format(locale?: string): string'],
      ['enum', 'TaxRegion', 11, 'export enum TaxRegion'],
      // enum members, qualified by their enum
      ['constant', 'TaxRegion.EU', 12, "  EU = 'eu'"],
      ['constant', 'TaxRegion.US', 13, "  US = 'us'"],
      ['constant', 'DEFAULT_CURRENCY', 16, "export const DEFAULT_CURRENCY: Currency = 'EUR';"],
      // a constant holding a multi-line object is one line and an ellipsis
      ['constant', 'TAX_RATES', 18, 'export const TAX_RATES: Record<TaxRegion, number> = { …'],
      ['variable', 'formatterCache', 23, 'let formatterCache: Intl.NumberFormat | undefined;'],
      ['function', 'roundCents', 25, 'export function roundCents(value: number): number'],
      // an exported arrow function is a function, not a constant
      ['function', 'addMoney', 29, 'export const addMoney = (a: Money, b: Money): Money =>'],
      ['function', 'formatMoney', 34, "export function formatMoney(money: Money, locale = 'en-GB'): string"],
    ]);
  });

  it('records end lines of multi-line declarations', () => {
    expect(def(get('money.ts'), 'Money').endLine).toBe(9);
    expect(def(get('money.ts'), 'TAX_RATES').endLine).toBe(21);
    expect(def(get('money.ts'), 'addMoney').endLine).toBe(32);
  });

  it('finds calls, new, type references and capitalised member objects', () => {
    const result = get('money.ts');
    expect(refKeys(result)).toEqual(
      expect.arrayContaining([
        'call:roundCents', 'call:round', 'call:format', 'new:NumberFormat',
        'type:Currency', 'type:Money', 'type:Record', 'type:TaxRegion',
        'member:TaxRegion', 'member:Intl', 'member:Math', 'member:amount', 'member:EU',
      ]),
    );
    expect(ref(result, 'call', 'roundCents')).toMatchObject({ line: 31, count: 1 });
    expect(ref(result, 'type', 'Money')).toMatchObject({ line: 29, count: 4 });
    // a definition's own name is not a reference to it
    expect(ref(result, 'type', 'Money')!.line).not.toBe(5);
    expect(get('money.ts').imports).toEqual([]);
  });
});

describe('typescript extraction: invoice.ts (class hierarchy)', () => {
  it('finds interfaces, an abstract class and a class with every member form', () => {
    expect(rows(get('invoice.ts'))).toEqual<Row[]>([
      ['interface', 'LineItem', 5, 'export interface LineItem'],
      ['field', 'LineItem.sku', 6, '  sku: string'],
      ['field', 'LineItem.quantity', 7, '  quantity: number'],
      ['field', 'LineItem.unitPrice', 8, '  unitPrice: Money'],
      ['interface', 'Payable', 11, 'export interface Payable'],
      ['method', 'Payable.pay', 12, '  pay(amount: Money): Promise<void>'],
      ['class', 'BillingDocument', 15, 'export abstract class BillingDocument'],
      ['field', 'BillingDocument.nextNumber', 16, '  protected static nextNumber = 1'],
      ['method', 'BillingDocument.constructor', 18, '  constructor(public readonly customer: Customer)'],
      ['method', 'BillingDocument.total', 20, '  abstract total(): Money'],
      ['class', 'Invoice', 23, 'export class Invoice extends BillingDocument implements Payable'],
      ['field', 'Invoice.lines', 24, '  private lines: LineItem[] = []'],
      ['field', 'Invoice.status', 25, "  status: 'open' | 'paid' = 'open'"],
      [
        'method', 'Invoice.constructor', 27,
        '  constructor(\n    customer: Customer,\n    private readonly region: TaxRegion,\n    readonly issuedAt: Date = new Date(),\n  )',
      ],
      ['method', 'Invoice.fromLines', 35, '  static fromLines(customer: Customer, lines: LineItem[]): Invoice'],
      ['method', 'Invoice.lineCount', 41, '  get lineCount(): number'],
      ['method', 'Invoice.note', 45, '  set note(value: string)'],
      ['method', 'Invoice.addLine', 49, '  addLine(line: LineItem): void'],
      ['method', 'Invoice.applyTax', 53, '  applyTax(\n    amount: number,\n    region: TaxRegion = this.region,\n  ): number'],
      ['method', 'Invoice.total', 61, '  total(): Money'],
      ['method', 'Invoice.pay', 66, '  async pay(amount: Money): Promise<void>'],
      ['method', 'Invoice.linesBySku', 71, '  *linesBySku(sku: string): Generator<LineItem>'],
      // a class field holding an arrow function is a method, not a field
      ['method', 'Invoice.onPaid', 75, '  onPaid = (callback: (invoice: Invoice) => void): void =>'],
    ]);
    expect(def(get('invoice.ts'), 'Invoice').endLine).toBe(78);
    expect(def(get('invoice.ts'), 'Invoice.applyTax').endLine).toBe(59);
  });

  it('does not record locals inside method bodies', () => {
    const names = get('invoice.ts').definitions.map((d) => d.name);
    for (const local of ['invoice', 'rate', 'amount', 'line', 'sum']) expect(names).not.toContain(local);
  });

  it('finds inheritance, calls, new, types, members and imported names', () => {
    const result = get('invoice.ts');
    expect(refKeys(result)).toEqual(
      expect.arrayContaining([
        'inheritance:BillingDocument', 'inheritance:Payable',
        'call:roundCents', 'call:addLine', 'call:applyTax', 'call:record', 'call:callback',
        'new:Invoice', 'new:Date',
        'type:Customer', 'type:LineItem', 'type:TaxRegion', 'type:Money', 'type:Generator',
        'member:lines', 'member:region', 'member:TaxRegion',
        'import:roundCents', 'import:TAX_RATES', 'import:TaxRegion', 'import:Money', 'import:Customer',
      ]),
    );
    expect(ref(result, 'inheritance', 'BillingDocument')).toMatchObject({ line: 23, count: 1 });
    expect(ref(result, 'call', 'record')).toMatchObject({ line: 46, count: 2 });
    // `audit.record(...)` is a call, not also a member access
    expect(ref(result, 'member', 'record')).toBeUndefined();
    // inheritance wins over the generic type reference on the same name
    expect(ref(result, 'type', 'Payable')).toBeUndefined();
  });

  it('records the imports with the names they bring in', () => {
    expect(get('invoice.ts').imports).toEqual([
      { specifier: './money.js', names: ['roundCents', 'TAX_RATES', 'TaxRegion', 'Money'], line: 1 },
      { specifier: './customer.js', names: ['Customer'], line: 2 },
      { specifier: './audit.js', names: [], line: 3 },
    ]);
  });
});

describe('typescript extraction: pricing.ts', () => {
  it('finds arrow/function-expression constants, async and generator functions, default export, namespace', () => {
    expect(rows(get('pricing.ts'))).toEqual<Row[]>([
      ['constant', 'ZERO', 7, "const ZERO: Money = { amount: 0, currency: DEFAULT_CURRENCY, format: () => '0' };"],
      // a function-valued property of a module-level object literal is its method
      ['method', 'ZERO.format', 7, 'format: () =>'],
      ['function', 'sumLines', 9, 'export const sumLines = (lines: LineItem[]): Money =>'],
      ['function', 'discountFor', 12, 'const discountFor = function (customerId: string): number'],
      ['function', 'loadInvoice', 16, 'export async function loadInvoice(id: string): Promise<Invoice>'],
      ['function', 'paginate', 24, 'export function* paginate<T>(items: T[], size: number): Generator<T[]>'],
      // an anonymous default export is recorded under the name `default`
      ['function', 'default', 30, 'export default function (invoice: Invoice): string'],
      ['module', 'Pricing', 34, 'export namespace Pricing'],
      ['constant', 'Pricing.VERSION', 35, '  export const VERSION = 2;'],
      // a function in a namespace stays a function (it is not a method)
      ['function', 'Pricing.quote', 37, '  export function quote(lines: LineItem[]): Money'],
    ]);
  });

  it('treats nested functions and block-scoped variables as locals', () => {
    const names = get('pricing.ts').definitions.map((d) => d.name);
    expect(names).not.toContain('normalise');
    expect(names).not.toContain('fetchInvoice');
    expect(names).not.toContain('start');
    // but the local function's call is still a reference
    expect(refKeys(get('pricing.ts'))).toContain('call:normalise');
  });

  it('references a function defined in another file', () => {
    const result = get('pricing.ts');
    expect(ref(result, 'call', 'addMoney')).toMatchObject({ line: 10, count: 1 });
    expect(ref(result, 'import', 'addMoney')).toMatchObject({ line: 2 });
    expect(ref(result, 'call', 'sumLines')).toMatchObject({ line: 38 });
    // the re-exported name as written in money.ts
    expect(ref(result, 'import', 'roundCents')).toMatchObject({ line: 4 });
    expect(refKeys(result)).toEqual(expect.arrayContaining(['type:Invoice', 'type:Generator', 'call:fetchInvoice']));
  });

  it('records import statements, re-exports with a source and dynamic import()', () => {
    expect(get('pricing.ts').imports).toEqual([
      { specifier: './invoice.js', names: ['Invoice', 'LineItem'], line: 1 },
      { specifier: './money.js', names: ['addMoney', 'DEFAULT_CURRENCY', 'Money'], line: 2 },
      { specifier: './money.js', names: ['roundCents'], line: 4 },
      { specifier: './invoice.js', names: [], line: 5 },
      { specifier: './api.js', names: [], line: 17 },
    ]);
  });
});

describe('typescript extraction: billing-sdk.d.ts (ambient declarations)', () => {
  it('finds declare module, declare global members and export declare const', () => {
    expect(get('billing-sdk.d.ts').status).toBe('ok');
    expect(rows(get('billing-sdk.d.ts'))).toEqual<Row[]>([
      ['module', 'billing-sdk', 1, "declare module 'billing-sdk'"],
      ['function', 'billing-sdk.connect', 2, '  export function connect(url: string): Promise<void>;'],
      ['interface', 'Window', 6, '  interface Window'],
      ['field', 'Window.billingToken', 7, '    billingToken?: string'],
      ['constant', 'SDK_VERSION', 11, 'export declare const SDK_VERSION: string;'],
    ]);
  });
});

const HANDLERS_ROWS: Row[] = [
  ['interface', 'Handlers', 3, 'interface Handlers'],
  ['method', 'Handlers.open', 4, '  open(invoice: Invoice): void'],
  ['constant', 'handlers', 8, 'export const handlers = { …'],
  // members of a module-level object literal (also under `satisfies` / `as const`) are its methods
  ['method', 'handlers.open', 9, '  open(invoice: Invoice): void'],
  ['method', 'handlers.close', 12, '  close: async (invoice: Invoice): Promise<void> =>'],
  ['constant', 'formatters', 17, 'const formatters = { …'],
  ['method', 'formatters.cents', 18, '  cents: function (amount: number): string'],
  // an anonymous default-exported object is the container `default`
  ['method', 'default.setup', 26, '  setup(): void'],
  ['function', 'Legacy', 32, 'function Legacy(this: { id: string }, id: string)'],
  ['method', 'Legacy.describe', 36, 'Legacy.prototype.describe = function describe(): string'],
  ['method', 'Legacy.fromJSON', 40, 'Legacy.fromJSON = (json: string): string =>'],
  ['function', 'exports.handle', 42, 'exports.handle = (event: string): string =>'],
  ['class', 'Dispatcher', 44, 'export class Dispatcher'],
  ['method', 'Dispatcher.onInvoice', 45, '  onInvoice = (invoice: Invoice): void =>'],
  ['module', 'Registry', 50, 'export namespace Registry'],
  ['constant', 'Registry.entries', 51, '  export const entries = { …'],
  // an object in a namespace qualifies its members under the namespace
  ['method', 'Registry.entries.find', 52, '    find(id: string): string'],
];

describe('typescript extraction: handlers.ts (objects, prototypes, exports)', () => {
  it('finds object-literal methods, function-valued properties, assigned methods and class field arrows', () => {
    expect(rows(get('handlers.ts'))).toEqual<Row[]>(HANDLERS_ROWS);
  });

  it('keeps objects nested in members and non-function properties out', () => {
    const names = get('handlers.ts').definitions.map((d) => d.qualifiedName);
    for (const name of ['formatters.label', 'default.name', 'local', 'ignored', 'default.setup.ignored']) expect(names).not.toContain(name);
  });

  it('ends a member at its own last line', () => {
    expect(get('handlers.ts').definitions.find((d) => d.qualifiedName === 'handlers.close')!.endLine).toBe(14);
  });
});

describe('typescript extraction: signatures never contain a body', () => {
  it.each(FILES)('%s', (file) => {
    const result = get(file);
    expect(result.definitions.length).toBeGreaterThan(0);
    for (const d of result.definitions) {
      expect(d.signature, d.qualifiedName).not.toMatch(/\breturn\b|\byield\b|\bawait\b|\bsuper\(|\bthis\.\w+\s*=[^=]/);
      expect(d.signature, d.qualifiedName).not.toMatch(/\{\s*$/);
      expect(d.signature.split('\n').length, d.qualifiedName).toBeLessThanOrEqual(d.endLine - d.startLine + 1);
    }
  });
});

describe('typescript extraction: edge cases', () => {
  const source = [
    /*  1 */ "describe('invoice', () => {",
    /*  2 */ '  const fixture = 1;',
    /*  3 */ '  function helper() {}',
    /*  4 */ "  it('works', () => helper());",
    /*  5 */ '});',
    /*  6 */ 'if (process.env.DEBUG) {',
    /*  7 */ '  const debugFlag = true;',
    /*  8 */ '}',
    /*  9 */ 'const registry = {',
    /* 10 */ '  lookup(id: string) { return id; },',
    /* 11 */ '};',
    /* 12 */ 'function overload(a: string): string;',
    /* 13 */ 'function overload(a: unknown) {',
    /* 14 */ '  const inner = () => a;',
    /* 15 */ '  return inner();',
    /* 16 */ '}',
    /* 17 */ 'export default class {',
    /* 18 */ '  run() {}',
    /* 19 */ '}',
    /* 20 */ 'var legacy = function () {};',
    /* 21 */ 'let later = () => 1;',
    /* 22 */ 'type Shape = { width: number; height: number };',
    /* 23 */ "const lazy = import('./lazy.js');",
    /* 24 */ "import fs = require('node:fs');",
    /* 25 */ 'configure({ onReady() {}, onError: () => {} });',
  ].join('\n');

  it('keeps only module-level definitions, with the intended kinds', async () => {
    const result = await extractSource('typescript', source);
    expect(result.status).toBe('ok');
    expect(rows(result)).toEqual<Row[]>([
      ['constant', 'registry', 9, 'const registry = { …'],
      ['method', 'registry.lookup', 10, '  lookup(id: string)'],
      ['function', 'overload', 12, 'function overload(a: string): string;'],
      ['function', 'overload', 13, 'function overload(a: unknown)'],
      ['class', 'default', 17, 'export default class'],
      ['method', 'default.run', 18, '  run()'],
      ['function', 'legacy', 20, 'var legacy = function ()'],
      ['function', 'later', 21, 'let later = () =>'],
      ['type', 'Shape', 22, 'type Shape = { width: number; height: number };'],
      ['field', 'Shape.width', 22, 'width: number'],
      ['field', 'Shape.height', 22, 'height: number'],
      ['constant', 'lazy', 23, "const lazy = import('./lazy.js');"],
    ]);
  });

  it('records require-style and dynamic imports but not `require` as a call', async () => {
    const result = await extractSource('typescript', source);
    expect(result.imports).toEqual([
      { specifier: './lazy.js', names: [], line: 23 },
      { specifier: 'node:fs', names: [], line: 24 },
    ]);
    expect(refKeys(result)).toEqual(expect.arrayContaining(['call:describe', 'call:it', 'call:helper', 'call:inner', 'call:configure']));
    expect(ref(result, 'call', 'require')).toBeUndefined();
  });

  it('reports a file with syntax errors as partial and keeps what parsed', async () => {
    const result = await extractSource('typescript', 'export function ok(a: number): number { return a; }\nclass Broken { method( {\n');
    expect(result.status).toBe('partial');
    expect(result.definitions.map((d) => [d.kind, d.qualifiedName])).toContainEqual(['function', 'ok']);
  });
});

describe('typescript extraction: config.ts', () => {
  it('takes each name a module-level destructuring binds as a constant, and no local one', () => {
    expect(get('config.ts').status).toBe('ok');
    expect(rows(get('config.ts'))).toEqual<Row[]>([
      ['constant', 'settings', 4, 'const settings = loadSettings();'],
      ['constant', 'region', 5, "export const { region, currency = 'EUR' } = settings;"],
      ['constant', 'currency', 5, "export const { region, currency = 'EUR' } = settings;"],
      ['constant', 'retries', 6, 'const { timeoutMs: requestTimeout, retries } = settings.http;'],
      ['constant', 'requestTimeout', 6, 'const { timeoutMs: requestTimeout, retries } = settings.http;'],
      ['constant', 'primaryHost', 7, 'export const [primaryHost, fallbackHost] = settings.hosts;'],
      ['constant', 'fallbackHost', 7, 'export const [primaryHost, fallbackHost] = settings.hosts;'],
      ['function', 'describeConfig', 9, 'export function describeConfig(): string'],
    ]);
  });
});
