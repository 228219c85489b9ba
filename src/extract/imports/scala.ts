import type { Node } from 'web-tree-sitter';
import type { Raw } from '../imports.js';

/**
 * `import a.b.C` → ['a.b', ['C']]; `import a.b._` (Scala 3 `a.b.*`, `a.b.given`) → ['a.b', []];
 * `import a.b.{C, D => E, _}` → ['a.b', ['C', 'D']] and ['a.b', []] for the wildcard;
 * `import a.b.C as D` → ['a.b', ['C']]. A renamed-away selector (`C => _`, `C as _`) imports
 * nothing. One declaration may hold several imports: `import a.{b, c}, d.e`.
 */
export function scalaImports(node: Node): Raw[] {
  if (node.type !== 'import_declaration') return [];
  const out: Raw[] = [];
  let path: string[] = [];
  let tail: Node | null = null;
  const flush = () => {
    if (path.length) out.push(...importOf(path, tail));
    path = [];
    tail = null;
  };
  for (const child of node.children) {
    if (!child) continue;
    if (child.type === ',') flush();
    else if (child.type === 'identifier') path.push(child.text.replace(/`/gu, ''));
    else if (child.isNamed) tail = child;
  }
  flush();
  return out;
}

/** The import of one dotted path and what follows it (selectors, a wildcard, a rename, or nothing). */
function importOf(path: readonly string[], tail: Node | null): Raw[] {
  const dotted = path.join('.');
  if (tail === null) {
    const last = path.length - 1;
    return [[path.slice(0, last).join('.'), [path[last]!]]];
  }
  if (tail.type === 'namespace_wildcard') return [[dotted, []]];
  if (tail.type === 'as_renamed_identifier') {
    const name = renamedName(tail);
    return name === null ? [] : [[dotted, [name]]];
  }
  if (tail.type !== 'namespace_selectors') return [];
  const names: string[] = [];
  let wildcard = false;
  for (const sel of tail.namedChildren) {
    if (!sel) continue;
    if (sel.type === 'identifier') names.push(sel.text);
    else if (sel.type === 'namespace_wildcard') wildcard = true;
    else {
      const name = renamedName(sel);
      if (name !== null) names.push(name);
    }
  }
  const out: Raw[] = [];
  if (names.length) out.push([dotted, names]);
  if (wildcard) out.push([dotted, []]);
  return out;
}

/** `D => E` and `D as E` import `D`; `D => _` and `D as _` hide it (null). */
function renamedName(node: Node): string | null {
  if (node.type !== 'arrow_renamed_identifier' && node.type !== 'as_renamed_identifier') return null;
  const name = node.childForFieldName('name');
  const alias = node.childForFieldName('alias');
  return name && alias?.type !== 'wildcard' ? name.text : null;
}
