import type { Node } from 'web-tree-sitter';
import type { Raw } from '../imports.js';

/** `import gleam/option.{type Option, Some}` → `gleam/option` with the names it imports. */
export function gleamImports(node: Node): Raw[] {
  const module = node.childForFieldName('module');
  if (!module) return [];
  const names: string[] = [];
  const imports = node.childForFieldName('imports');
  for (const item of imports?.namedChildren ?? []) {
    const name = item?.childForFieldName('name');
    if (name) names.push(name.text);
  }
  return [[module.text, names]];
}
