import type { Node } from 'web-tree-sitter';
import type { Raw } from '../imports.js';

/**
 * A Solidity import directive, in each of its forms (the whole file, the file `as A`,
 * `* as A`, or `{X, Y as Z}` from a path) → [path, imported names: X and Y].
 */
export function solidityImports(node: Node): Raw[] {
  if (node.type !== 'import_directive') return [];
  const source = node.childForFieldName('source');
  if (!source || source.type !== 'string') return [];
  const specifier = source.text.slice(1, -1);
  if (!specifier) return [];
  const names: string[] = [];
  for (let i = 0; i < node.childCount; i++) {
    if (node.fieldNameForChild(i) !== 'import_name') continue;
    const child = node.child(i);
    if (child) names.push(child.text);
  }
  return [[specifier, names]];
}
