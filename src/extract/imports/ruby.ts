import type { Node } from 'web-tree-sitter';
import type { Raw } from '../imports.js';

/**
 * `require 'billing/invoice'` → ['billing/invoice', []]; `require_relative 'tax'` →
 * ['./tax', []] (relative to the requiring file). Interpolated strings are skipped.
 */
export function rubyImports(node: Node): Raw[] {
  if (node.type !== 'call') return [];
  const method = node.childForFieldName('method')?.text;
  const arg = node.childForFieldName('arguments')?.namedChildren[0];
  if (!arg || arg.type !== 'string') return [];
  const parts = arg.namedChildren.filter((c) => c !== null);
  if (parts.length !== 1 || parts[0]!.type !== 'string_content') return [];
  const path = parts[0]!.text;
  if (method === 'require_relative') return [[path.startsWith('.') ? path : `./${path}`, []]];
  if (method === 'require' || method === 'load') return [[path, []]];
  return [];
}
