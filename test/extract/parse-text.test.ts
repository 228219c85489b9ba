// Feeding tree-sitter a file in pieces (parseText) must give the very tree a whole-string parse
// gives: same nodes at the same offsets, the same node text, whatever falls on a piece boundary.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Node } from 'web-tree-sitter';
import { loadLanguage } from '../../src/extract/languages.js';
import { parseText, PARSE_PIECE_UNITS } from '../../src/extract/parse-text.js';
import type { LanguageId } from '../../src/types.js';
import { PROJECT_ROOT } from '../helpers.js';

/** Every node, in order, as type, offsets and (for leaves) text. */
function shape(root: Node): string[] {
  const rows: string[] = [];
  const pending: Node[] = [root];
  while (pending.length) {
    const node = pending.pop()!;
    rows.push(`${node.type} ${node.startIndex}-${node.endIndex} ${node.childCount === 0 ? node.text : ''}`);
    for (let i = node.childCount - 1; i >= 0; i--) pending.push(node.child(i)!);
  }
  return rows;
}

async function sameTree(language: LanguageId, source: string): Promise<void> {
  const loaded = await loadLanguage(language);
  const whole = loaded.parser.parse(source)!;
  const pieces = parseText(loaded.parser, source)!;
  try {
    expect(pieces.rootNode.toString()).toBe(whole.rootNode.toString());
    expect(shape(pieces.rootNode)).toEqual(shape(whole.rootNode));
    // Text longer than a piece, read after the parse, comes back whole.
    expect(pieces.rootNode.text).toBe(source);
  } finally {
    whole.delete();
    pieces.delete();
  }
}

const fixture = (path: string): string => readFileSync(join(PROJECT_ROOT, 'fixtures', 'extract', path), 'utf8');

describe('parseText', () => {
  it('gives an indentation-sensitive grammar (F#) the tree of a whole-string parse, over many pieces', async () => {
    const source = fixture('fsharp/src/Billing/Invoice.fs').repeat(6);
    expect(source.length).toBeGreaterThan(PARSE_PIECE_UNITS * 10);
    await sameTree('fsharp', source);
  });

  it('never splits a surrogate pair: an emoji straddling a piece boundary parses as in a whole string', async () => {
    // `let a = "xx…😀"`: the emoji's first half is the last unit of the first piece.
    const head = 'let a = "';
    const line = `${head}${'x'.repeat(PARSE_PIECE_UNITS - 1 - head.length)}😀"\n`;
    expect(line.charCodeAt(PARSE_PIECE_UNITS - 1)).toBe(0xd83d);
    const source = `${line}${fixture('fsharp/src/Billing/Money.fs')}${line.repeat(5)}`;
    await sameTree('fsharp', source);
    await sameTree('python', source.replaceAll('let ', ''));
  });

  it("gives other grammars (Haskell's layout scanner, Python's indentation) the same tree", async () => {
    await sameTree('haskell', fixture('haskell/src/Shop/Cart.hs').repeat(4));
    await sameTree('python', 'def f(x):\n    return "é😀" + x\n'.repeat(60));
  });
});
