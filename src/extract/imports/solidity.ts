import type { Node } from 'web-tree-sitter';
import type { Raw } from '../imports.js';

/**
 * `import "./A.sol";`, `import "./A.sol" as A;`, `import * as A from "./A.sol";`,
 * `import {X, Y as Z} from "./A.sol";` → [path, imported names].
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
