import type { Node } from 'web-tree-sitter';
import type { Raw } from '../imports.js';

/**
 * `alias A.B`, `import A.B, only: […]`, `require A`, `use A.B, opts` → [['A.B', []]];
 * `alias A.{B, C.D}` → [['A.B', []], ['A.C.D', []]]. Anything else (a variable, `__MODULE__`) → [].
 */
export function elixirImports(node: Node): Raw[] {
  const args = node.namedChildren.find((c) => c?.type === 'arguments');
  const first = args?.namedChildren[0];
  if (!first) return [];
  if (first.type === 'alias') return [[first.text, []]];
  if (first.type === 'dot') {
    const left = first.childForFieldName('left');
    const right = first.childForFieldName('right');
    if (left?.type !== 'alias' || right?.type !== 'tuple') return [];
    return right.namedChildren
      .filter((c): c is Node => c !== null && c.type === 'alias')
      .map((c) => [`${left.text}.${c.text}`, []] as Raw);
  }
  return [];
}
