import type { Node } from 'web-tree-sitter';
import type { Raw } from '../imports.js';

/**
 * `import a.b.C` → ['a.b', ['C']]; `import a.b._` → ['a.b', []];
 * `import a.b.{C, D => E, _}` → ['a.b', ['C', 'D']] and ['a.b', []] for the wildcard.
 * A renamed-away selector (`C => _`) imports nothing.
 */
export function scalaImports(node: Node): Raw[] {
  if (node.type !== 'import_declaration') return [];
  const kids = node.namedChildren.filter((c): c is Node => c !== null);
  const path = node.childForFieldName('path') ?? kids.find((c) => c.type === 'stable_identifier' || c.type === 'identifier');
  if (!path) return [];
  const dotted = path.text.replace(/\s+/gu, '').replace(/`/gu, '');
  const selectors = kids.find((c) => c.type === 'import_selectors');
  if (kids.some((c) => c.type === 'wildcard')) return [[dotted, []]];
  if (!selectors) {
    const dot = dotted.lastIndexOf('.');
    return dot < 0 ? [['', [dotted]]] : [[dotted.slice(0, dot), [dotted.slice(dot + 1)]]];
  }
  const names: string[] = [];
  let wildcard = false;
  for (const sel of selectors.namedChildren) {
    if (!sel) continue;
    if (sel.type === 'identifier') names.push(sel.text);
    else if (sel.type === 'wildcard') wildcard = true;
    else if (sel.type === 'renamed_identifier') {
      const name = sel.childForFieldName('name');
      const alias = sel.childForFieldName('alias');
      if (name && alias?.text !== '_') names.push(name.text);
    }
  }
  const out: Raw[] = [];
  if (names.length) out.push([dotted, names]);
  if (wildcard) out.push([dotted, []]);
  return out;
}
