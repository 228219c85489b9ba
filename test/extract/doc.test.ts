// Doc sentences (extract/doc.ts): the first sentence of the doc comment right above a
// definition, or of its docstring; never a license header, a comment a blank line away,
// or a comment inside a body.
import { describe, expect, it } from 'vitest';
import { extractSource } from '../../src/extract/extractor.js';
import { firstSentence, DOC_MAX_CHARS } from '../../src/extract/doc.js';
import type { LanguageId } from '../../src/types.js';

async function docs(language: LanguageId, lines: string[]): Promise<Record<string, string | null>> {
  const result = await extractSource(language, lines.join('\n'));
  return Object.fromEntries(result.definitions.map((d) => [d.qualifiedName, d.doc]));
}

describe('doc sentences', () => {
  it('TypeScript: JSDoc without tags or links; not a license header, a distant comment or a body comment', async () => {
    expect(
      await docs('typescript', [
        '// Copyright 2024 Acme Inc. Licensed under the MIT License.',
        'export const VERSION = 1;',
        '',
        '/**',
        ' * Applies the tax rules to an invoice. Uses the {@link TaxRule} table.',
        ' * @param invoice the invoice',
        ' */',
        'export function applyTax(invoice: Invoice): Invoice { return invoice; }',
        '',
        '// A comment a blank line away.',
        '',
        'function helper() {',
        '  // a comment in the body',
        '  return 1;',
        '}',
        'class Ledger {',
        '  /** Adds an entry */',
        '  add(): void {}',
        '}',
        '/** The default ledger. */',
        'export const ledger = () => new Ledger();',
      ]),
    ).toEqual({
      VERSION: null,
      applyTax: 'Applies the tax rules to an invoice.',
      helper: null,
      Ledger: null,
      'Ledger.add': 'Adds an entry',
      ledger: 'The default ledger.',
    });
  });

  it("JavaScript: a JSDoc block one blank line above (express's style) is the doc; a plain comment there, two lines away or a license header is not", async () => {
    expect(
      await docs('javascript', [
        '/*!',
        ' * express',
        ' * MIT Licensed',
        ' */',
        '',
        'var VERSION = 1;',
        '',
        '/**',
        ' * Initialize the server.',
        ' *',
        ' * @private',
        ' */',
        '',
        'function init() {}',
        '',
        '/* Not a doc block. */',
        '',
        'function plain() {}',
        '',
        '/** Too far away. */',
        '',
        '',
        'function distant() {}',
      ]),
    ).toEqual({ VERSION: null, init: 'Initialize the server.', plain: null, distant: null });
  });

  it('Python: a docstring first, else the # lines right above (past decorators); a header a blank line away is not one', async () => {
    expect(
      await docs('python', [
        '# Copyright (c) Acme. All rights reserved.',
        '',
        'def answer():',
        '    """Return the answer.',
        '',
        '    More about it.',
        '    """',
        '    # not a doc',
        '    return 42',
        '',
        '# Wraps a handler',
        '# with retries.',
        '@decorator',
        'def wrapped():',
        '    pass',
        '',
        'class Config:',
        "    r'''A configuration: keys and values'''",
        '',
        '    def get(self):',
        '        return 1',
      ]),
    ).toEqual({ answer: 'Return the answer.', wrapped: 'Wraps a handler with retries.', Config: 'A configuration: keys and values', 'Config.get': null });
  });

  it('Go: the // lines directly above a type, a field or a method', async () => {
    expect(
      await docs('go', [
        '// Package billing does invoices.',
        'package billing',
        '',
        '// Server serves invoices. It is safe for concurrent use.',
        'type Server struct {',
        '\t// Name is shown in logs.',
        '\tName string',
        '}',
        '',
        '// Run runs the server',
        '// until it is stopped.',
        'func (s *Server) Run() {}',
        '',
        'func Bare() {}',
      ]),
    ).toEqual({ Server: 'Server serves invoices.', 'Server.Name': 'Name is shown in logs.', 'Server.Run': 'Run runs the server until it is stopped.', Bare: null });
  });

  it('Rust: /// lines past attributes; //! documents the module, not the next item', async () => {
    expect(
      await docs('rust', [
        '//! The crate.',
        'pub struct First;',
        '',
        '/// Parses the input.',
        '/// Second line.',
        '#[inline]',
        'pub fn parse() {}',
      ]),
    ).toEqual({ First: null, parse: 'Parses the input.' });
  });

  it('Java: Javadoc on a class and a method; a license block at the top is a header', async () => {
    expect(
      await docs('java', [
        '/*',
        ' * Licensed under the Apache License, Version 2.0.',
        ' */',
        'package billing;',
        '',
        '/** An invoice! With lines. */',
        'public class Invoice {',
        '  /**',
        '   * Totals the lines.',
        '   *',
        '   * @return the total',
        '   */',
        '  public int total() { return 0; }',
        '}',
      ]),
    ).toEqual({ Invoice: 'An invoice!', 'Invoice.total': 'Totals the lines.' });
  });

  it("C#: an XML doc comment's summary as plain text, a <see cref/> as its name; <inheritdoc/> is no doc", async () => {
    expect(
      await docs('c_sharp', [
        'namespace Billing;',
        '/// <summary>',
        '/// Maps an <see cref="T:Billing.Invoice"/> to its &lt;total&gt;',
        '/// </summary>',
        '/// <param name="invoice">The invoice</param>',
        'public interface IInvoiceMapper',
        '{',
        '    /// <summary>Totals the <paramref name="lines"/>. Then rounds them.</summary>',
        '    int Total(int[] lines);',
        '    /// <inheritdoc />',
        '    void Reset();',
        '}',
      ]),
    ).toEqual({ Billing: null, 'Billing.IInvoiceMapper': 'Maps an Billing.Invoice to its <total>', 'Billing.IInvoiceMapper.Total': 'Totals the lines.', 'Billing.IInvoiceMapper.Reset': null });
  });

  it('Scala: a /** */ block above a class, an object and a def, also where a parse error holds it with a stray brace', async () => {
    expect(
      await docs('scala', [
        '/** Describes an invoice. */',
        'case class Invoice(total: Int)',
        'class Ledger {',
        '  /** Adds an entry.',
        '    * @param e the entry',
        '    */',
        '  def add(e: Int): Unit = ()',
        '}',
        '}',
        '',
        '/** The ledger of a shop. */',
        'object Shop {',
        '  def open(): Int = 1',
        '}',
      ]),
    ).toMatchObject({ Invoice: 'Describes an invoice.', 'Ledger.add': 'Adds an entry.', Shop: 'The ledger of a shop.', 'Shop.open': null });
  });

  it('a trailing comment of the line above is not a doc', async () => {
    expect(await docs('typescript', ['const a = 1; // one', 'function f() {}'])).toEqual({ a: null, f: null });
  });

  it('Haskell: a Haddock `-- |` comment, also above the first declaration after the imports (which the grammar keeps in them)', async () => {
    expect(
      await docs('haskell', [
        'module Shop where',
        'import Data.List (sort)',
        '-- | The cart. Holds items.',
        'data Cart = MkCart',
        '',
        '-- | Sorts the prices.',
        '-- Ascending.',
        'sorted :: [Int] -> [Int]',
        'sorted = sort',
        '',
        '-- a plain comment, a blank line away',
        '',
        'other :: Int',
        'other = 1',
      ]),
    ).toMatchObject({ Cart: 'The cart.', MkCart: null, sorted: 'Sorts the prices.', other: null });
  });

  it('Julia: the docstring above a definition, without its call forms; not a string elsewhere', async () => {
    expect(
      await docs('julia', [
        '"""',
        '    total(cart)',
        '    total(cart, tax)',
        '',
        'The total of a cart. With tax when given.',
        '"""',
        'total(cart) = 0',
        '',
        '"One line docstring."',
        'struct Cart end',
        '',
        'x = "not a docstring"',
        'function f() end',
      ]),
    ).toEqual({ total: 'The total of a cart.', Cart: 'One line docstring.', f: null });
  });

  it("R: a roxygen block's title; Perl: the # comment above a sub", async () => {
    expect(
      await docs('r', ["#' Create a cart", "#'", "#' @param owner Who owns it.", "#' @export", 'new_cart <- function(owner) NULL']),
    ).toEqual({ new_cart: 'Create a cart' });
    expect(await docs('perl', ['package Cart;', '', '# Adds an item.', 'sub add { 1 }'])).toEqual({ Cart: null, add: 'Adds an item.' });
  });

  it('first sentence: a paragraph, collapsed, cut with an ellipsis; directives are not docs', () => {
    expect(firstSentence('Does a thing\n  across lines.  And more.')).toBe('Does a thing across lines.');
    expect(firstSentence('First paragraph\n\nSecond.')).toBe('First paragraph');
    expect(firstSentence('eslint-disable-next-line no-console')).toBeNull();
    expect(firstSentence('@param x the x')).toBeNull();
    const long = firstSentence('word '.repeat(60))!;
    expect([...long].length).toBe(DOC_MAX_CHARS);
    expect(long.endsWith('…')).toBe(true);
  });

  it('first sentence: an inline {@tag text} reads as its text, in one pass over a megabyte of open tags', () => {
    expect(firstSentence('Calls {@link Invoice#total} and {@code x}. More.')).toBe('Calls Invoice#total and x.');
    expect(firstSentence('Keeps {@link} and {@ x} and {@link  unclosed.')).toBe('Keeps {@link} and {@ x} and {@link unclosed.');
    // (issue 26: a regex read the rest again from each `{@`, and from each space after one)
    expect(firstSentence(`Uses {@link Foo the foo}. ${'{@a '.repeat(250_000)}`)).toBe('Uses Foo the foo.');
    expect(firstSentence(`See {@link${' '.repeat(1 << 20)}x`)).toBe('See {@link x');
  });
});
