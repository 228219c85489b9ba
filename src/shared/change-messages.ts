// Past changes whose messages read like a task: BM25 over the commit messages of a change
// history, with every statistic (document frequencies, average length) taken over the
// changes before a position only, so a replayed task never sees its own or a later change.
import { bm25PositiveIdf, bm25Tf } from './bm25.js';
import { splitIdentifier } from './identifiers.js';

const MIN_TERM_LENGTH = 3;
const PLAIN_WORD = /^[a-z]+$/;
/** Past changes whose files are credited: the best-matching ones only. */
const MATCHED_CHANGES = 30;
/** A change touching more files than this is a sweep: its message says little about any one file. */
const MAX_CHANGE_FILES = 50;

/** The word parts a message or a task is compared by: identifier parts of three or more letters. */
export function messageTerms(text: string): string[] {
  const terms: string[] = [];
  for (const token of text.match(/[\p{L}\p{N}_$]+/gu) ?? []) {
    // Most of a message is plain lowercase words: no identifier to split (a fresh process
    // tokenizes thousands of messages once).
    if (PLAIN_WORD.test(token)) {
      if (token.length >= MIN_TERM_LENGTH) terms.push(token);
      continue;
    }
    for (const part of splitIdentifier(token)) if (part.length >= MIN_TERM_LENGTH && !/^\d+$/.test(part)) terms.push(part);
  }
  return terms;
}

interface Postings {
  /** Positions of the changes holding the term, ascending, and the term's count in each. */
  positions: number[];
  counts: number[];
}

export class ChangeMessages {
  private postings: Map<string, Postings> | null = null;
  /** lengthBefore[i]: the summed term count of the messages at positions < i. */
  private lengthBefore: Float64Array | null = null;
  private lengths: Uint32Array | null = null;

  /** Read by build(): a ranking with no text never asks for them. */
  private messages: readonly (string | undefined)[] = [];

  /**
   * `messages()[i]` and `files[i]`: the message and the touched files of the change at position
   * i (oldest first). The messages are asked for on first use, so a ranking with no text never
   * reads them.
   */
  constructor(
    private readonly readMessages: () => readonly (string | undefined)[],
    private readonly files: readonly (readonly string[])[],
  ) {}

  /** Indexed on first use: a ranking with no text never pays for it. */
  private build(): void {
    this.messages = this.readMessages();
    const postings = new Map<string, Postings>();
    const lengths = new Uint32Array(this.messages.length);
    const lengthBefore = new Float64Array(this.messages.length + 1);
    this.messages.forEach((message, position) => {
      const terms = message ? messageTerms(message) : [];
      lengths[position] = terms.length;
      lengthBefore[position + 1] = lengthBefore[position]! + terms.length;
      const counts = new Map<string, number>();
      for (const term of terms) counts.set(term, (counts.get(term) ?? 0) + 1);
      for (const [term, count] of counts) {
        let list = postings.get(term);
        if (!list) postings.set(term, (list = { positions: [], counts: [] }));
        list.positions.push(position);
        list.counts.push(count);
      }
    });
    this.postings = postings;
    this.lengths = lengths;
    this.lengthBefore = lengthBefore;
  }

  /**
   * Files of the past changes (positions < `before`) whose messages best match `terms`: each
   * of the best-matching changes credits its files with its BM25 score, shared by the square
   * root of how many files it touched. Ties among changes go to the newer one.
   */
  filesLike(terms: readonly string[], before: number): Map<string, number> {
    const result = new Map<string, number>();
    if (!terms.length) return result;
    if (!this.postings) this.build();
    const end = Math.min(before, this.messages.length);
    if (end <= 0) return result;
    const averageLength = this.lengthBefore![end]! / end || 1;
    const scores = new Map<number, number>();
    for (const term of new Set(terms)) {
      const list = this.postings!.get(term);
      if (!list) continue;
      const df = lowerBound(list.positions, end);
      if (df === 0) continue;
      const idf = bm25PositiveIdf(end, df);
      for (let i = 0; i < df; i++) {
        const position = list.positions[i]!;
        const tf = list.counts[i]!;
        scores.set(position, (scores.get(position) ?? 0) + idf * bm25Tf(tf, this.lengths![position]!, averageLength));
      }
    }
    const best = [...scores]
      .filter(([position]) => {
        const touched = this.files[position]!.length;
        return touched >= 1 && touched <= MAX_CHANGE_FILES;
      })
      .sort((a, b) => b[1] - a[1] || b[0] - a[0])
      .slice(0, MATCHED_CHANGES);
    for (const [position, score] of best) {
      const touched = this.files[position]!;
      const share = score / Math.sqrt(touched.length);
      for (const file of touched) result.set(file, (result.get(file) ?? 0) + share);
    }
    return result;
  }
}

/** How many of the ascending `values` are below `limit`. */
function lowerBound(values: readonly number[], limit: number): number {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (values[middle]! < limit) low = middle + 1;
    else high = middle;
  }
  return low;
}
