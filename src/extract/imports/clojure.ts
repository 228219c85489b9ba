import type { Node } from 'web-tree-sitter';
import type { Raw } from '../imports.js';

/**
 * `(:require [a.b :as c] [d.e :refer [f g]] h.i (j [k :as l]))` of an `ns` form, or
 * `(require '[a.b :as c])`: each libspec's namespace with the names it refers.
 */
export function clojureImports(node: Node): Raw[] {
  const out: Raw[] = [];
  const forms = node.namedChildren.slice(1);
  for (const form of forms) if (form) libspec(form, '', out);
  return out;
}

function libspec(form: Node, prefix: string, out: Raw[]): void {
  const node = form.type === 'quoting_lit' ? form.namedChildren.find((c) => c !== null && c.type !== 'comment') ?? null : form;
  if (!node) return;
  if (node.type === 'sym_lit') {
    out.push([prefix + node.text, []]);
    return;
  }
  if (node.type !== 'vec_lit' && node.type !== 'list_lit') return;
  const items = node.namedChildren.filter((c): c is Node => c !== null && c.type !== 'comment');
  const head = items[0];
  if (head?.type !== 'sym_lit') return;
  // A prefix list: `(clojure [string :as s] set)` names clojure.string and clojure.set.
  if (items.length > 1 && items[1]!.type !== 'kwd_lit') {
    for (const item of items.slice(1)) libspec(item, `${prefix}${head.text}.`, out);
    return;
  }
  const names: string[] = [];
  for (let i = 1; i < items.length - 1; i++) {
    if (items[i]!.type === 'kwd_lit' && items[i]!.text === ':refer' && items[i + 1]!.type === 'vec_lit') {
      for (const name of items[i + 1]!.namedChildren) if (name?.type === 'sym_lit') names.push(name.text);
    }
  }
  out.push([prefix + head.text, names]);
}
