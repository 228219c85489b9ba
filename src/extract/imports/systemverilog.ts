import type { Node } from 'web-tree-sitter';
import type { Raw } from '../imports.js';

/**
 * `import ibex_pkg::*;` → `ibex_pkg` (`import p::a, q::*` → `p` with `a`, and `q`);
 * `` `include "dv/macros.svh" `` → `dv/macros.svh`, told apart from a package by its dot.
 */
export function systemverilogImports(node: Node): Raw[] {
  if (node.type === 'include_compiler_directive') {
    const quoted = node.namedChildren.find((child) => child?.type === 'quoted_string');
    const path = quoted?.text.slice(1, -1) ?? '';
    return path.includes('.') && !path.includes('`') ? [[path, []]] : [];
  }
  const raws: Raw[] = [];
  for (const item of node.namedChildren) {
    if (item?.type !== 'package_import_item') continue;
    const [pkg, name] = item.namedChildren;
    if (!pkg) continue;
    const last = raws[raws.length - 1];
    const names = name ? [name.text] : [];
    if (last && last[0] === pkg.text) last[1].push(...names);
    else raws.push([pkg.text, names]);
  }
  return raws;
}
