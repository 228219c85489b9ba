import type { Node } from 'web-tree-sitter';
import type { Raw } from '../imports.js';

/** `(require 'foo)` → the feature `foo`. */
export function elispImports(node: Node): Raw[] {
  const [head, arg] = node.namedChildren;
  if (!head || head.type !== 'symbol' || head.text !== 'require' || arg?.type !== 'quote') return [];
  const feature = arg.namedChildren.find((c) => c?.type === 'symbol');
  return feature ? [[feature.text, []]] : [];
}
