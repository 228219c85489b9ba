import type { Node } from 'web-tree-sitter';
import type { Raw } from '../imports.js';

/** `source("R/utils.R")`, `sys.source('x.R', envir = e)` → ['R/utils.R', []]; a computed path is skipped. */
export function rImports(node: Node): Raw[] {
  if (node.type !== 'call') return [];
  const first = node.childForFieldName('arguments')?.namedChildren.find((child) => child?.type === 'argument');
  const literal = first?.childForFieldName('value');
  if (literal?.type !== 'string' || first?.childForFieldName('name')) return [];
  const parts = literal.namedChildren;
  const content = parts[0];
  return parts.length === 1 && content?.type === 'string_content' ? [[content.text, []]] : [];
}
