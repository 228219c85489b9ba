import type { Node } from 'web-tree-sitter';
import type { Raw } from '../imports.js';

/** Pragmas and core modules that name no file of a repository. */
const PRAGMAS = new Set(['strict', 'warnings', 'utf8', 'feature', 'lib', 'vars', 'constant', 'overload', 'integer', 'bytes', 'open']);
/** `use parent 'A'`, `use base qw(A B)`, `use Mojo::Base 'A'`: the classes named are imported too. */
const WITH_PARENTS = new Set(['parent', 'base', 'Mojo::Base']);

/**
 * `use Foo::Bar qw(x y)` → ['Foo::Bar', ['x', 'y']]; `require Foo::Bar` → ['Foo::Bar', []];
 * `use parent -norequire, 'A'`, `use base qw(A B)` → ['A', []], ['B', []] (and `use Mojo::Base
 * 'A'` → ['Mojo::Base', []], ['A', []]); pragmas (`use strict`) are skipped.
 */
export function perlImports(node: Node): Raw[] {
  const module = node.type === 'use_parent_statement' ? 'parent' : (node.childForFieldName('package_name')?.text ?? null);
  if (module === null || node.type === 'use_constant_statement') return [];
  const words = quotedWords(node);
  if (WITH_PARENTS.has(module)) {
    const parents: Raw[] = words.filter((word) => /^\w+(?:::\w+)*$/.test(word)).map((word) => [word, []]);
    return module === 'Mojo::Base' ? [[module, []], ...parents] : parents;
  }
  if (PRAGMAS.has(module) || !/^[A-Za-z_]\w*(?:::\w+)*$/.test(module)) return [];
  return [[module, node.type === 'require_statement' ? [] : words.filter((word) => /^[A-Za-z_]\w*$/.test(word))]];
}

/** The words of the statement's string literals and `qw(…)` lists, in source order. */
function quotedWords(node: Node): string[] {
  const words: string[] = [];
  for (const child of node.namedChildren) {
    if (!child) continue;
    if (child.type === 'word_list_qw') {
      for (const item of child.namedChildren) if (item?.type === 'list_item') words.push(item.text);
    } else if (child.type === 'string_single_quoted' || child.type === 'string_double_quoted') {
      words.push(child.text.slice(1, -1));
    }
  }
  return words;
}
