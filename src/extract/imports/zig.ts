import type { Node } from 'web-tree-sitter';
import type { Raw } from '../imports.js';

/** `@import("a/b.zig")` → [['a/b.zig', []]]; `@import("std")` → [['std', []]] (a package: unresolved). */
export function zigImports(node: Node): Raw[] {
  const args = node.namedChildren.find((c) => c?.type === 'arguments');
  const str = args?.namedChildren[0];
  if (str?.type !== 'string') return [];
  const parts = str.namedChildren.filter((c) => c !== null);
  if (parts.length !== 1 || parts[0]!.type !== 'string_content') return [];
  return [[parts[0]!.text, []]];
}
