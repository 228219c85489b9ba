import type { Node, Query, Tree } from 'web-tree-sitter';
import { parseBudget, type LoadedLanguage } from './languages.js';
import { parseText } from './parse-text.js';
import { rootOf } from './fast-node.js';

/** How badly a parse failed: bytes of source inside error nodes, plus one per missing node. */
export function errorBytes(root: Node): number {
  let bytes = 0;
  const pending: Node[] = [root];
  while (pending.length) {
    const node = pending.pop()!;
    if (node.type === 'ERROR') {
      bytes += node.endIndex - node.startIndex;
      continue;
    }
    if (node.isMissing) bytes += 1;
    if (!node.hasError) continue;
    for (const child of node.children) if (child) pending.push(child);
  }
  return bytes;
}

/**
 * A tree with syntax errors is parsed again with the language's fallback grammar (on the
 * source as its `readable` rewrites it, byte for byte in place), and the parse with fewer
 * error bytes is kept (the other tree is deleted), with its query. A tree whose only errors
 * are missing tokens the grammar hides (Kotlin's automatic semicolon) has no error bytes:
 * no parse can have fewer, so none is tried.
 */
export function preferCleanerParse(lang: LoadedLanguage, tree: Tree, source: string): { tree: Tree; query: Query } {
  const fallback = lang.fallback;
  if (!fallback || !rootOf(tree).hasError) return { tree, query: lang.query };
  const mainErrors = errorBytes(rootOf(tree));
  if (mainErrors === 0) return { tree, query: lang.query };
  const budget = parseBudget();
  const text = lang.spec.fallback?.readable?.(source) ?? source;
  const other = parseText(fallback.parser, text, { progressCallback: budget.progressCallback });
  if (!other) {
    // A cancelled parse would resume on the next call: start the next one afresh.
    fallback.parser.reset();
    return { tree, query: lang.query };
  }
  if (errorBytes(rootOf(other)) < mainErrors) {
    tree.delete();
    return { tree: other, query: fallback.query };
  }
  other.delete();
  return { tree, query: lang.query };
}
