import type { Node } from 'web-tree-sitter';
import type { Raw } from '../imports.js';

/** `require("a.b")`, `require 'a.b'`, `require [[a.b]]` → ['a.b', []]; a computed module name is skipped. */
export function luaImports(node: Node): Raw[] {
  if (node.type !== 'call') return [];
  let arg = node.childForFieldName('arguments')?.namedChildren[0] ?? null;
  if (arg?.type === 'expression_list') {
    if (arg.namedChildCount !== 1) return [];
    arg = arg.namedChildren[0] ?? null;
  }
  if (!arg || arg.type !== 'string') return [];
  const match = /^(?:"([^"\\]*)"|'([^'\\]*)'|\[(=*)\[([\s\S]*?)\]\3\])$/.exec(arg.text);
  const name = match ? (match[1] ?? match[2] ?? match[4]) : undefined;
  return name ? [[name.trim(), []]] : [];
}
