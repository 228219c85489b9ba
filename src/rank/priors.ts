// What the ranking holds of a file apart from the walk: the lexical (BM25) and co-change
// priors that shape the teleport vector, and the role prior by which tests, docs and other
// supporting files follow the source they exercise.
import type { GraphSnapshot } from '../graph/snapshot.js';
import { fileRole } from '../shared/roles.js';
import { indexedLanguage } from '../shared/languages.js';
import { lexicalQuery, lexicalScores, type LexicalSource } from './lexical.js';
import { bestDefinitionScores, type DefinitionTextSource } from './best-definition.js';
import { writtenNames } from './written-names.js';
import type { ChangeHistory } from '../shared/history.js';
import { messageTerms } from '../shared/change-messages.js';
import type { RankOptions } from './options.js';
import type { TransitionMatrix } from './pagerank.js';
import type { LiteralMatch, LiteralSource } from '../store/literals.js';

const DEFAULT_COCHANGE_HALF_LIFE = 1000;
const SUPPORTING_FACTOR = 0.5;
/** Files considered from each prior. */
const PRIOR_FILES = 50;
/** Lines of a file's best literal hits that lead to the definitions holding them. */
const QUOTED_HITS = 3;

/** What the priors read of the rank inputs. */
export interface PriorInputs {
  snapshot: GraphSnapshot;
  matrix: TransitionMatrix;
  lexical: LexicalSource;
  /** The literal table; without it, quoted literals lead nowhere. */
  literals?: LiteralSource;
  /** The stored definitions; without them, a text's files are not scored by their best definition. */
  definitions?: DefinitionTextSource;
}

/** How a task given as text alone is read beyond its words: its title (rank/title.ts). */
export interface TextReading {
  /** The word parts of its first line, when a body follows. */
  title: ReadonlySet<string>;
  /** The identifiers it writes (rank/written-names.ts). */
  identifiers?: readonly string[];
}

/** Each prior's files, by score. */
export interface Priors {
  lexical: Map<string, number>;
  cochange: Map<string, number>;
  /** Files of past changes whose messages read like the task's text (empty without a text or messages). */
  messages: Map<string, number>;
  /** Files whose string literals the task's text quotes (BM25 over the literal table). */
  literals: Map<string, number>;
  /** A text alone: files by their best definitions' match with its words (rank/best-definition.ts). */
  definitions: Map<string, number>;
  /** Of those files, the lines of their best hits: where the quoted literals are. */
  quotedLines: Map<string, number[]>;
  /** The teleport weight each file got from the co-change prior (same units as the personalization). */
  cochangeRestart: Map<string, number>;
  /** The teleport weight each file got from the lexical prior. */
  lexicalRestart: Map<string, number>;
}

/**
 * Spread part of the teleport mass over files the graph may not reach:
 * those lexically similar to the seeds and those that changed with them.
 * Each prior gets its share of the seeds' total weight, split by score.
 */
export function addPriors(
  inputs: PriorInputs,
  textWords: readonly string[],
  reasons: Map<number, 'seed' | 'mentioned'>,
  personalization: Map<string, number>,
  options: RankOptions,
  literalTerms: ReadonlyMap<string, number> = new Map(),
  text: TextReading | null = null,
): Priors {
  const seedPaths: string[] = [];
  for (const [index, reason] of reasons) if (reason === 'seed') seedPaths.push(inputs.snapshot.paths[index]!);
  let total = 0;
  for (const weight of personalization.values()) total += weight;
  // A text that named no file: the lexical prior is the whole personalization.
  if (total <= 0) total = 1;
  const spread = (scores: Map<string, number>, share: number, given?: Map<string, number>): void => {
    let sum = 0;
    for (const [path, score] of scores) if (score > 0 && inputs.matrix.indexOf.has(path)) sum += score;
    if (sum <= 0 || share <= 0) return;
    for (const [path, score] of scores) {
      if (score <= 0 || !inputs.matrix.indexOf.has(path)) continue;
      const weight = (total * share * score) / sum;
      personalization.set(path, (personalization.get(path) ?? 0) + weight);
      given?.set(path, weight);
    }
  };
  const query = lexicalQuery(inputs.lexical, seedPaths, textWords, text ? { title: text.title, titleWeight: options.titleWeight ?? TEXT_TITLE_WEIGHT } : {});
  const readDefinitions = text !== null && inputs.definitions !== undefined && definitionsWanted(options);
  const candidates = readDefinitions ? Math.max(PRIOR_FILES, options.definitionCandidates ?? DEFINITION_CANDIDATES) : PRIOR_FILES;
  let lexical = lexicalScores(inputs.lexical, query, candidates);
  const definitions = readDefinitions ? bestDefinitionScores(inputs.definitions!, [...lexical.keys()], query, {
        ...(options.definitionContext !== undefined ? { context: options.definitionContext } : {}),
        ...(options.definitionMinTerms !== undefined ? { minTerms: options.definitionMinTerms } : {}),
        ...(text!.identifiers?.length && options.definitionWritten !== false ? { written: writtenNames(text!.identifiers, inputs.lexical, query) } : {}),
      }) : new Map<string, number>();
  if (lexical.size > PRIOR_FILES) lexical = new Map([...lexical].slice(0, PRIOR_FILES));
  const lexicalRestart = new Map<string, number>();
  spread(lexical, options.lexicalWeight ?? 0.5, lexicalRestart);
  let cochange = new Map<string, number>();
  const cochangeRestart = new Map<string, number>();
  if (options.history && seedPaths.length) {
    cochange = changedWith(options.history, seedPaths, options);
    spread(cochange, options.cochangeWeight ?? 0.5, cochangeRestart);
  }
  // Past changes like the text join the fusion only: given teleport mass too, they did no
  // better on the training repositories (bench/history/notebook-2026-11-to-12.md, "Past
  // commit messages").
  const messages =
    options.history?.filesLike && textWords.length
      ? topEntries(options.history.filesLike(textWords.flatMap(messageTerms)), PRIOR_FILES, inputs.matrix.indexOf)
      : new Map<string, number>();
  // The files holding what the text quotes join the fusion only: given teleport mass too, they
  // did worse on the issue tasks' training repositories
  // (bench/history/notebook-2026-11-to-12.md, "Issue texts, read as an engineer would").
  const matches = inputs.literals && literalTerms.size ? inputs.literals.search(literalTerms, PRIOR_FILES) : new Map<string, LiteralMatch>();
  const literals = new Map<string, number>();
  const quotedLines = new Map<string, number[]>();
  for (const [path, match] of matches) {
    literals.set(path, match.score);
    quotedLines.set(path, match.hits.slice(0, QUOTED_HITS).map((hit) => hit.line));
  }
  for (const seed of seedPaths) {
    lexical.delete(seed);
    messages.delete(seed);
    literals.delete(seed);
  }
  for (const seed of seedPaths) definitions.delete(seed);
  return { lexical, cochange, messages, literals, quotedLines, cochangeRestart, lexicalRestart, definitions };
}

/**
 * A text's title words × this in its lexical query (rank/title.ts). 2 against 1 and 3 on the
 * training texts (bench/history/2026-12-05-textdef.md): MRR up on dayjs, jq, pytest, go-zero
 * (intervals above 0), commit messages level; 3 cost fd and requests.
 */
const TEXT_TITLE_WEIGHT = 2;
/** The lexical prior's best files whose definitions are scored (rank/best-definition.ts). */
const DEFINITION_CANDIDATES = 100;

function definitionsWanted(options: RankOptions): boolean {
  return (options.fusionWeights?.definitions ?? options.definitionWeight ?? 1) > 0 || options.definitionList === true;
}


/** The files that most often changed together with `paths` (themselves left out), by count. */
export function changedWith(history: ChangeHistory, paths: readonly string[], options: RankOptions): Map<string, number> {
  const counts = history.coChanges(paths, { halfLife: options.cochangeHalfLife ?? DEFAULT_COCHANGE_HALF_LIFE });
  for (const path of paths) counts.delete(path);
  return topEntries(counts, PRIOR_FILES);
}

/** The `limit` best-scored entries (of the indexed files, when `indexed` is given). */
function topEntries(scores: Map<string, number>, limit: number, indexed?: ReadonlyMap<string, number>): Map<string, number> {
  const entries = indexed ? [...scores].filter(([path]) => indexed.has(path)) : [...scores];
  return new Map(entries.sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0)).slice(0, limit));
}

/** Where the supporting files are kept once classified: the rank inputs of one graph. */
export interface SupportingCache {
  snapshot: GraphSnapshot;
  /** Files that are not source (tests, docs, …), once per graph. */
  supporting?: string[];
  /** Files that are no code of the repository's own kind (assetPaths), once per graph. */
  assets?: string[];
}

/** The code a task changes is source; its tests and docs follow the source they exercise. */
export function demoteSupporting(scores: Map<string, number>, inputs: SupportingCache, options: RankOptions): void {
  const factor = supportingFactor(options);
  for (const path of supportingPaths(inputs)) {
    const score = scores.get(path);
    if (score !== undefined) scores.set(path, score * factor);
  }
}

export function supportingFactor(options: RankOptions): number {
  return options.supportingFactor ?? SUPPORTING_FACTOR;
}

/**
 * A text alone: files that are no code of the repository's own kind (a Python package's
 * JavaScript, an editor plugin) follow its code. Neutral on the issue tasks' training
 * repositories (they hold none in the way), chosen for the failures seen there on validation
 * (bench/history/notebook-2026-11-to-12.md, "Assets follow the code").
 */
const TEXT_ASSET_FACTOR = 0.25;

/** The score factor of a text's assets (`textAssetFactor`, else its default). */
export function textAssetFactor(options: RankOptions): number {
  return options.textAssetFactor ?? TEXT_ASSET_FACTOR;
}

/** Tests, docs, examples, vendored and generated files: classified once per graph. */
export function supportingPaths(inputs: SupportingCache): string[] {
  inputs.supporting ??= inputs.snapshot.paths.filter((path) => fileRole(path) !== 'source');
  return inputs.supporting;
}

/** A kind of code written in fewer than this share of the indexed files is not the repository's own. */
const MINOR_LANGUAGE_SHARE = 0.1;
/** Languages one codebase mixes freely count as one kind: a TypeScript package's JavaScript is its own code. */
const LANGUAGE_FAMILY: Readonly<Record<string, string>> = {
  typescript: 'web', tsx: 'web', javascript: 'web', vue: 'web', svelte: 'web',
  c: 'native', cpp: 'native', objc: 'native',
  java: 'jvm', kotlin: 'jvm', scala: 'jvm', groovy: 'jvm',
  c_sharp: 'dotnet', fsharp: 'dotnet',
};
/** `static/`, `_static/`, `assets/`: where a package keeps the files it serves, not its code. */
const ASSET_DIR = /(?:^|\/)_?(?:static|assets)\//i;

/**
 * Files that are no code of the repository's own kind: of a language (or family of languages)
 * fewer than a tenth of its files are written in (a Python package's JavaScript and its jQuery,
 * an editor plugin in Emacs Lisp), or under a `static/` directory. Classified once per graph.
 */
export function assetPaths(inputs: SupportingCache): string[] {
  if (inputs.assets) return inputs.assets;
  const counts = new Map<string, number>();
  const languages = inputs.snapshot.paths.map((path) => {
    // An extensionless script is bash (nvm's tests): counted by the extension alone, nvm's
    // 300 scripts were of no language and its five `.sh` files, nvm.sh among them, its assets.
    const language = indexedLanguage(path);
    return language && (LANGUAGE_FAMILY[language] ?? language);
  });
  for (const language of languages) if (language) counts.set(language, (counts.get(language) ?? 0) + 1);
  const total = inputs.snapshot.paths.length;
  inputs.assets = inputs.snapshot.paths.filter((path, index) => {
    const language = languages[index];
    return ASSET_DIR.test(path) || (language !== null && language !== undefined && (counts.get(language) ?? 0) < MINOR_LANGUAGE_SHARE * total);
  });
  return inputs.assets;
}

/** A text alone: files that are no code of the repository's own kind follow its code, unless the text names them. */
export function demoteAssets(scores: Map<string, number>, inputs: SupportingCache, factor: number, named: ReadonlySet<string>): void {
  if (factor === 1) return;
  for (const path of assetPaths(inputs)) {
    const score = scores.get(path);
    if (score !== undefined && !named.has(path)) scores.set(path, score * factor);
  }
}
