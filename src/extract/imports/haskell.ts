import type { Node } from 'web-tree-sitter';
import type { Raw } from '../imports.js';

/** `import qualified Data.Map as M`, `import Data.List (sort, nub)` → ['Data.Map', []], ['Data.List', ['sort', 'nub']]. */
export function haskellImports(node: Node): Raw[] {
  if (node.type !== 'import') return [];
  const module = node.childForFieldName('module');
  if (!module) return [];
  const list = node.childForFieldName('names');
  const hiding = node.children.some((child) => child?.type === 'hiding');
  const names: string[] = [];
  if (list && !hiding) {
    for (const item of list.namedChildren) {
      const name = item?.namedChildren[0];
      if (item?.type === 'import_name' && name) names.push(name.text);
    }
  }
  return [[module.text, names]];
}
