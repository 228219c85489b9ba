import type { Node } from 'web-tree-sitter';
import type { Raw } from '../imports.js';

/** `import Json.Decode as D exposing (Decoder, field)` → `Json.Decode` with the names it exposes. */
export function elmImports(node: Node): Raw[] {
  const module = node.childForFieldName('moduleName');
  if (!module) return [];
  const names: string[] = [];
  const exposing = node.namedChildren.find((c) => c?.type === 'exposing_list');
  for (const item of exposing?.namedChildren ?? []) {
    const name = item?.type === 'exposed_type' || item?.type === 'exposed_value' ? item.firstNamedChild : null;
    if (name) names.push(name.text);
  }
  return [[module.text, names]];
}
