import type { Node } from 'web-tree-sitter';
import type { Raw } from '../imports.js';

/**
 * `using A.B;` imports namespace A.B (no name); `using static A.B.C;` and
 * `using X = A.B.C;` import type C of namespace A.B. `global using` reads the same.
 * Generic arguments of an alias (`using L = System.Collections.Generic.List<int>;`) are dropped.
 */
export function cSharpImports(node: Node): Raw[] {
  if (node.type !== 'using_directive') return [];
  const kids = node.namedChildren.filter((c): c is Node => c !== null);
  const isStatic = node.children.some((c) => c?.type === 'static');
  const aliased = kids.some((c) => c.type === 'name_equals');
  const target = [...kids].reverse().find((c) => c.type === 'qualified_name' || c.type === 'identifier' || c.type === 'generic_name');
  if (!target) return [];
  const path = target.text.replace(/<[^]*$/u, '').replace(/\s+/gu, '').replace(/^global::/u, '');
  if (!/^[A-Za-z_][\w.]*$/u.test(path)) return [];
  if (!isStatic && !aliased) return [[path, []]];
  const dot = path.lastIndexOf('.');
  return dot < 0 ? [['', [path]]] : [[path.slice(0, dot), [path.slice(dot + 1)]]];
}
