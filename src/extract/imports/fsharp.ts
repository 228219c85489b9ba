import type { Node } from 'web-tree-sitter';
import type { Raw } from '../imports.js';

/** `open Giraffe.ViewEngine` → the namespace or module `Giraffe.ViewEngine`. */
export function fsharpImports(node: Node): Raw[] {
  const name = node.namedChildren.find((c) => c?.type === 'long_identifier');
  return name ? [[name.text, []]] : [];
}
