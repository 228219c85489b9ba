// The ranking's settings, apart from the orchestrator (rank.ts re-exports them) so that the
// fusion, the priors and definition scoring can read them without importing rank.ts back.
import type { ChangeHistory } from '../shared/history.js';

export interface RankOptions {
  /** Reproduce Aider's weights (no import edges, no caller edges, its multipliers, no lexical or history prior). */
  aider?: boolean;
  alpha?: number;
  /** Share of the teleport mass given to files lexically similar to the seeds (BM25). Default 0.5; 0 turns it off. */
  lexicalWeight?: number;
  /** Share given to files that changed together with the seeds in git history. Default 0.5; 0 turns it off. */
  cochangeWeight?: number;
  /** Reciprocal-rank fusion constant k for combining graph, lexical and co-change orders; 0 = graph order only. */
  fusion?: number;
  /** The change history behind the co-change prior; by default the repository's own git history when it has one. */
  history?: ChangeHistory | null;
  /** Changes this many changes older than the newest count half as much in the co-change prior. Default 1000. */
  cochangeHalfLife?: number;
  /** Weight of the seeds' package facades (an __init__.py, index.ts, mod.rs or lib.rs importing a seed) in the fusion. Default 0.5. */
  facadeWeight?: number;
  /** Weight of the files in a seed's directory (in graph order) in the fusion. Default 0.25. */
  directoryWeight?: number;
  /** Words of a task's text that name a directory (`printer` → crates/printer/) seed its files. Default true. */
  directoryWords?: boolean;
  /**
   * Weights of the fused lists, by the signals' names (rank/signals.ts: graph, lexical, cochange,
   * facades, siblings, messages, literals); each unset one falls back to its own option above
   * (lexicalWeight, cochangeWeight, facadeWeight, directoryWeight, messageWeight), else its default.
   * Keyed by string here because the signals' table reads these options.
   */
  fusionWeights?: Readonly<Partial<Record<string, number>>>;
  /**
   * Use the fusion the repository fitted to its own history (`repomap tune`), when it has one
   * and these options set none of the fusion's parameters. Default true.
   */
  tuned?: boolean;
  /**
   * Only the fusion's inputs are wanted (`signals`, as tuning replays tasks): the ranking's
   * `files` come back empty, and no file's reason is worked out.
   */
  signalsOnly?: boolean;
  /** Weight of the scope a task opens with (`fs: …`, `fix(ssr): …`) against a word of its text, in seeding the files it names. Default 3; 0 turns it off. */
  scopeWeight?: number;
  /**
   * A task given as text alone (no seed paths): the files that changed with its first
   * this many files in history join the fusion as its co-change list. Default 1; 0 turns it off.
   */
  textFeedback?: number;
  /**
   * Weight in the fusion of the files that past changes with messages like the task's text
   * touched (BM25 over the history's commit messages). Default 0.5; 0 turns it off.
   */
  messageWeight?: number;
  /**
   * A task given as text alone: score factor for files that are no code of the repository's own
   * kind (a language few of its files are written in, or under a `static/` directory: a Python
   * package's JavaScript assets) unless the text names them by path. Default 0.25; 1 turns it off.
   */
  textAssetFactor?: number;
  /**
   * A task given as text alone whose scope names a component of the repository (`fix(complete): …`
   * → `clap_complete/`, rank/scope.ts): its source files' fused scores × this. Default 2; 1 turns it off.
   */
  textScopeFactor?: number;
  /**
   * `Name::member` in a task given as text alone (rank/members.ts): the file defining `member`
   * inside `Name` is seeded (`seed`), or also leads as a file named by path does (`lead`).
   * Default `lead`.
   */
  memberSeeds?: 'off' | 'seed' | 'lead';
  /**
   * A task given as text alone: score factor for the tests, docs and examples it does not name by
   * path or by their whole file name (rank/text-tests.ts); those it names are scored × supportingFactor.
   * Default 0.25.
   */
  textSupportingFactor?: number;
  /**
   * A task given as text alone: the word parts of its first line (an issue's title, a commit's
   * subject; rank/title.ts) weigh this much against the body's in the lexical query. Default 2.
   */
  titleWeight?: number;
  /**
   * A task given as text alone: weight in the fusion of its files ranked by their best-matching
   * definition (rank/best-definition.ts). Default 0.5; 0 turns it off.
   */
  definitionWeight?: number;
  /** A query word in a definition's container, signature or doc counts this much (its name: 1). Default 0.5. */
  definitionContext?: number;
  /** A definition holding fewer distinct query words than this scores 0. Default 2. */
  definitionMinTerms?: number;
  /** How many of the lexical prior's best files have their definitions scored. Default 100. */
  definitionCandidates?: number;
  /** A definition of a name the text writes whole counts every part of its name (rank/written-names.ts). Default true. */
  definitionWritten?: boolean;
  /** Work out the best definitions' list even at weight 0 (for a fit to replay). */
  definitionList?: boolean;
  /** Score factor for tests, docs and examples, vendored and generated code that is not a seed. Default 0.5. */
  supportingFactor?: number;
}
