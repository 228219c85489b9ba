import type { Node } from 'web-tree-sitter';
import type { Raw } from '../imports.js';

/**
 * `include("a/b.jl")` → ['a/b.jl', []]; `using A, B.C` → ['A', []], ['B.C', []];
 * `using DataAPI: nrow` → ['DataAPI', ['nrow']]; `import ..P.C` → ['..P.C', []];
 * `import A as B` → ['A', []].
 */
export function juliaImports(node: Node): Raw[] {
  if (node.type === 'call_expression') {
    const literal = node.namedChildren[1]?.namedChildren[0];
    if (literal?.type !== 'string_literal') return [];
    const parts = literal.namedChildren;
    const content = parts[0];
    return parts.length === 1 && content?.type === 'content' ? [[content.text, []]] : [];
  }
  if (node.type !== 'using_statement' && node.type !== 'import_statement') return [];
  const out: Raw[] = [];
  for (const child of node.namedChildren) {
    if (!child) continue;
    if (child.type === 'selected_import') {
      const [module, ...names] = child.namedChildren;
      if (module) out.push([module.text, names.map((name) => name?.text ?? '').filter(Boolean)]);
    } else if (child.type === 'import_alias') {
      const module = child.namedChildren[0];
      if (module) out.push([module.text, []]);
    } else if (child.type === 'identifier' || child.type === 'scoped_identifier' || child.type === 'import_path') {
      out.push([child.text, []]);
    }
  }
  return out;
}
