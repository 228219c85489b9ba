import type { Node } from 'web-tree-sitter';
import type { Raw } from '../imports.js';

/** `import ./a.nix`, `callPackage ./pkg { }`, `imports = [ ./a.nix ./b ];`: each literal relative path. */
export function nixImports(node: Node): Raw[] {
  if (node.type === 'apply_expression') {
    const path = node.childForFieldName('argument');
    return path && isPlainPath(path) ? [[path.text, []]] : [];
  }
  const list = node.childForFieldName('expression');
  const out: Raw[] = [];
  for (const item of list?.namedChildren ?? []) if (item && isPlainPath(item)) out.push([item.text, []]);
  return out;
}

/** A path written out (`./a.nix`, `../lib`), no `${…}` in it and no `<nixpkgs>` search path. */
function isPlainPath(node: Node): boolean {
  return node.type === 'path_expression' && node.namedChildCount === 1 && node.firstNamedChild?.type === 'path_fragment';
}
