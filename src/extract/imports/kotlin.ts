import type { Node } from 'web-tree-sitter';
import type { Raw } from '../imports.js';

/**
 * `import a.b.C` → ['a.b', ['C']]; `import a.b.*` → ['a.b', []];
 * `import a.b.C as D` imports C (the alias is a local name).
 */
export function kotlinImports(node: Node): Raw[] {
  if (node.type !== 'import_header') return [];
  const kids = node.namedChildren.filter((c): c is Node => c !== null);
  const path = kids.find((c) => c.type === 'identifier');
  if (!path) return [];
  const segs = path.namedChildren.filter((c): c is Node => c !== null).map((c) => c.text.replace(/`/gu, ''));
  if (segs.length === 0) return [];
  if (kids.some((c) => c.type === 'wildcard_import')) return [[segs.join('.'), []]];
  return [[segs.slice(0, -1).join('.'), [segs[segs.length - 1]!]]];
}
