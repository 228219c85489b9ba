import type { Parser, ParseOptions, Tree } from 'web-tree-sitter';

/**
 * UTF-16 code units handed to tree-sitter per read while it parses. web-tree-sitter reads a
 * string through a callback that copies what it returns, up to 5,119 code units, into the
 * runtime's buffer, and tree-sitter asks again whenever its lexer moves outside the piece it
 * holds, or asks a token's column (an indentation-sensitive scanner does for every token:
 * F#, Haskell), which reads the line again from its start. Given the rest of the file each
 * time, F# copied some 500 code units per byte of source, three quarters of its parse
 * (Giraffe: 2.4 s of CPU, 0.6 s with pieces of 256; bench/history/2026-12-04-fsharp.md,
 * "Parse input in pieces"). The
 * tree is the same whatever the pieces.
 */
export const PARSE_PIECE_UNITS = 256;

/**
 * Parse `text` feeding it to tree-sitter in pieces of PARSE_PIECE_UNITS. Once the parse is
 * done the tree reads its nodes' text (`node.text`, a query's text predicates) through the same
 * callback, which then hands back the rest of `read` at once, as a string input does: the text
 * parsed, or the file itself when `text` is its readable rewrite (same length, character for
 * character) and a node's text is to be the file's.
 */
export function parseText(parser: Parser, text: string, options?: ParseOptions, read: string = text): Tree | null {
  let parsing = true;
  const input = (index: number): string => {
    // A piece that ends inside a surrogate pair is read again from that pair by tree-sitter.
    return parsing ? text.slice(index, index + PARSE_PIECE_UNITS) : read.slice(index);
  };
  try {
    return parser.parse(input, null, options);
  } finally {
    parsing = false;
  }
}
