import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Language, Parser, type Node } from 'web-tree-sitter';
import { importsFromNode } from '../../src/extract/registry/index.js';
import type { ImportRecord, LanguageId } from '../../src/types.js';

const require = createRequire(import.meta.url);
const GRAMMAR: Record<LanguageId, string> = {
  typescript: 'typescript',
  tsx: 'tsx',
  javascript: 'javascript',
  python: 'python',
  go: 'go',
  rust: 'rust',
  java: 'java',
};
// The node types the language queries capture with @import.
const CAPTURED: Record<LanguageId, string[]> = {
  typescript: ['import_statement', 'export_statement', 'call_expression'],
  tsx: ['import_statement', 'export_statement', 'call_expression'],
  javascript: ['import_statement', 'export_statement', 'call_expression'],
  python: ['import_statement', 'import_from_statement'],
  go: ['import_spec'],
  rust: ['use_declaration', 'mod_item', 'extern_crate_declaration'],
  java: ['import_declaration'],
};

const parser = new Map<LanguageId, Parser>();

beforeAll(async () => {
  await Parser.init();
  for (const id of Object.keys(GRAMMAR) as LanguageId[]) {
    const lang = await Language.load(require.resolve(`tree-sitter-wasms/out/tree-sitter-${GRAMMAR[id]}.wasm`));
    const p = new Parser();
    p.setLanguage(lang);
    parser.set(id, p);
  }
});

afterAll(() => {
  for (const p of parser.values()) p.delete();
});

function collect(node: Node, types: string[], out: Node[]): void {
  if (types.includes(node.type)) out.push(node);
  for (const child of node.namedChildren) if (child) collect(child, types, out);
}

function importsOf(language: LanguageId, source: string): ImportRecord[] {
  const tree = parser.get(language)!.parse(source)!;
  try {
    const nodes: Node[] = [];
    collect(tree.rootNode, CAPTURED[language], nodes);
    return nodes.flatMap((n) => importsFromNode(language, n));
  } finally {
    tree.delete();
  }
}

describe('importsFromNode: TypeScript / JavaScript', () => {
  it('reads default, named, namespace, side-effect and type-only imports', () => {
    const src = [
      "import Def from './def';",
      "import { a as b, c } from './named';",
      "import * as ns from './ns';",
      "import './side-effect.css';",
      "import type { T } from './types.js';",
      "import Both, { x } from '../both';",
      "import Dn, * as all from 'pkg';",
      "import { type U, V } from '@scope/pkg/sub';",
      "import fs = require('node:fs');",
    ].join('\n');
    expect(importsOf('typescript', src)).toEqual([
      { specifier: './def', names: ['default'], line: 1 },
      { specifier: './named', names: ['a', 'c'], line: 2 },
      { specifier: './ns', names: [], line: 3 },
      { specifier: './side-effect.css', names: [], line: 4 },
      { specifier: './types.js', names: ['T'], line: 5 },
      { specifier: '../both', names: ['default', 'x'], line: 6 },
      { specifier: 'pkg', names: ['default'], line: 7 },
      { specifier: '@scope/pkg/sub', names: ['U', 'V'], line: 8 },
      { specifier: 'node:fs', names: [], line: 9 },
    ]);
  });

  it('reads re-exports and ignores exports without a source', () => {
    const src = [
      'export const local = 1;',
      "export { a as b, default } from './x';",
      "export * from './y';",
      "export * as ns from './w';",
      'export { local as other };',
    ].join('\n');
    expect(importsOf('typescript', src)).toEqual([
      { specifier: './x', names: ['a', 'default'], line: 2 },
      { specifier: './y', names: [], line: 3 },
      { specifier: './w', names: [], line: 4 },
    ]);
  });

  it('reads require() and dynamic import() with literal arguments only', () => {
    const src = [
      "const x = require('./cjs');",
      'async function f(name) {',
      "  const m = await import('./dyn.js');",
      '  require(`./tpl`);',
      '  require(`./${name}`);',
      '  require(name);',
      "  other('./not-an-import');",
      "  import('./a' + name);",
      '}',
    ].join('\n');
    expect(importsOf('javascript', src)).toEqual([
      { specifier: './cjs', names: [], line: 1 },
      { specifier: './dyn.js', names: [], line: 3 },
      { specifier: './tpl', names: [], line: 4 },
    ]);
  });

  it('parses TSX files with the tsx grammar', () => {
    const src = "import React, { useState } from 'react';\nimport { Button } from './Button';\nexport const A = () => <Button />;\n";
    expect(importsOf('tsx', src)).toEqual([
      { specifier: 'react', names: ['default', 'useState'], line: 1 },
      { specifier: './Button', names: ['Button'], line: 2 },
    ]);
  });

  it('handles JavaScript string-named specifiers and double quotes', () => {
    expect(importsOf('javascript', 'import { "a b" as c } from "./s";')).toEqual([
      { specifier: './s', names: ['a b'], line: 1 },
    ]);
  });
});

describe('importsFromNode: Python', () => {
  it('gives one record per module of an import statement', () => {
    expect(importsOf('python', 'import os\nimport a.b, c.d as e\n')).toEqual([
      { specifier: 'os', names: [], line: 1 },
      { specifier: 'a.b', names: [], line: 2 },
      { specifier: 'c.d', names: [], line: 2 },
    ]);
  });

  it('reads from-imports: absolute, relative, wildcard, parenthesised, aliased', () => {
    const src = [
      'from a.b import c, d as e',
      'from . import x',
      'from ..pkg.mod import y',
      'from x import *',
      'from .m import (',
      '    p,',
      '    q,',
      ')',
    ].join('\n');
    expect(importsOf('python', src)).toEqual([
      { specifier: 'a.b', names: ['c', 'd'], line: 1 },
      { specifier: '.', names: ['x'], line: 2 },
      { specifier: '..pkg.mod', names: ['y'], line: 3 },
      { specifier: 'x', names: [], line: 4 },
      { specifier: '.m', names: ['p', 'q'], line: 5 },
    ]);
  });
});

describe('importsFromNode: Go', () => {
  it('reads single and grouped import specs, aliases ignored', () => {
    const src = [
      'package main',
      '',
      'import "fmt"',
      'import (',
      '\tf "github.com/acme/app/internal/format"',
      '\t_ "embed"',
      '\t. "strings"',
      '\t`raw/path`',
      ')',
    ].join('\n');
    expect(importsOf('go', src)).toEqual([
      { specifier: 'fmt', names: [], line: 3 },
      { specifier: 'github.com/acme/app/internal/format', names: [], line: 5 },
      { specifier: 'embed', names: [], line: 6 },
      { specifier: 'strings', names: [], line: 7 },
      { specifier: 'raw/path', names: [], line: 8 },
    ]);
  });
});

describe('importsFromNode: Rust', () => {
  it('splits use trees into one record per path prefix', () => {
    const src = [
      'use crate::a::b::C;',
      'use super::x::{Y, z::W, self, q::{R as S}};',
      'use a::b::*;',
      'use a::b as c;',
      'pub use self::m::{*, k::*};',
      'use std;',
      'use crate::d::{E, F};',
    ].join('\n');
    expect(importsOf('rust', src)).toEqual([
      { specifier: 'crate::a::b', names: ['C'], line: 1 },
      { specifier: 'super::x', names: ['Y'], line: 2 },
      { specifier: 'super::x::z', names: ['W'], line: 2 },
      { specifier: 'super::x::q', names: ['R'], line: 2 },
      { specifier: 'a::b', names: [], line: 3 },
      { specifier: 'a', names: ['b'], line: 4 },
      { specifier: 'self::m', names: [], line: 5 },
      { specifier: 'self::m::k', names: [], line: 5 },
      { specifier: 'std', names: [], line: 6 },
      { specifier: 'crate::d', names: ['E', 'F'], line: 7 },
    ]);
  });

  it('records body-less mod items and extern crates only', () => {
    const src = 'mod foo;\npub mod inline { fn f() {} }\nextern crate serde;\nextern crate foo_bar as fb;\n';
    expect(importsOf('rust', src)).toEqual([
      { specifier: 'mod:foo', names: [], line: 1 },
      { specifier: 'serde', names: [], line: 3 },
      { specifier: 'foo_bar', names: [], line: 4 },
    ]);
  });
});

describe('importsFromNode: Java', () => {
  it('reads class, wildcard and static imports', () => {
    const src = [
      'package com.acme;',
      'import com.x.y.Foo;',
      'import com.x.y.*;',
      'import static com.x.Y.m;',
      'import static com.x.Y.*;',
      'class A {}',
    ].join('\n');
    expect(importsOf('java', src)).toEqual([
      { specifier: 'com.x.y', names: ['Foo'], line: 2 },
      { specifier: 'com.x.y', names: [], line: 3 },
      { specifier: 'com.x.Y', names: ['m'], line: 4 },
      { specifier: 'com.x.Y', names: [], line: 5 },
    ]);
  });
});

describe('importsFromNode: robustness', () => {
  it('returns [] for nodes that are not imports, in any language', () => {
    const tree = parser.get('typescript')!.parse('const a = 1;\nfoo();\n')!;
    try {
      const root = tree.rootNode;
      for (const id of Object.keys(GRAMMAR) as LanguageId[]) {
        expect(importsFromNode(id, root)).toEqual([]);
        expect(importsFromNode(id, root.namedChildren[1]!)).toEqual([]);
      }
    } finally {
      tree.delete();
    }
  });

  it('survives broken source', () => {
    expect(importsOf('typescript', "import { a from './x'\nimport b from './y';")).toEqual(
      expect.arrayContaining([{ specifier: './y', names: ['default'], line: 2 }]),
    );
    expect(() => importsOf('rust', 'use crate::{;\nmod ;')).not.toThrow();
  });
});
