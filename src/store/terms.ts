import type { ExtractResult } from '../types.js';
import { splitIdentifier } from '../shared/identifiers.js';
import { literalTerms } from '../shared/literal-terms.js';
import type { Literal } from '../types.js';

/** Definition names count twice: what a file defines says more about it than what it uses. */
const DEFINITION_REPEAT = 2;

/** Accents removed, as FTS5's `remove_diacritics` did: `café` and `cafe` are one term. */
export function lexicalTerm(word: string): string {
  return /^[\u0000-\u007f]*$/.test(word) ? word : word.normalize('NFD').replace(/\p{Mn}/gu, '').normalize('NFC');
}

/** Names seen in a run (`String`, `get`, `src` recur in most files), with their terms: at most this many. */
const NAME_TERMS_KEPT = 65536;
/** Distinct terms numbered at most: past this many, the numbering starts again (`forgetIfFull`). */
const TERMS_KEPT = 1 << 20;

/**
 * The words a file is about, for lexical (BM25) ranking: the word parts of its path, of the
 * names it defines and of the names it references (`applyTax` → `apply tax`), with their
 * counts. Stored in the `file_term_counts` table. One counter serves a whole run: each term is
 * numbered once and counted in a typed array, each name split once (per NAME_TERMS_KEPT names),
 * so a file's count touches no map keyed by a term (0.8–2.3 s of a core on spring-framework's
 * 9,645 files when it did).
 */
export class FileTermCounter {
  private readonly numbers = new Map<string, number>();
  private terms: string[] = [];
  private counts = new Int32Array(4096);
  /** The terms of the file counted last, by number, in the order first met. */
  private touched: number[] = [];
  private readonly nameTerms = new Map<string, readonly number[]>();

  /** Count one file's terms (forgetting the previous file's); returns its length in terms. */
  count(path: string, result: Pick<ExtractResult, 'definitions' | 'references'>): number {
    const counts = this.counts;
    for (const term of this.touched) counts[term] = 0;
    this.touched = [];
    let total = 0;
    for (const segment of path.split('/')) total += this.add(this.termsOf(segment.replace(/\.[^.]+$/, '')), 1);
    for (const def of result.definitions) total += this.add(this.termsOf(def.name), DEFINITION_REPEAT);
    for (const ref of result.references) total += this.add(this.termsOf(ref.name), 1);
    return total;
  }

  /** Each term of the file counted last, by number, with its count, in the order first met. */
  forEach(visit: (term: number, count: number) => void): void {
    for (const term of this.touched) visit(term, this.counts[term]!);
  }

  /** A term's text by its number. */
  textOf(term: number): string {
    return this.terms[term]!;
  }

  /**
   * Start the numbering again when it holds TERMS_KEPT terms: only while no number is held
   * elsewhere (the term rows just flushed).
   */
  forgetIfFull(): void {
    if (this.terms.length < TERMS_KEPT) return;
    this.numbers.clear();
    this.nameTerms.clear();
    this.terms = [];
  }

  private add(terms: readonly number[], times: number): number {
    let counts = this.counts;
    for (const term of terms) {
      if (term >= counts.length) {
        const grown = new Int32Array(Math.max(counts.length * 2, term + 1));
        grown.set(counts);
        this.counts = counts = grown;
      }
      if (counts[term] === 0) this.touched.push(term);
      counts[term] += times;
    }
    return terms.length * times;
  }

  /** A name's lexical terms by number (its word parts, accents removed). */
  private termsOf(name: string): readonly number[] {
    let terms = this.nameTerms.get(name);
    if (terms === undefined) {
      if (this.nameTerms.size >= NAME_TERMS_KEPT) this.nameTerms.clear();
      terms = splitIdentifier(name).map((word) => this.numberOf(lexicalTerm(word)));
      this.nameTerms.set(name, terms);
    }
    return terms;
  }

  private numberOf(term: string): number {
    let number = this.numbers.get(term);
    if (number === undefined) {
      number = this.terms.length;
      this.terms.push(term);
      this.numbers.set(term, number);
    }
    return number;
  }
}

/** A literal term of one file: how often it occurs and the first line it is on. */
export interface LiteralTermCount {
  count: number;
  line: number;
}

/** Distinct literal terms kept per file (the first ones in source order). */
export const MAX_LITERAL_TERMS = 4000;

/**
 * The terms of a file's string literals (keys and word pairs, see literal-terms.ts), counted
 * into `counts` (cleared first) with the first line of each. Returns the file's length in
 * literal terms: BM25's document length for the `file_literals` table.
 */
export function countLiteralTerms(literals: readonly Literal[], counts: Map<string, LiteralTermCount>): number {
  counts.clear();
  let total = 0;
  for (const literal of literals) {
    literalTerms(literal.text, (term) => {
      const seen = counts.get(term);
      if (seen) seen.count++;
      else if (counts.size < MAX_LITERAL_TERMS) counts.set(term, { count: 1, line: literal.line });
      else return;
      total++;
    });
  }
  return total;
}
