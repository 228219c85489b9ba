import type { Node } from 'web-tree-sitter';
import type { Raw } from '../imports.js';

/** `require("a.b")`, `require 'a.b'`, `require [[a.b]]` → ['a.b', []]; a computed module name is skipped. */
export function luaImports(node: Node): Raw[] {
  if (node.type !== 'function_call') return [];
  const args = node.childForFieldName('arguments');
  if (!args || args.namedChildCount !== 1) return [];
  const arg = args.namedChildren[0] ?? null;
  if (!arg || arg.type !== 'string') return [];
  const match = /^(?:"([^"\\]*)"|'([^'\\]*)'|\[(=*)\[([\s\S]*?)\]\3\])$/.exec(arg.text);
  const name = match ? (match[1] ?? match[2] ?? match[4]) : undefined;
  return name ? [[name.trim(), []]] : [];
}
