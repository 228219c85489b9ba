import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { extractSource } from '../../src/extract/extractor.js';
import { languageForPath } from '../../src/shared/languages.js';
import type { ExtractResult } from '../../src/types.js';
import { defRows as rows, ref, refKeys, type Row } from './support.js';

const FIXTURES = fileURLToPath(new URL('../../fixtures/extract/javascript/', import.meta.url));
const FILES = ['money.js', 'invoice.js', 'InvoiceBadge.jsx', 'commands.js', 'config.js'] as const;

const results = new Map<string, ExtractResult>();
beforeAll(async () => {
  for (const file of FILES) {
    results.set(file, await extractSource('javascript', readFileSync(FIXTURES + file, 'utf8')));
  }
});
const get = (file: (typeof FILES)[number]) => results.get(file)!;

describe('javascript grammar', () => {
  it('covers .js, .jsx, .mjs and .cjs', () => {
    for (const path of ['a.js', 'b.jsx', 'c.mjs', 'd.cjs']) expect(languageForPath(path)).toBe('javascript');
  });

  it.each(FILES)('parses %s without errors', (file) => {
    expect(get(file).status).toBe('ok');
    expect(get(file).error).toBeNull();
  });
});

describe('javascript extraction: money.js (CommonJS)', () => {
  it('finds functions, a prototype method and module.exports / exports assignments', () => {
    expect(rows(get('money.js'))).toEqual<Row[]>([
      ['constant', 'CENTS_PER_UNIT', 5, 'const CENTS_PER_UNIT = 100;'],
      ['function', 'roundHalfUp', 7, 'function roundHalfUp(value)'],
      ['function', 'Money', 11, 'function Money(amount, currency)'],
      ['method', 'Money.add', 16, 'Money.prototype.add = function (other)'],
      // the exports object is the container of what is assigned to it
      ['function', 'exports.formatCents', 20, 'module.exports.formatCents = function formatCents(cents, locale)'],
      ['function', 'exports.parseAmount', 24, 'exports.parseAmount = (text) =>'],
    ]);
  });

  it('records require() as an import and not as a call', () => {
    const result = get('money.js');
    expect(result.imports).toEqual([{ specifier: './currency', names: [], line: 3 }]);
    expect(ref(result, 'call', 'require')).toBeUndefined();
  });

  it('finds calls, new and capitalised member objects', () => {
    const result = get('money.js');
    expect(ref(result, 'call', 'roundHalfUp')).toMatchObject({ line: 12, count: 2 });
    expect(ref(result, 'new', 'Money')).toMatchObject({ line: 17, count: 1 });
    expect(refKeys(result)).toEqual(
      expect.arrayContaining(['call:floor', 'call:parseFloat', 'new:NumberFormat', 'member:Currency', 'member:EUR', 'member:Math']),
    );
  });
});

describe('javascript extraction: invoice.js (ES module)', () => {
  it('finds a class with static, private, getter, arrow-field and async generator members', () => {
    expect(rows(get('invoice.js'))).toEqual<Row[]>([
      ['constant', 'TAX_TABLE', 4, 'export const TAX_TABLE = { …'],
      ['variable', 'invoiceCounter', 10, 'let invoiceCounter = 0;'],
      ['class', 'Invoice', 12, 'export class Invoice extends BaseDocument'],
      ['field', 'Invoice.prefix', 13, "  static prefix = 'INV'"],
      ['field', 'Invoice.#lines', 14, '  #lines = []'],
      ['method', 'Invoice.constructor', 16, '  constructor(\n    customer,\n    issuedAt = new Date(),\n    options = {},\n  )'],
      ['method', 'Invoice.fromJSON', 25, '  static fromJSON(json)'],
      ['method', 'Invoice.total', 29, '  get total()'],
      ['method', 'Invoice.addLine', 33, '  addLine(sku, text)'],
      // a class field holding an arrow function is a method, not a field
      ['method', 'Invoice.applyTax', 37, '  applyTax = (rate = TAX_TABLE.standard) =>'],
      ['method', 'Invoice.exportLines', 41, '  async *exportLines()'],
      // an anonymous default export is recorded under the name `default`
      ['function', 'default', 46, 'export default function (invoice)'],
      ['function', 'loadInvoice', 50, 'export async function loadInvoice(id)'],
      // a function expression held by an exported const is a function
      ['function', 'summarize', 56, 'export const summarize = async function (invoices)'],
    ]);
    const invoice = get('invoice.js').definitions.find((d) => d.qualifiedName === 'Invoice')!;
    expect(invoice.endLine).toBe(44);
  });

  it('does not record locals of functions', () => {
    const names = get('invoice.js').definitions.map((d) => d.name);
    for (const local of ['render', 'fetchJson', 'line', 'sum']) expect(names).not.toContain(local);
  });

  it('finds inheritance, calls to imported functions, new and member accesses', () => {
    const result = get('invoice.js');
    expect(ref(result, 'inheritance', 'BaseDocument')).toMatchObject({ line: 12, count: 1 });
    expect(ref(result, 'call', 'parseAmount')).toMatchObject({ line: 34, count: 1 });
    expect(ref(result, 'call', 'formatCents')).toMatchObject({ line: 47, count: 1 });
    expect(ref(result, 'call', 'fromJSON')).toMatchObject({ line: 52 });
    expect(ref(result, 'new', 'Invoice')).toMatchObject({ line: 26 });
    expect(refKeys(result)).toEqual(
      expect.arrayContaining([
        'new:Date', 'call:render', 'call:fetchJson', 'member:prefix', 'member:Invoice', 'member:TAX_TABLE',
        'import:formatCents', 'import:parseAmount', 'import:BaseDocument', 'import:Currency',
      ]),
    );
    // `this.#lines.push(...)`: push is a call, not also a member access
    expect(ref(result, 'member', 'push')).toBeUndefined();
  });

  it('records imports, default imports, dynamic import() and re-exports', () => {
    expect(get('invoice.js').imports).toEqual([
      { specifier: './money.js', names: ['formatCents', 'parseAmount'], line: 1 },
      { specifier: './document.js', names: ['default'], line: 2 },
      { specifier: './api.js', names: [], line: 51 },
      { specifier: './currency.js', names: ['Currency'], line: 60 },
    ]);
  });
});

describe('javascript extraction: InvoiceBadge.jsx', () => {
  it('finds function and arrow components', () => {
    expect(rows(get('InvoiceBadge.jsx'))).toEqual<Row[]>([
      ['function', 'StatusDot', 4, 'export function StatusDot({ paid })'],
      ['function', 'InvoiceBadge', 8, 'export const InvoiceBadge = ({ invoice, onOpen }) =>'],
    ]);
  });

  it('references JSX components, not HTML tags', () => {
    const result = get('InvoiceBadge.jsx');
    expect(ref(result, 'call', 'StatusDot')).toMatchObject({ line: 10, count: 1 });
    expect(ref(result, 'call', 'Card')).toMatchObject({ line: 9, count: 1 });
    expect(ref(result, 'member', 'Ui')).toMatchObject({ line: 9 });
    expect(ref(result, 'call', 'onOpen')).toMatchObject({ line: 9 });
    const names = result.references.map((r) => r.name);
    for (const tag of ['span', 'strong']) expect(names).not.toContain(tag);
  });

  it('records the imports', () => {
    expect(get('InvoiceBadge.jsx').imports).toEqual([
      { specifier: './invoice.js', names: ['Invoice'], line: 1 },
      { specifier: './ui.js', names: [], line: 2 },
    ]);
  });
});

describe('javascript extraction: commands.js (objects, prototypes, exports)', () => {
  it('finds object-literal methods, function-valued properties, assigned methods and exported functions', () => {
    expect(rows(get('commands.js'))).toEqual<Row[]>([
      ['constant', 'cli', 6, 'const cli = { …'],
      // members of a module-level object literal are methods of that object
      ['method', 'cli.execute', 8, '  async execute(args)'],
      ['method', 'cli.usage', 12, '  get usage()'],
      ['variable', 'api', 17, 'var api = { …'],
      ['method', 'api.list', 18, '  list: function (filter)'],
      ['method', 'api.remove', 21, '  remove: (id) =>'],
      ['method', 'api.pages', 22, '  *pages(size)'],
      ['function', 'Ledger', 28, 'function Ledger(entries)'],
      ['method', 'Ledger.balance', 32, 'Ledger.prototype.balance = function balance()'],
      // a function assigned to a property of a module-level object is its method
      ['method', 'api.retry', 36, 'api.retry = function retry(times)'],
      ['class', 'Reporter', 40, 'class Reporter'],
      ['method', 'Reporter.handle', 41, '  handle = (event) =>'],
      ['method', 'Reporter.format', 45, '  static format = function (event)'],
      // exports.x = …, module.exports.x = … and module.exports = { … } are functions of `exports`
      ['function', 'exports.version', 50, 'exports.version = () =>'],
      ['function', 'exports.describe', 51, 'module.exports.describe = function describe(command)'],
      ['function', 'exports.create', 58, '  create(context)'],
      ['function', 'exports.report', 61, '  report: (node) =>'],
      // a named function handed to a module-level call, with the call as its context
      ['function', 'size', 65, "defineGetter(api, 'size', function size()"],
    ]);
  });

  it('ends a member at its own last line', () => {
    const execute = get('commands.js').definitions.find((d) => d.qualifiedName === 'cli.execute')!;
    expect(execute.endLine).toBe(11);
  });

  it('keeps objects nested in members and non-function properties out', () => {
    const names = get('commands.js').definitions.map((d) => d.qualifiedName);
    for (const local of ['options', 'verbose', 'cli.name', 'exports.meta', 'Program']) expect(names).not.toContain(local);
    expect(names.filter((n) => n.endsWith('.verbose') || n.endsWith('.Program'))).toEqual([]);
  });

  it('still references what the members call', () => {
    expect(ref(get('commands.js'), 'call', 'run')).toMatchObject({ line: 10, count: 3 });
  });
});

describe('javascript extraction: signatures never contain a body', () => {
  it.each(FILES)('%s', (file) => {
    for (const d of get(file).definitions) {
      expect(d.signature, d.qualifiedName).not.toMatch(/\breturn\b|\byield\b|\bawait\b|\bsuper\(|\bthis\.\w+\s*=[^=]|<\/|\/>/);
      expect(d.signature, d.qualifiedName).not.toMatch(/\{\s*$/);
    }
  });
});

describe('javascript extraction: edge cases', () => {
  const source = [
    /*  1 */ "const app = require('express')();",
    /*  2 */ "app.get('/invoices', function list(req, res) {",
    /*  3 */ '  function paginate() {}',
    /*  4 */ '  const page = 1;',
    /*  5 */ '  res.json(paginate(page));',
    /*  6 */ '});',
    /*  7 */ '(function () {',
    /*  8 */ '  var hidden = 1;',
    /*  9 */ '})();',
    /* 10 */ 'module.exports = {',
    /* 11 */ '  helper() { return 1; },',
    /* 12 */ '};',
    /* 13 */ 'export default class {',
    /* 14 */ '  handle = () => {};',
    /* 15 */ '  static count = 0;',
    /* 16 */ '}',
    /* 17 */ 'export function* ids() {}',
    /* 18 */ 'var legacy = function () {};',
    /* 19 */ "export * from './all.js';",
  ].join('\n');

  it('keeps module-level definitions only, with the intended kinds', async () => {
    const result = await extractSource('javascript', source);
    expect(result.status).toBe('ok');
    expect(rows(result)).toEqual<Row[]>([
      ['constant', 'app', 1, "const app = require('express')();"],
      // a named handler is a definition; what its body declares stays local
      ['function', 'list', 2, "app.get('/invoices', function list(req, res)"],
      ['function', 'exports.helper', 11, '  helper()'],
      ['class', 'default', 13, 'export default class'],
      ['method', 'default.handle', 14, '  handle = () =>'],
      ['field', 'default.count', 15, '  static count = 0'],
      ['function', 'ids', 17, 'export function* ids()'],
      ['function', 'legacy', 18, 'var legacy = function ()'],
    ]);
  });

  it('records require() anywhere and export * with a source', async () => {
    const result = await extractSource('javascript', source);
    expect(result.imports).toEqual([
      { specifier: 'express', names: [], line: 1 },
      { specifier: './all.js', names: [], line: 19 },
    ]);
    expect(refKeys(result)).toEqual(expect.arrayContaining(['call:get', 'call:json', 'call:paginate']));
  });
});

describe('javascript extraction: config.js', () => {
  it('takes each name a module-level destructuring binds as a constant, and no local one', () => {
    expect(get('config.js').status).toBe('ok');
    const constants = get('config.js')
      .definitions.filter((d) => d.kind === 'constant')
      .map((d) => [d.qualifiedName, d.startLine]);
    // `const { loadSettings } = require(…)` imports a name: it defines nothing here.
    expect(constants).toEqual([
      ['settings', 4],
      ['region', 5],
      ['currency', 5],
      ['requestTimeout', 6],
      ['primaryHost', 7],
      ['fallbackHost', 7],
    ]);
    expect(get('config.js').definitions.map((d) => d.name)).not.toContain('local');
  });
});
