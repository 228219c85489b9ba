// A file scored by its best-matching definition. The lexical prior (rank/lexical.ts) sums a
// text's words over a whole file, so a large file that uses each word once somewhere can lead a
// small one holding the one definition the text describes (`autodoc_typehints` declared in
// `sphinx/ext/autodoc/__init__.py`; a function whose name carries three of the words).
// Here each definition of the lexical prior's candidate files is scored by the query's words
// its own name, container, signature and doc sentence hold, and a file takes the score of its
// best definitions. Derived at query time from the stored definitions: no index table.
import { splitIdentifier } from '../shared/identifiers.js';
import { lexicalTerm } from '../store/terms.js';
import type { LexicalQuery } from './lexical.js';

/** What a definition is matched by: as the store holds it. */
export interface DefinitionText {
  path: string;
  name: string;
  qualifiedName: string;
  signature: string;
  doc?: string | null;
}

/** The stored definitions of the given files. */
export interface DefinitionTextSource {
  definitionsOf(paths: readonly string[]): readonly DefinitionText[];
}

/** A query word in the definition's own name counts fully; in its container, signature or doc sentence, this much. */
const NAME_FIELD = 1;
const CONTEXT_FIELD = 0.5;
/** A constant's "signature" can hold its whole value: only its start is read. */
const SIGNATURE_CHARS = 300;
const WORD = /[\p{L}\p{N}_$]+/gu;
/** A definition holding one of the text's words is no closer match than its file's words are. */
const MIN_TERMS = 2;

/** How the files' definition scores are combined. */
export interface BestDefinitionOptions {
  /** A file's score: its best definition's, plus its next ones' × decay, × decay², … (3 in all). 0: the best alone. */
  decay?: number;
  /** A query word in a definition's container, signature or doc sentence counts this much (its own name: 1). Default 0.5. */
  context?: number;
  /** A definition holding fewer distinct query words scores 0. Default 2 (1 cost the issue texts' Hit@5). */
  minTerms?: number;
  /**
   * Names the text writes whole (rank/written-names.ts): a definition of one counts every part of
   * its name at its IDF, whatever the query kept of them and however few they are.
   */
  written?: WrittenNames;
}

/** The names a text writes whole, and the IDF of each of their parts. */
export interface WrittenNames {
  names: ReadonlySet<string>;
  /** Each part's IDF (lexical terms), the query's where it kept the part. */
  idf: ReadonlyMap<string, number>;
}

/** A definition's container, signature start and doc sentence, and all of it in lowercase. */
interface ReadDefinition {
  context: string[];
  text: string;
}

/** Read once per stored definition: the store's readers share one object per definition for an index generation. */
const read = new WeakMap<DefinitionText, ReadDefinition>();

function readDefinition(definition: DefinitionText): ReadDefinition {
  let known = read.get(definition);
  if (!known) {
    const dot = definition.qualifiedName.lastIndexOf('.');
    const context = [dot > 0 ? definition.qualifiedName.slice(0, dot) : '', definition.signature.slice(0, SIGNATURE_CHARS), definition.doc ?? ''];
    known = { context, text: `${definition.name} ${context.join(' ')}`.toLowerCase() };
    read.set(definition, known);
  }
  return known;
}

/** A definition's score: the IDF (× the query's weight) of each query term it holds, × the weight of the best field holding it. */
export function definitionScore(definition: DefinitionText, query: LexicalQuery, options: BestDefinitionOptions = {}): number {
  const contextWeight = options.context ?? CONTEXT_FIELD;
  const written = options.written?.names.has(definition.name) ? options.written : null;
  const { context, text } = readDefinition(definition);
  // Most definitions hold none of the query's words: a look for them as substrings first.
  if (!written && !query.terms.some((term) => text.includes(term))) return 0;
  const found = new Map<string, number>();
  const note = (term: string, weight: number): void => {
    if (query.idf.has(term) && (found.get(term) ?? 0) < weight) found.set(term, weight);
  };
  let whole = 0;
  for (const part of splitIdentifier(definition.name)) {
    const term = lexicalTerm(part);
    note(term, NAME_FIELD);
    // A name written whole: each of its parts counts, those the query dropped (too common, past its length) at their own IDF.
    if (written && !query.idf.has(term) && !found.has(term)) {
      found.set(term, NAME_FIELD);
      whole += written.idf.get(term) ?? 0;
    }
  }
  for (const text of context) {
    if (contextWeight <= 0) break;
    for (const token of text.match(WORD) ?? []) for (const part of splitIdentifier(token)) note(lexicalTerm(part), contextWeight);
  }
  if (!written && found.size < (options.minTerms ?? MIN_TERMS)) return 0;
  let score = whole;
  for (const [term, field] of found) if (query.idf.has(term)) score += query.idf.get(term)! * (query.weights.get(term) ?? 1) * field;
  return score;
}

/** Each file's score by its best definitions, for the files given (those without a match left out). */
export function bestDefinitionScores(
  source: DefinitionTextSource,
  files: readonly string[],
  query: LexicalQuery,
  options: BestDefinitionOptions = {},
): Map<string, number> {
  const out = new Map<string, number>();
  if (!files.length || !query.terms.length) return out;
  const decay = options.decay ?? 0;
  const byFile = new Map<string, number[]>();
  for (const definition of source.definitionsOf(files)) {
    const score = definitionScore(definition, query, options);
    if (score <= 0) continue;
    let scores = byFile.get(definition.path);
    if (!scores) byFile.set(definition.path, (scores = []));
    scores.push(score);
  }
  for (const [path, scores] of byFile) {
    scores.sort((a, b) => b - a);
    let total = 0;
    let factor = 1;
    for (const score of scores.slice(0, decay > 0 ? 3 : 1)) {
      total += score * factor;
      factor *= decay;
    }
    out.set(path, total);
  }
  return out;
}
