import type { Node } from 'web-tree-sitter';
import type { Raw } from '../imports.js';

/**
 * OCaml has no import statement: a module is its file (`foo.ml` is `Foo`). `open Foo` and
 * `include Foo` are imports of `Foo`; read on the whole compilation unit, every other
 * module a qualified name starts with (`Foo.bar`, `Foo.t`, `Foo.Sub.x`) is one too, once
 * per file, except the modules and functor parameters the file defines itself.
 */
export function ocamlImports(node: Node): Raw[] {
  if (node.type === 'open_module' || node.type === 'include_module') {
    const head = firstModule(node.namedChildren.find((c) => c?.type === 'module_path') ?? null);
    return head ? [[head, []]] : [];
  }
  if (node.type !== 'compilation_unit') return [];
  const local = new Set<string>();
  for (const binding of node.descendantsOfType(['module_binding', 'module_parameter'])) {
    const name = binding?.childForFieldName('name');
    if (name) local.add(name.text);
  }
  const opened = new Set<string>();
  for (const statement of node.descendantsOfType(['open_module', 'include_module'])) {
    const head = firstModule(statement?.namedChildren.find((c) => c?.type === 'module_path') ?? null);
    if (head) opened.add(head);
  }
  const seen = new Set<string>();
  const out: Raw[] = [];
  for (const path of node.descendantsOfType('module_path')) {
    if (!path || path.parent?.type === 'module_path') continue;
    const head = firstModule(path);
    if (!head || local.has(head) || opened.has(head) || seen.has(head)) continue;
    seen.add(head);
    out.push([head, []]);
  }
  return out;
}

/** `Foo` of the module path `Foo.Bar`. */
function firstModule(path: Node | null): string | null {
  if (!path) return null;
  let current: Node = path;
  while (current.type === 'module_path') {
    const inner: Node | undefined = current.namedChildren.find((c): c is Node => c !== null) ?? undefined;
    if (!inner) return null;
    if (inner.type === 'module_name') return inner.text;
    current = inner;
  }
  return null;
}
