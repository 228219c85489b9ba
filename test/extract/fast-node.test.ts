// A FastNode (src/extract/fast-node.ts) answers a node's look-ups from tree-sitter's runtime
// itself: every answer must be what web-tree-sitter's own `Node` gives, on every node of a
// tree, errors and missing tokens included (docs, blocks and signatures are read from them).
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Node } from 'web-tree-sitter';
import { loadLanguage } from '../../src/extract/languages.js';
import { FastNode, nodeRuntime, rootOf } from '../../src/extract/fast-node.js';
import { parseText } from '../../src/extract/parse-text.js';
import type { LanguageId } from '../../src/types.js';

const brief = (node: Node | null) => (node ? [node.id, node.type, node.startIndex, node.endIndex] : null);

/** Every look-up the extraction makes of a node, as values. */
function lookups(node: Node) {
  return {
    type: node.type,
    typeId: node.typeId,
    flags: [node.isNamed, node.isExtra, node.isMissing, node.hasError],
    start: [node.startIndex, node.startPosition],
    end: [node.endIndex, node.endPosition],
    text: node.text,
    parent: brief(node.parent),
    siblings: [brief(node.previousSibling), brief(node.nextSibling), brief(node.previousNamedSibling), brief(node.nextNamedSibling)],
    counts: [node.childCount, node.namedChildCount],
    ends: [brief(node.firstChild), brief(node.lastChild), brief(node.firstNamedChild), brief(node.lastNamedChild)],
    children: node.children.map(brief),
    named: node.namedChildren.map(brief),
    fields: ['name', 'body', 'declarator', 'parameters'].map((field) => brief(node.childForFieldName(field))),
  };
}

/** Every node of a tree, depth first, as its library's `Node`. */
function allNodes(root: Node): Node[] {
  const nodes: Node[] = [];
  const pending = [root];
  while (pending.length) {
    const node = pending.pop()!;
    nodes.push(node);
    for (const child of node.children) if (child) pending.push(child);
  }
  return nodes;
}

const cases: [LanguageId, string][] = [
  ['java', 'fixtures/extract/java'],
  ['python', 'fixtures/extract/python'],
  ['kotlin', 'fixtures/extract/kotlin'],
];

describe('fast nodes', () => {
  for (const [language, dir] of cases) {
    it(`answer every look-up of every ${language} node as web-tree-sitter's Node does`, async () => {
      const lang = await loadLanguage(language);
      expect(nodeRuntime()).not.toBeNull();
      const files = readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile() && !entry.name.endsWith('.md'))
        .map((entry) => join(entry.parentPath, entry.name))
        .sort();
      expect(files.length).toBeGreaterThan(0);
      // A syntax error too: its ERROR and missing nodes.
      const sources = [...files.map((file) => readFileSync(file, 'utf8')), 'class X { void f( { int y = ; }'];
      let compared = 0;
      for (const text of sources) {
        const tree = parseText(lang.parser, lang.spec.readable ? lang.spec.readable(text) : text, undefined, text)!;
        try {
          const root = rootOf(tree);
          expect(root).toBeInstanceOf(FastNode);
          for (const node of allNodes(tree.rootNode)) {
            const fast = new FastNode((node as unknown as { 0: number })[0], node.id, tree, node.startIndex, node.startPosition.row, node.startPosition.column) as unknown as Node;
            expect(lookups(fast)).toEqual(lookups(node));
            // What a look-up answers is a FastNode too.
            if (fast.parent) expect(fast.parent).toBeInstanceOf(FastNode);
            compared++;
          }
        } finally {
          tree.delete();
        }
      }
      expect(compared).toBeGreaterThan(500);
    });
  }
});
