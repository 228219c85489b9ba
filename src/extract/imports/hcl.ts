import type { Node } from 'web-tree-sitter';
import type { Raw } from '../imports.js';

/** `module "x" { source = "./modules/y" }` → ['./modules/y', []]; a computed source is skipped. */
export function hclImports(node: Node): Raw[] {
  if (node.type !== 'block') return [];
  const body = node.namedChildren.find((child) => child?.type === 'body');
  if (!body) return [];
  for (const attribute of body.namedChildren) {
    if (attribute?.type !== 'attribute' || attribute.namedChildren[0]?.text !== 'source') continue;
    const value = attribute.namedChildren[1];
    const literal = value?.namedChildren[0];
    const text = literal?.type === 'literal_value' ? literal.namedChildren[0] : null;
    if (!text || text.type !== 'string_lit') return [];
    // A template (`"${path.module}/x"`) has more than its start, literal and end.
    if (text.namedChildCount !== 3 || text.namedChildren[1]?.type !== 'template_literal') return [];
    return [[text.namedChildren[1]!.text, []]];
  }
  return [];
}
