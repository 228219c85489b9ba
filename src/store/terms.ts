import type { ExtractResult } from '../types.js';
import { splitIdentifier } from '../shared/identifiers.js';

/** Definition names count twice: what a file defines says more about it than what it uses. */
const DEFINITION_REPEAT = 2;

/**
 * The words a file is about, for lexical (BM25) ranking: the word parts of
 * its path, of the names it defines and of the names it references
 * (`applyTax` → `apply tax`). Stored in the `file_terms` FTS5 table.
 */
export function fileTerms(path: string, result: Pick<ExtractResult, 'definitions' | 'references'>): string {
  const words: string[] = [];
  for (const segment of path.split('/')) words.push(...splitIdentifier(segment.replace(/\.[^.]+$/, '')));
  for (const def of result.definitions) {
    const parts = splitIdentifier(def.name);
    for (let i = 0; i < DEFINITION_REPEAT; i++) words.push(...parts);
  }
  for (const ref of result.references) words.push(...splitIdentifier(ref.name));
  return words.join(' ');
}
