// The title above the body: an issue's first line (its title) and a commit's subject say what
// the change is; the body adds a reproduction, a trace, a log. A text alone may weigh the word
// parts of its first line above the rest (rank/lexical.ts `titleWeight`).
import { splitIdentifier } from '../shared/identifiers.js';
import { extractQueryTerms } from './query-terms.js';

/** A first line longer than this is no title (a text of one long paragraph). */
const MAX_TITLE_CHARS = 200;
const MIN_TERM_LENGTH = 3;

/**
 * The word parts of a text's first non-empty line, read as the rest of the text is
 * (identifiers, paths' words, prose words; `rank/query-terms.ts`), when a body follows it;
 * empty for a text of one line (nothing to weigh it above) or a first line that is no title.
 */
export function titleTerms(text: string): Set<string> {
  const terms = new Set<string>();
  let start = 0;
  while (start < text.length && (text[start] === '\n' || text[start] === '\r' || text[start] === ' ' || text[start] === '\t')) start++;
  const end = text.indexOf('\n', start);
  if (end < 0 || !text.slice(end + 1).trim()) return terms;
  const line = text.slice(start, end).trim();
  if (!line || line.length > MAX_TITLE_CHARS || line.startsWith('```')) return terms;
  const read = extractQueryTerms(line);
  for (const token of [...read.words, ...read.identifiers]) {
    for (const part of splitIdentifier(token)) if (part.length >= MIN_TERM_LENGTH) terms.add(part);
  }
  return terms;
}
