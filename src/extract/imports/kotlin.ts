import type { Node } from 'web-tree-sitter';
import type { Raw } from '../imports.js';

/**
 * `import a.b.C` → ['a.b', ['C']]; `import a.b.*` → ['a.b', []];
 * `import a.b.C as D` imports C (the alias is a local name). Reads both grammars'
 * nodes: `import_header` (tree-sitter-wasms) and `import` (the fallback grammar).
 */
export function kotlinImports(node: Node): Raw[] {
  const pathType = node.type === 'import_header' ? 'identifier' : node.type === 'import' ? 'qualified_identifier' : null;
  if (!pathType) return [];
  const kids = node.namedChildren.filter((c): c is Node => c !== null);
  const path = kids.find((c) => c.type === pathType);
  if (!path) return [];
  const segs = path.namedChildren.filter((c): c is Node => c !== null).map((c) => c.text.replace(/`/gu, ''));
  if (segs.length === 0) return [];
  const wildcard = kids.some((c) => c.type === 'wildcard_import') || node.children.some((c) => c?.type === '*');
  if (wildcard) return [[segs.join('.'), []]];
  return [[segs.slice(0, -1).join('.'), [segs[segs.length - 1]!]]];
}
