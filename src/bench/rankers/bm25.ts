// BM25 over identifier word parts: each file is a document of the names it
// defines and references, split into words (`applyTax` → apply, tax); the
// query is the seed files' own words (plus the task's text and mentions).
import { extractQueryTerms } from '../../rank/query-terms.js';
import { bm25PositiveIdf, bm25Tf } from '../../shared/bm25.js';
import { splitIdentifier } from '../../shared/identifiers.js';
import type { GraphData } from '../../store/read.js';
import type { Ranker } from './types.js';
import { byScore } from './types.js';

const partsCache = new Map<string, string[]>();

/** Word parts of an identifier worth matching: two or more characters, not only digits. */
export function identifierWords(name: string): string[] {
  let parts = partsCache.get(name);
  if (!parts) {
    parts = splitIdentifier(name).filter((part) => part.length >= 2 && !/^\d+$/.test(part));
    if (partsCache.size > 1_000_000) partsCache.clear();
    partsCache.set(name, parts);
  }
  return parts;
}

/** Term frequencies per file (local index) from its definitions and references. */
export function fileDocuments(data: GraphData): Map<string, number>[] {
  const docs = data.paths.map(() => new Map<string, number>());
  const add = (file: number, name: string, count: number): void => {
    const doc = docs[file]!;
    for (const word of identifierWords(name)) doc.set(word, (doc.get(word) ?? 0) + count);
  };
  for (const [name, files] of data.definers) for (const file of files) add(file, name, 1);
  for (let r = 0; r < data.refName.length; r++) add(data.refFile[r]!, data.refName[r]!, data.refCount[r]!);
  return docs;
}

/** BM25 scores of every document for a weighted bag of query terms. */
export function bm25Scores(docs: readonly Map<string, number>[], query: Map<string, number>): Float64Array {
  const n = docs.length;
  const lengths = docs.map((doc) => {
    let total = 0;
    for (const tf of doc.values()) total += tf;
    return total;
  });
  const average = lengths.reduce((sum, length) => sum + length, 0) / Math.max(1, n) || 1;
  const df = new Map<string, number>();
  for (const doc of docs) for (const term of doc.keys()) if (query.has(term)) df.set(term, (df.get(term) ?? 0) + 1);
  const scores = new Float64Array(n);
  docs.forEach((doc, index) => {
    let score = 0;
    for (const [term, qtf] of query) {
      const tf = doc.get(term);
      if (!tf) continue;
      const d = df.get(term)!;
      score += (1 + Math.log(qtf)) * bm25PositiveIdf(n, d) * bm25Tf(tf, lengths[index]!, average);
    }
    scores[index] = score;
  });
  return scores;
}

export const bm25: Ranker = {
  name: 'bm25',
  description: "BM25 over identifier words of each file's definitions and references; query: the seeds' words",
  rank(context) {
    const { data } = context;
    const docs = fileDocuments(data);
    const query = new Map<string, number>();
    const addWords = (words: readonly string[], weight: number): void => {
      for (const word of words) query.set(word, (query.get(word) ?? 0) + weight);
    };
    const indexByPath = new Map(data.paths.map((path, index) => [path, index]));
    for (const seed of context.seeds) {
      const doc = docs[indexByPath.get(seed)!];
      if (doc) for (const [term, tf] of doc) query.set(term, (query.get(term) ?? 0) + tf);
    }
    for (const mention of context.request.mentions ?? []) addWords(identifierWords(mention), 1);
    if (context.request.query) {
      const terms = extractQueryTerms(context.request.query);
      for (const identifier of terms.identifiers) addWords(identifierWords(identifier), 1);
      addWords(terms.words, 1);
    }
    if (!query.size) return [];
    const scores = bm25Scores(docs, query);
    return byScore(new Map(data.paths.map((path, index) => [path, scores[index]!])), context.random);
  },
};
