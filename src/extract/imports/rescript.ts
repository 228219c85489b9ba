import type { Node } from 'web-tree-sitter';
import type { Raw } from '../imports.js';

const PATHS = new Set(['value_identifier_path', 'type_identifier_path', 'module_identifier_path']);

/**
 * A ReScript module is its file (`Foo.res` is `Foo`). `open Foo` and `include Foo` import
 * `Foo`; read on the whole file, every other module a qualified name starts with
 * (`Foo.bar`, `Foo.Sub.t`) is one too, once per file, except the modules the file defines.
 */
export function rescriptImports(node: Node): Raw[] {
  if (node.type === 'open_statement' || node.type === 'include_statement') {
    const head = firstModule(node);
    return head ? [[head, []]] : [];
  }
  if (node.type !== 'source_file') return [];
  const local = new Set<string>();
  for (const binding of node.descendantsOfType('module_binding')) {
    const name = binding?.childForFieldName('name');
    if (name) local.add(name.text);
  }
  const opened = new Set<string>();
  for (const statement of node.descendantsOfType(['open_statement', 'include_statement'])) {
    const head = statement ? firstModule(statement) : null;
    if (head) opened.add(head);
  }
  const seen = new Set<string>();
  const out: Raw[] = [];
  for (const path of node.descendantsOfType([...PATHS])) {
    if (!path || PATHS.has(path.parent?.type ?? '')) continue;
    const head = firstModule(path);
    if (!head || local.has(head) || opened.has(head) || seen.has(head)) continue;
    seen.add(head);
    out.push([head, []]);
  }
  return out;
}

/** `Foo` of `Foo.Bar.baz`. */
function firstModule(node: Node): string | null {
  let current: Node | null = node;
  while (current) {
    const first: Node | null = current.namedChildren.find((c): c is Node => c !== null) ?? null;
    if (!first) return null;
    if (first.type === 'module_identifier') return first.text;
    if (first.type !== 'module_identifier_path') return null;
    current = first;
  }
  return null;
}
