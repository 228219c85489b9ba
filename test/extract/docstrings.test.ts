// Doc comments and docstrings of Clojure, Elm, Gleam, Nix, F#, SystemVerilog and Elixir (@doc); today's Gleam syntax read by an older grammar.
import { describe, expect, it } from 'vitest';
import { extractSource } from '../../src/extract/extractor.js';
import { readableGleam } from '../../src/extract/readable/gleam.js';

async function docs(language: Parameters<typeof extractSource>[0], source: string): Promise<Record<string, string | null>> {
  const result = await extractSource(language, source);
  return Object.fromEntries(result.definitions.map((d) => [d.qualifiedName, d.doc]));
}

describe('doc comments', () => {
  it('reads a Clojure docstring and cuts it out of the signature', async () => {
    const result = await extractSource('clojure', '(defn total\n  "The sum. With tax."\n  [invoice]\n  (reduce + invoice))\n(def rate "The rate." 0.2)\n');
    expect(result.definitions.map((d) => [d.name, d.signature, d.doc])).toEqual([
      ['total', '(defn total\n  [invoice]', 'The sum.'],
      ['rate', '(def rate 0.2)', 'The rate.'],
    ]);
  });

  it('reads Elm {-| -}, Gleam ///, Nix # and /** */, F# ///', async () => {
    expect(await docs('elm', 'module A exposing (f)\n\n{-| Adds one.\n-}\nf : Int -> Int\nf x = x + 1\n')).toMatchObject({ f: 'Adds one.' });
    expect(await docs('gleam', '//// The module.\n/// Adds one.\npub fn f(x: Int) -> Int { x + 1 }\n')).toMatchObject({ f: 'Adds one.' });
    expect(await docs('nix', '{\n  # Adds one.\n  f = x: x + 1;\n  /** Doubles. */\n  g = x: x * 2;\n}\n')).toMatchObject({ f: 'Adds one.', g: 'Doubles.' });
    expect(await docs('fsharp', 'module A\n\n/// Adds one.\nlet f x = x + 1\n')).toMatchObject({ 'A.f': 'Adds one.' });
  });

  it('reads SystemVerilog // and /** */ above a package item, a class member and a module', async () => {
    const source = 'package p;\n  // Adds two amounts.\n  function automatic int add(int a, int b);\n    return a + b;\n  endfunction\nendpackage\n\n/** Drives the bus. */\nclass drv;\n  // Sends one item.\n  virtual task send();\n  endtask\nendclass\n';
    expect(await docs('systemverilog', source)).toEqual({ p: null, 'p.add': 'Adds two amounts.', drv: 'Drives the bus.', 'drv.send': 'Sends one item.' });
  });

  it('reads Elixir @doc above a def, past @spec and @impl; @doc false is none', async () => {
    const source = [
      'defmodule Shop do',
      '  @doc """',
      '  Adds one. More.',
      '  """',
      '  @spec f(integer) :: integer',
      '  def f(x), do: x + 1',
      '',
      '  @doc false',
      '  def g, do: 1',
      '',
      '  @doc ~S"""',
      '  Sends it.',
      '  """',
      '  @impl true',
      '  def h, do: 2',
      '',
      '  @doc "Short."',
      '  def k, do: 3',
      '',
      '  def m, do: 4',
      'end',
      '',
    ].join('\n');
    expect(await docs('elixir', source)).toMatchObject({ 'Shop.f': 'Adds one.', 'Shop.g': null, 'Shop.h': 'Sends it.', 'Shop.k': 'Short.', 'Shop.m': null });
  });

  it('does not give a Gleam module comment (////) to the first definition', async () => {
    expect(await docs('gleam', '//// The module.\npub fn f(x: Int) -> Int { x + 1 }\n')).toEqual({ f: null });
  });
});

describe('Gleam syntax newer than its grammar', () => {
  it('rewrites assert, bare attributes and label shorthands in place, offsets kept', () => {
    const source = '@internal\npub fn f(x) {\n  assert x == "assert y"\n  let assert Ok(y) = g(label:, other: 1)\n}\n';
    const readable = readableGleam(source);
    expect(readable).toHaveLength(source.length);
    expect(readable).toBe('         \npub fn f(x) {\n  let _= x == "assert y"\n  let assert Ok(y) = g(label , other: 1)\n}\n');
  });

  it('parses such a file cleanly', async () => {
    const result = await extractSource('gleam', '@internal\npub fn f(x) {\n  assert x > 0\n  g(label:)\n}\n\npub fn h() { 1 }\n');
    expect(result.status).toBe('ok');
    expect(result.definitions.map((d) => d.name)).toEqual(['f', 'h']);
  });
});
