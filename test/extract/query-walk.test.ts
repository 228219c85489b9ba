// The query walk reads a query's matches from tree-sitter's runtime itself and builds a
// capture's node only when asked (src/extract/query-walk.ts): it must give exactly what
// web-tree-sitter's `query.matches` gives, text predicates included.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Node, QueryMatch } from 'web-tree-sitter';
import { loadLanguage } from '../../src/extract/languages.js';
import { queryMatches, queryWalkReadsRuntime, type WalkMatch } from '../../src/extract/query-walk.js';
import { parseText } from '../../src/extract/parse-text.js';
import type { LanguageId } from '../../src/types.js';

const nodeRow = (node: Node) => [node.type, node.startIndex, node.endIndex, node.startPosition.row, node.startPosition.column, node.text];

function fromLibrary(matches: QueryMatch[]) {
  return matches.map((match) => ({
    pattern: match.patternIndex,
    set: match.setProperties ?? null,
    captures: match.captures.map((capture) => [capture.name, ...nodeRow(capture.node)]),
  }));
}

/** Each capture's text and start read before its node is built, then the node's own values. */
function fromWalk(matches: WalkMatch[]) {
  return matches.map((match) => ({
    pattern: match.patternIndex,
    set: match.setProperties ?? null,
    captures: match.captures.map((capture) => {
      const early = [capture.text, capture.startIndex, capture.row];
      const row = [capture.name, ...nodeRow(capture.node)];
      expect(early).toEqual([row[6], row[2], row[4]]);
      return row;
    }),
  }));
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

const cases: [LanguageId, string][] = [
  ['java', 'fixtures/extract/java'],
  ['typescript', 'fixtures/extract/typescript'],
  ['ruby', 'fixtures/extract/ruby'],
  ['kotlin', 'fixtures/extract/kotlin'],
];

describe('query walk', () => {
  for (const [language, dir] of cases) {
    it(`gives ${language}'s matches as query.matches does, nodes and text alike`, async () => {
      const lang = await loadLanguage(language);
      const files = filesUnder(dir).filter((file) => !file.endsWith('.md'));
      expect(files.length).toBeGreaterThan(0);
      expect(queryWalkReadsRuntime()).toBe(true);
      let compared = 0;
      for (const file of files) {
        const text = readFileSync(file, 'utf8');
        const tree = parseText(lang.parser, text)!;
        try {
          const expected = fromLibrary(lang.query.matches(tree.rootNode));
          expect(fromWalk(queryMatches(lang.query, tree, tree.rootNode))).toEqual(expected);
          compared += expected.length;
        } finally {
          tree.delete();
        }
      }
      expect(compared).toBeGreaterThan(20);
    });
  }

  it("leaves out a match its pattern's #match? predicate refuses", async () => {
    // java.scm: an object of a call is a type only when it looks like a class name.
    const lang = await loadLanguage('java');
    const tree = parseText(lang.parser, 'class A { void f() { Tax.compute(); tax.compute(); } }')!;
    try {
      const names = queryMatches(lang.query, tree, tree.rootNode)
        .filter((match) => match.captures.some((capture) => capture.name === 'reference.type'))
        .map((match) => match.captures.find((capture) => capture.name === 'name')!.text);
      expect(names).toContain('Tax');
      expect(names).not.toContain('tax');
    } finally {
      tree.delete();
    }
  });
});
