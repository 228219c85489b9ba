import type { Node } from 'web-tree-sitter';
import type { Raw } from '../imports.js';

/**
 * `import 'a.dart' show A, B` → ['a.dart', ['A', 'B']]; `export 'b.dart'` and
 * `part 'c.dart'` → [uri, []] (an export or a part file counts as an import).
 * `hide` lists and `as p` prefixes import every name: [].
 */
export function dartImports(node: Node): Raw[] {
  if (node.type !== 'import_or_export' && node.type !== 'part_directive') return [];
  const uri = firstOfType(node, 'uri');
  const literal = uri?.namedChildren.find((c) => c?.type === 'string_literal');
  if (!literal) return [];
  const text = literal.text;
  const specifier = /^(?:r?'([^'$]*)'|r?"([^"$]*)")$/.exec(text);
  if (!specifier) return [];
  const names: string[] = [];
  const spec = firstOfType(node, 'import_specification');
  for (const combinator of spec?.namedChildren ?? []) {
    if (combinator?.type !== 'combinator' || combinator.child(0)?.type !== 'show') continue;
    for (const id of combinator.namedChildren) if (id?.type === 'identifier') names.push(id.text);
  }
  return [[specifier[1] ?? specifier[2]!, names]];
}

function firstOfType(node: Node, type: string): Node | null {
  if (node.type === type) return node;
  for (const child of node.namedChildren) {
    const hit = child ? firstOfType(child, type) : null;
    if (hit) return hit;
  }
  return null;
}
