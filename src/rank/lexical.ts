import { splitIdentifier } from '../shared/identifiers.js';

export interface LexicalSource {
  /** The names the given files define and reference (with repeats). */
  namesOf(paths: readonly string[]): string[];
  /** In how many files each term occurs; with `cap`, any count over it is given as cap + 1. */
  documentFrequencies(terms: readonly string[], cap?: number): Map<string, number>;
  fileCount(): number;
  /**
   * BM25 over every file's identifier words, for an OR of `terms`: path → score (higher is
   * better); with `weights`, a term's part of a file's score × its weight (1 when unset).
   */
  search(terms: readonly string[], limit: number, weights?: ReadonlyMap<string, number>): Map<string, number>;
}

/** Query terms kept: the seeds' most distinctive words. */
const MAX_QUERY_TERMS = 40;
const MIN_TERM_LENGTH = 3;
/** A word in more than this share of files says nothing about which one is meant. */
const MAX_DOCUMENT_SHARE = 0.25;

/** How a text's words are weighed beyond their distinctiveness. */
export interface LexicalQueryOptions {
  /** The word parts of a text's first line (its title, a commit's subject: rank/title.ts). */
  title?: ReadonlySet<string>;
  /** Their weight against the body's words (1: none; rank/title.ts). */
  titleWeight?: number;
}

/** The lexical query: its terms, most distinctive first, each with its IDF and its weight in the query. */
export interface LexicalQuery {
  terms: string[];
  /** log(1 + files / df): how much a term says about a file. */
  idf: Map<string, number>;
  /** Only where a term's weight is not 1 (a title's words). */
  weights: Map<string, number>;
}

/**
 * The query of the lexical prior: the seeds' own identifiers (their most distinctive words by
 * tf·idf) plus the task text's words, at most MAX_QUERY_TERMS of them.
 */
export function lexicalQuery(
  source: LexicalSource,
  seedPaths: readonly string[],
  textWords: readonly string[],
  options: LexicalQueryOptions = {},
): LexicalQuery {
  const tf = new Map<string, number>();
  for (const name of seedPaths.length ? source.namesOf(seedPaths) : []) {
    for (const part of splitIdentifier(name)) {
      if (part.length >= MIN_TERM_LENGTH && !/^\d+$/.test(part)) tf.set(part, (tf.get(part) ?? 0) + 1);
    }
  }
  const titleWeight = options.title?.size ? (options.titleWeight ?? 1) : 1;
  for (const word of textWords) {
    for (const part of splitIdentifier(word)) if (part.length >= MIN_TERM_LENGTH) tf.set(part, (tf.get(part) ?? 0) + 2);
  }
  for (const path of seedPaths) {
    for (const segment of path.split('/')) {
      for (const part of splitIdentifier(segment.replace(/\.[^.]+$/, ''))) {
        if (part.length >= MIN_TERM_LENGTH) tf.set(part, (tf.get(part) ?? 0) + 1);
      }
    }
  }
  const weights = new Map<string, number>();
  if (titleWeight !== 1) {
    for (const [term, count] of tf) {
      if (!options.title!.has(term)) continue;
      tf.set(term, count * titleWeight);
      weights.set(term, titleWeight);
    }
  }
  if (!tf.size) return { terms: [], idf: new Map(), weights };
  const files = Math.max(1, source.fileCount());
  // Words in more than MAX_DOCUMENT_SHARE of the files are dropped: their counts need not be exact.
  const df = source.documentFrequencies([...tf.keys()], Math.floor(files * MAX_DOCUMENT_SHARE));
  const idf = new Map<string, number>();
  const terms = [...tf]
    .filter(([term]) => (df.get(term) ?? 0) > 0 && df.get(term)! / files <= MAX_DOCUMENT_SHARE)
    .map(([term, count]) => {
      idf.set(term, Math.log(1 + files / df.get(term)!));
      return { term, weight: Math.log(1 + count) * idf.get(term)! };
    })
    .sort((a, b) => b.weight - a.weight || (a.term < b.term ? -1 : a.term > b.term ? 1 : 0))
    .slice(0, MAX_QUERY_TERMS)
    .map((entry) => entry.term);
  for (const term of idf.keys()) if (!terms.includes(term)) idf.delete(term);
  for (const term of weights.keys()) if (!idf.has(term)) weights.delete(term);
  return { terms, idf, weights };
}

/**
 * Files lexically similar to the task: BM25 over identifier word parts, the query being
 * `lexicalQuery`'s. DESIGN's measurements put this baseline well above a reference graph
 * alone on real pull requests.
 */
export function lexicalScores(source: LexicalSource, query: LexicalQuery, limit: number): Map<string, number> {
  if (!query.terms.length) return new Map();
  return query.weights.size ? source.search(query.terms, limit, query.weights) : source.search(query.terms, limit);
}
