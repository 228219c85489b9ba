import type { ExtractResult } from '../types.js';
import { splitIdentifier } from '../shared/identifiers.js';

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
    for (const part of parts) {
      const term = lexicalTerm(part);
      counts.set(term, (counts.get(term) ?? 0) + times);
      total += times;
    }
  };
  for (const segment of path.split('/')) add(splitIdentifier(segment.replace(/\.[^.]+$/, '')), 1);
  for (const def of result.definitions) add(splitIdentifier(def.name), DEFINITION_REPEAT);
  for (const ref of result.references) add(splitIdentifier(ref.name), 1);
  return total;
}
