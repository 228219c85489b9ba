// The names a text writes whole: an identifier (`customerDisplayName`, `autodoc_typehints`, a
// code span's `applyTax`) or a dotted path's last part (`sphinx.ext.autodoc.Documenter` →
// `Documenter`). The best-definition list (rank/best-definition.ts) counts every part of such a
// name in its definitions: the lexical query keeps a text's most distinctive words only, so a
// name whose other parts are common (`customer`, `display`, `name` in a billing tree) would
// match one word of the query, below a definition two prose words happen to share.
import { splitIdentifier } from '../shared/identifiers.js';
import { lexicalTerm } from '../store/terms.js';
import type { WrittenNames } from './best-definition.js';
import type { LexicalQuery, LexicalSource } from './lexical.js';

/** Shorter names (`id`, `fs`) are too common to be written on purpose. */
const MIN_NAME_LENGTH = 3;
/**
 * A name of one word (`format`, `add`, `diff` in a reproduction snippet) is no more than that
 * word of the text: on dayjs's issues it lifted the core, which defines them all, above the
 * plugin meant (bench/history/2026-12-05b-textname.md).
 */
const MIN_NAME_PARTS = 2;
/** As the lexical query: a word in more than this share of the files has its count capped. */
const DOCUMENT_SHARE_CAP = 0.25;

/** A qualified name's separators: `a.b`, `a::b`, `A#b`. */
function lastPart(identifier: string): string {
  let start = 0;
  for (let i = 0; i < identifier.length; i++) {
    const c = identifier[i];
    if (c === '.' || c === '#') start = i + 1;
    else if (c === ':' && identifier[i + 1] === ':') start = i + 2;
  }
  return identifier.slice(start);
}

/** The names the identifiers write whole, with the IDF of each of their word parts (the query's where it has one). */
export function writtenNames(identifiers: readonly string[], source: LexicalSource, query: LexicalQuery): WrittenNames {
  const names = new Set<string>();
  for (const identifier of identifiers) {
    const name = lastPart(identifier);
    if (name.length >= MIN_NAME_LENGTH && splitIdentifier(name).length >= MIN_NAME_PARTS) names.add(name);
  }
  const idf = new Map<string, number>();
  const missing = new Set<string>();
  for (const name of names) {
    for (const part of splitIdentifier(name)) {
      const term = lexicalTerm(part);
      if (term.length < MIN_NAME_LENGTH) continue;
      const known = query.idf.get(term);
      if (known !== undefined) idf.set(term, known);
      else missing.add(term);
    }
  }
  if (missing.size) {
    const files = Math.max(1, source.fileCount());
    const df = source.documentFrequencies([...missing], Math.floor(files * DOCUMENT_SHARE_CAP));
    for (const term of missing) {
      const count = df.get(term) ?? 0;
      if (count > 0) idf.set(term, Math.log(1 + files / count));
    }
  }
  return { names, idf };
}
