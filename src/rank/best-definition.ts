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

/**
 * A definition's distinct lexical terms in the order they first appear: its name's parts first
 * (`inName` of them), then its container's, signature start's and doc sentence's.
 */
interface ReadDefinition {
  terms: string[];
  inName: number;
}

/** A file's definitions with its terms' postings: each term's (definition, position) pairs, flat; and its definitions by name. */
interface FileTerms {
  definitions: readonly DefinitionText[];
  read: ReadDefinition[];
  byTerm: Map<string, number[]>;
  byName: Map<string, number[]>;
}

/**
 * Read once per file and index generation, keyed by its first definition: the store's readers
 * share one object per definition for a generation (the Repository's cache of stored
 * definitions), so a text scores a file by a look-up per query term, not a scan of its definitions.
 */
const fileTerms = new WeakMap<DefinitionText, FileTerms>();

function readDefinition(definition: DefinitionText): ReadDefinition {
  const terms: string[] = [];
  const seen = new Set<string>();
  const add = (part: string): void => {
    const term = lexicalTerm(part);
    if (!seen.has(term)) {
      seen.add(term);
      terms.push(term);
    }
  };
  for (const part of splitIdentifier(definition.name)) add(part);
  const inName = terms.length;
  const dot = definition.qualifiedName.lastIndexOf('.');
  const context = [dot > 0 ? definition.qualifiedName.slice(0, dot) : '', definition.signature.slice(0, SIGNATURE_CHARS), definition.doc ?? ''];
  for (const text of context) for (const token of text.match(WORD) ?? []) for (const part of splitIdentifier(token)) add(part);
  return { terms, inName };
}

function termsOf(definitions: readonly DefinitionText[], start: number, end: number): FileTerms {
  const known = fileTerms.get(definitions[start]!);
  if (known && known.definitions.length === end - start && known.definitions.every((definition, i) => definition === definitions[start + i])) return known;
  const own = definitions.slice(start, end);
  const index: FileTerms = { definitions: own, read: [], byTerm: new Map(), byName: new Map() };
  own.forEach((definition, ordinal) => {
    const read = readDefinition(definition);
    index.read.push(read);
    read.terms.forEach((term, position) => {
      let postings = index.byTerm.get(term);
      if (!postings) index.byTerm.set(term, (postings = []));
      postings.push(ordinal, position);
    });
    let named = index.byName.get(definition.name);
    if (!named) index.byName.set(definition.name, (named = []));
    named.push(ordinal);
  });
  fileTerms.set(own[0]!, index);
  return index;
}

/**
 * A definition's score: the IDF (× the query's weight) of each query term it holds, × the weight
 * of the best field holding it (its name's, else its context's), summed in the order the terms
 * first appear in it; a name the text writes whole adds its parts the query dropped.
 */
function scoreOf(read: ReadDefinition, positions: number[], query: LexicalQuery, contextWeight: number, minTerms: number, written: WrittenNames | null): number {
  let whole = 0;
  if (written) {
    for (let i = 0; i < read.inName; i++) if (!query.idf.has(read.terms[i]!)) whole += written.idf.get(read.terms[i]!) ?? 0;
  } else if (positions.length < minTerms) return 0;
  positions.sort((a, b) => a - b);
  let score = whole;
  for (const position of positions) {
    const term = read.terms[position]!;
    score += query.idf.get(term)! * (query.weights.get(term) ?? 1) * (position < read.inName ? NAME_FIELD : contextWeight);
  }
  return score;
}

/** Each definition's score in one file, those with none left out. */
function fileScores(index: FileTerms, query: LexicalQuery, options: BestDefinitionOptions, out: number[]): void {
  const contextWeight = options.context ?? CONTEXT_FIELD;
  const minTerms = options.minTerms ?? MIN_TERMS;
  const hits = new Map<number, number[]>();
  for (const term of query.idf.keys()) {
    const postings = index.byTerm.get(term);
    if (!postings) continue;
    for (let i = 0; i < postings.length; i += 2) {
      const ordinal = postings[i]!;
      const position = postings[i + 1]!;
      if (position >= index.read[ordinal]!.inName && contextWeight <= 0) continue;
      let found = hits.get(ordinal);
      if (!found) hits.set(ordinal, (found = []));
      found.push(position);
    }
  }
  const writtenHere = new Set<number>();
  for (const name of options.written?.names ?? []) for (const ordinal of index.byName.get(name) ?? []) writtenHere.add(ordinal);
  for (const ordinal of writtenHere) if (!hits.has(ordinal)) hits.set(ordinal, []);
  for (const [ordinal, positions] of hits) {
    const score = scoreOf(index.read[ordinal]!, positions, query, contextWeight, minTerms, writtenHere.has(ordinal) ? options.written! : null);
    if (score > 0) out.push(score);
  }
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
  const definitions = source.definitionsOf(files);
  for (let start = 0; start < definitions.length; ) {
    const path = definitions[start]!.path;
    let end = start + 1;
    while (end < definitions.length && definitions[end]!.path === path) end++;
    const scores: number[] = [];
    fileScores(termsOf(definitions, start, end), query, options, scores);
    start = end;
    if (!scores.length) continue;
    let best = 0;
    for (const score of scores) if (score > best) best = score;
    out.set(path, best);
  }
  return out;
}
