import { splitIdentifier } from '../shared/identifiers.js';

export interface LexicalSource {
  /** The names the given files define and reference (with repeats). */
  namesOf(paths: readonly string[]): string[];
  /** In how many files each term occurs; with `cap`, any count over it is given as cap + 1. */
  documentFrequencies(terms: readonly string[], cap?: number): Map<string, number>;
  fileCount(): number;
  /** BM25 over every file's identifier words, for an OR of `terms`: path → score (higher is better). */
  search(terms: readonly string[], limit: number): Map<string, number>;
}

/** Query terms kept: the seeds' most distinctive words. */
const MAX_QUERY_TERMS = 40;
const MIN_TERM_LENGTH = 3;
/** A word in more than this share of files says nothing about which one is meant. */
const MAX_DOCUMENT_SHARE = 0.25;

/**
 * Files lexically similar to the task: BM25 over identifier word parts, the
 * query being the seeds' own identifiers (their most distinctive words by
 * tf·idf) plus the task text's words. DESIGN's measurements put this baseline
 * well above a reference graph alone on real pull requests.
 */
export function lexicalScores(
  source: LexicalSource,
  seedPaths: readonly string[],
  textWords: readonly string[],
  limit: number,
): Map<string, number> {
  const tf = new Map<string, number>();
  for (const name of seedPaths.length ? source.namesOf(seedPaths) : []) {
    for (const part of splitIdentifier(name)) {
      if (part.length >= MIN_TERM_LENGTH && !/^\d+$/.test(part)) tf.set(part, (tf.get(part) ?? 0) + 1);
    }
  }
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
  if (!tf.size) return new Map();
  const files = Math.max(1, source.fileCount());
  // Words in more than MAX_DOCUMENT_SHARE of the files are dropped: their counts need not be exact.
  const df = source.documentFrequencies([...tf.keys()], Math.floor(files * MAX_DOCUMENT_SHARE));
  const weighted = [...tf]
    .filter(([term]) => (df.get(term) ?? 0) > 0 && df.get(term)! / files <= MAX_DOCUMENT_SHARE)
    .map(([term, count]) => ({ term, weight: Math.log(1 + count) * Math.log(1 + files / df.get(term)!) }))
    .sort((a, b) => b.weight - a.weight || (a.term < b.term ? -1 : a.term > b.term ? 1 : 0))
    .slice(0, MAX_QUERY_TERMS)
    .map((entry) => entry.term);
  return source.search(weighted, limit);
}
