// The read side of the literal table: which files hold the literals a task quotes (BM25 over
// the `file_literals` terms), and on which lines.
import type { Db } from './db.js';
import { bm25Idf, bm25Tf } from '../shared/bm25.js';

/** A literal term in more than this share of the files names nothing in particular. */
const MAX_DOCUMENT_SHARE = 0.1;

/** Where a file matched: each matched term's first line, and the term's share of its score. */
export interface LiteralHit {
  term: string;
  line: number;
  score: number;
}

/** A file a literal search found: its score and its hits, best first. */
export interface LiteralMatch {
  score: number;
  hits: LiteralHit[];
}

export interface LiteralSource {
  /**
   * BM25 over the files' literal terms, each query term weighted: the best `limit` files by
   * score (higher is better, ties by path), in that order.
   */
  search(terms: ReadonlyMap<string, number>, limit: number): Map<string, LiteralMatch>;
}

/** The literal table's view for ranking; like lexicalSource, made again for each index generation. */
export function literalSource(db: Db): LiteralSource {
  const totals = db.prepare("SELECT COUNT(*), TOTAL(literal_terms) FROM files WHERE status != 'skipped'").raw();
  // Two statements per search, whatever its number of terms: a text gives hundreds.
  const frequencies = db
    .prepare('SELECT j.value, COUNT(*) FROM json_each(?) j JOIN file_literals t ON t.term = j.value GROUP BY j.value')
    .raw();
  const postings = db
    .prepare(
      `SELECT j.key, t.file_id, t.count, t.line, f.literal_terms FROM json_each(?) j
         JOIN file_literals t ON t.term = j.value JOIN files f ON f.id = t.file_id`,
    )
    .raw();
  const pathsOf = db.prepare('SELECT id, path FROM files WHERE id IN (SELECT value FROM json_each(?))').raw();
  return {
    search(terms, limit) {
      if (!terms.size || limit <= 0) return new Map();
      const [fileTotal, termTotal] = totals.get() as [number, number];
      if (!fileTotal || !termTotal) return new Map();
      const average = termTotal / fileTotal;
      const cap = Math.max(1, Math.floor(fileTotal * MAX_DOCUMENT_SHARE));
      const scores = new Map<number, number>();
      const hits = new Map<number, LiteralHit[]>();
      // Terms in a fixed order, so sums and ties do not depend on the caller's map order.
      const wanted = [...terms.keys()].filter((term) => terms.get(term)! > 0).sort();
      const idfOf = new Map<string, number>();
      for (const [term, df] of frequencies.all(JSON.stringify(wanted)) as [string, number][]) {
        const idf = bm25Idf(fileTotal, df);
        if (df <= cap && idf > 0) idfOf.set(term, idf);
      }
      const kept = wanted.filter((term) => idfOf.has(term));
      const rows = postings.all(JSON.stringify(kept)) as [number, number, number, number, number][];
      // By term, then file: the sums' order (and so their last bits) never depends on the query plan.
      rows.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
      for (const [key, id, count, line, length] of rows) {
        const term = kept[key]!;
        const score = terms.get(term)! * idfOf.get(term)! * bm25Tf(count, length, average);
        scores.set(id, (scores.get(id) ?? 0) + score);
        let list = hits.get(id);
        if (!list) hits.set(id, (list = []));
        list.push({ term, line, score });
      }
      const ranked = [...scores].sort((a, b) => b[1] - a[1]);
      if (!ranked.length) return new Map();
      const floor = ranked[Math.min(limit, ranked.length) - 1]![1];
      const cut = ranked.filter(([, score]) => score >= floor);
      const paths = new Map(pathsOf.all(JSON.stringify(cut.map(([id]) => id))) as [number, string][]);
      const best = cut
        .map(([id, score]): [string, number, number] => [paths.get(id)!, score, id])
        .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
        .slice(0, limit);
      const byHit = (a: LiteralHit, b: LiteralHit): number => b.score - a.score || a.line - b.line || (a.term < b.term ? -1 : 1);
      return new Map(best.map(([path, score, id]) => [path, { score, hits: hits.get(id)!.sort(byHit) }]));
    },
  };
}
