// Plain records passed between pipeline stages. No behaviour lives here.
import type { LANGUAGE_PROFILES } from './shared/languages.js';

/** A language repomap parses: a key of the profile table in shared/languages.ts. */
export type LanguageId = keyof typeof LANGUAGE_PROFILES;

export type DefinitionKind =
  | 'class'
  | 'interface'
  | 'type'
  | 'enum'
  | 'function'
  | 'method'
  | 'constant'
  | 'variable'
  | 'field'
  | 'module'
  | 'struct'
  | 'trait'
  | 'macro'
  | 'record';

export type ReferenceKind = 'call' | 'type' | 'new' | 'import' | 'inheritance' | 'member';

/** A file the scanner found under the root. `path` is POSIX-style, relative to the root. */
export interface ScannedFile {
  path: string;
  language: LanguageId | null;
  size: number;
  mtimeMs: number;
}

export type SkipReason =
  | 'binary'
  | 'too-large'
  | 'vendored'
  | 'generated'
  | 'lockfile'
  | 'minified'
  | 'symlink-outside-root'
  | 'secret'
  | 'unknown-language'
  | 'too-deep'
  | 'unreadable';

export interface SkippedFile {
  path: string;
  reason: SkipReason;
  size: number;
  mtimeMs: number;
}

export interface ScanResult {
  root: string;
  /** Files with a known language, to be extracted. */
  files: ScannedFile[];
  /** Files seen and deliberately not extracted, with the reason. */
  skipped: SkippedFile[];
  usedGit: boolean;
}

export interface Definition {
  name: string;
  qualifiedName: string;
  kind: DefinitionKind;
  /** 1-based, inclusive. */
  startLine: number;
  endLine: number;
  /** The declaration without its body; may span several lines. */
  signature: string;
  /** The first sentence of its doc comment or docstring (see extract/doc.ts), or null. */
  doc: string | null;
  /** Index in its file's `blocks` of the innermost block enclosing it; absent or null: none. */
  block?: number | null;
}

/**
 * A block of a file that encloses definitions (`impl Context {`, `module.exports = {`,
 * `class Foo(Base):`): its span, and its header as one line of the source.
 */
export interface Block {
  /** 1-based, inclusive: the block's span. */
  startLine: number;
  endLine: number;
  /** The line of its header (after annotations and decorators). */
  line: number;
  /** That line as the source has it (trailing white space dropped, an overlong tail cut). */
  header: string;
  /** Index of the block enclosing this one, or null. */
  parent: number | null;
}

export interface Reference {
  name: string;
  kind: ReferenceKind;
  /** 1-based line of the first occurrence in the file. */
  line: number;
  /** Occurrences of (name, kind) in the file. */
  count: number;
  /** Every line it occurs on, ascending, each once; at most the first 1000 (extract/extractor.ts MAX_REFERENCE_LINES). */
  lines: number[];
}

export interface ImportRecord {
  /** Module specifier as written: './invoice', 'flask.app', 'github.com/x/y', 'crate::a::b', 'com.x.Y'. */
  specifier: string;
  /** Names the import brings in (empty for a bare/namespace import). */
  names: string[];
  line: number;
}

export type ExtractStatus = 'ok' | 'partial' | 'error';

/** Everything extracted from one file. */
export interface ExtractResult {
  status: ExtractStatus;
  /** Why the file is partial or failed (parse errors, invalid UTF-8, ...). */
  error: string | null;
  lines: number;
  definitions: Definition[];
  references: Reference[];
  imports: ImportRecord[];
  /** The blocks that enclose its definitions (see Definition.block); none when absent. */
  blocks?: Block[];
  /** One-line string literals, in source order (none when the grammar has none, or on error). */
  literals?: Literal[];
}

/** A string literal of a file: its text between the quotes, and its line. */
export interface Literal {
  text: string;
  line: number;
}

export interface RankedFile {
  path: string;
  score: number;
  /** 'seed' | 'mentioned' | 'imported-by:<file>' | 'referenced-by:<file>' | 'imports:<file>' | 'references:<file>' | 'co-change' | 'similar-change' | 'quoted' | 'lexical' | 'global-rank' */
  reason: string;
}

/** A definition of an indexed file, as the store keeps it. */
export interface StoredDefinition extends Definition {
  path: string;
}

export interface RankedDefinition extends StoredDefinition {
  score: number;
  /** The innermost type, module or namespace of the same file that encloses it (by line span). */
  container?: RankedDefinition | null;
  /** `context`: shown only as the header of a shown member. Default `ranked`. */
  role?: 'ranked' | 'context';
  /** Other definitions of the same qualified name in the file, left out of the map for this one. */
  repeats?: number;
}
