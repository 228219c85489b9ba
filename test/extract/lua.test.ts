// Lua's fixture case is in languages.test.ts. This file keeps what the table cannot say:
// the grammar in use parses calls after a Query is compiled (the ABI-13 tree-sitter-lua.wasm
// of tree-sitter-wasms did not, in web-tree-sitter 0.25), and the require forms.
import { Language, Parser, Query } from 'web-tree-sitter';
import { describe, expect, it } from 'vitest';
import { grammarPath, loadLanguage } from '../../src/extract/languages.js';
import { extractSource } from '../../src/extract/extractor.js';
import { lua } from '../../src/extract/registry/lua.js';

describe('the Lua grammar', () => {
  it('parses calls after a Query has been compiled', async () => {
    await loadLanguage('lua'); // initialises the runtime and compiles the query, as the extractor does
    const language = await Language.load(grammarPath(lua.grammar));
    const parser = new Parser();
    parser.setLanguage(language);
    new Query(language, '(function_call) @call');
    expect(parser.parse('f(a)')!.rootNode.hasError).toBe(false);
    expect(parser.parse('local x = require("a.b")\nobj:m(1)')!.rootNode.hasError).toBe(false);
    parser.delete();
  });
});

describe('lua require', () => {
  it('reads require("a.b"), require \'a.b\', require [[a.b]] and skips computed names', async () => {
    const result = await extractSource(
      'lua',
      ['local a = require("a.b")', "require 'c.d'", 'require [[e.f]]', 'local g = require("g." .. name)', 'local h = require(name)'].join('\n'),
    );
    expect(result.status).toBe('ok');
    expect(result.imports.map((i) => i.specifier)).toEqual(['a.b', 'c.d', 'e.f']);
  });
});
