// What a language profile holds: the plain data the stages below extract/ (and render, rank)
// read about a language, keyed by its id in shared/languages.ts. What tree-sitter needs
// (grammar, query, import reader, resolver) is the language's module in extract/registry/.

/** How a one-line comment opens in the language: a doc sentence in a map is shown as one. */
export type CommentStyle = '//' | '#' | '--' | ';;' | '(*';

/** What a privacy rule reads of a definition: only what the index stores (never a re-parse). */
export interface PrivacySubject {
  readonly name: string;
  readonly kind: string;
  readonly signature: string;
  readonly container?: unknown;
}

/** Whether a definition is private to its file, type or package, by its own name or signature. */
export type PrivacyRule = (def: PrivacySubject) => boolean;

export interface LanguageProfile {
  /** The file extensions it owns (lower case, with the dot). */
  extensions: readonly `.${string}`[];
  /** The info string of a markdown fence around the file's lines in a map. */
  fence: string;
  /** Extensions whose fence differs from `fence` (`.jsx`). */
  fences?: Readonly<Record<string, string>>;
  /** How a doc sentence is shown under a signature. */
  comment: CommentStyle;
  /** Which definitions a map shows after the public ones; null: none is private. */
  privacy: PrivacyRule | null;
  /**
   * A test file's name (the part after the last '/', extension as written, case counts),
   * by the language's naming customs; null: none is recognised by name alone (directories
   * still are, in shared/roles.ts).
   */
  testFile: RegExp | null;
  /** A package's entry file by name: what re-exports a module's API (rank/fusion.ts). */
  facade: RegExp | null;
  /**
   * Names its standard library gives every file without an import from the repository,
   * separated by white space (`String`, `ValueError`, `Promise`): a reference to one means the
   * library's, not a repository file defining the same name (graph/external-names.ts).
   */
  standardNames?: string;
  /** Its files see what the other files of their directory (their package) define without importing it. */
  packageScoped?: true;
}
