// BM25, the one lexical scorer every ranking by words uses: files by their identifier words
// (store/read.ts), files by their string literals (store/literals.ts), past changes by their
// messages (shared/change-messages.ts) and the bench's bm25 baseline. Each counts its own
// documents and terms; the saturation of a term's count and the inverse document frequency
// are these. (The symbol search is SQLite FTS5's own bm25(), with the same k1 and b.)

/** k1 and b, FTS5's own. */
export const BM25_K1 = 1.2;
export const BM25_B = 0.75;

/** A term's count in a document of `length` terms, saturated and normalised by the average length: BM25's tf part. */
export function bm25Tf(count: number, length: number, averageLength: number): number {
  return (count * (BM25_K1 + 1)) / (count + BM25_K1 * (1 - BM25_B + (BM25_B * length) / averageLength));
}

/**
 * The classic IDF, log((N − df + 0.5) / (df + 0.5)): negative for a term in more than half the
 * documents (the callers floor it or drop the term, as FTS5 floors it at 1e-6).
 */
export function bm25Idf(documents: number, containing: number): number {
  return Math.log((documents - containing + 0.5) / (containing + 0.5));
}

/** The IDF that never goes negative, log(1 + (N − df + 0.5) / (df + 0.5)): for small collections (commit messages, the bench baseline). */
export function bm25PositiveIdf(documents: number, containing: number): number {
  return Math.log(1 + (documents - containing + 0.5) / (containing + 0.5));
}
