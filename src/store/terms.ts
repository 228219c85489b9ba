import type { ExtractResult } from '../types.js';
import { splitIdentifier } from '../shared/identifiers.js';
import { literalTerms } from '../shared/literal-terms.js';
import type { Literal } from '../types.js';

/** Definition names count twice: what a file defines says more about it than what it uses. */
const DEFINITION_REPEAT = 2;

/** Accents removed, as FTS5's `remove_diacritics` did: `café` and `cafe` are one term. */
export function lexicalTerm(word: string): string {
  return /^[\u0000-\u007f]*$/.test(word) ? word : word.normalize('NFD').replace(/\p{Mn}/gu, '').normalize('NFC');
}

/**
 * The words a file is about, for lexical (BM25) ranking: the word parts of
 * its path, of the names it defines and of the names it references
 * (`applyTax` → `apply tax`), counted into `counts` (cleared first). Returns
 * the file's length in terms. Stored in the `file_term_counts` table.
 */
export function countFileTerms(
  path: string,
  result: Pick<ExtractResult, 'definitions' | 'references'>,
  counts: Map<string, number>,
): number {
  counts.clear();
  let total = 0;
  const add = (parts: readonly string[], times: number): void => {
    for (const term of parts) {
      counts.set(term, (counts.get(term) ?? 0) + times);
      total += times;
    }
  };
  for (const segment of path.split('/')) add(termsOfName(segment.replace(/\.[^.]+$/, '')), 1);
  for (const def of result.definitions) add(termsOfName(def.name), DEFINITION_REPEAT);
  for (const ref of result.references) add(termsOfName(ref.name), 1);
  return total;
}

/** Names seen in a run (`String`, `get`, `src` recur in most files), with their terms: at most this many. */
const NAME_TERMS_KEPT = 65536;
const nameTerms = new Map<string, readonly string[]>();

/** A name's lexical terms (its word parts, accents removed), each name split once per NAME_TERMS_KEPT names. */
function termsOfName(name: string): readonly string[] {
  let terms = nameTerms.get(name);
  if (terms === undefined) {
    if (nameTerms.size >= NAME_TERMS_KEPT) nameTerms.clear();
    terms = splitIdentifier(name).map(lexicalTerm);
    nameTerms.set(name, terms);
  }
  return terms;
}

/** A literal term of one file: how often it occurs and the first line it is on. */
export interface LiteralTermCount {
  count: number;
  line: number;
}

/** Distinct literal terms kept per file (the first ones in source order). */
export const MAX_LITERAL_TERMS = 4000;

/**
 * The terms of a file's string literals (keys and word pairs, see literal-terms.ts), counted
 * into `counts` (cleared first) with the first line of each. Returns the file's length in
 * literal terms: BM25's document length for the `file_literals` table.
 */
export function countLiteralTerms(literals: readonly Literal[], counts: Map<string, LiteralTermCount>): number {
  counts.clear();
  let total = 0;
  for (const literal of literals) {
    literalTerms(literal.text, (term) => {
      const seen = counts.get(term);
      if (seen) seen.count++;
      else if (counts.size < MAX_LITERAL_TERMS) counts.set(term, { count: 1, line: literal.line });
      else return;
      total++;
    });
  }
  return total;
}
