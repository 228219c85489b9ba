import type { DefinitionKind, LanguageId, ReferenceKind } from '../../types.js';
import type { ImportReader } from '../imports.js';
import type { LanguageResolverFactory } from '../resolve/types.js';

/** Everything the extractor knows about one language; its file extensions are in shared/languages.ts. */
export interface LanguageSpec {
  id: LanguageId;
  /**
   * The grammar's file in tree-sitter-wasms/out/, or `<package>/<file>.wasm` for a grammar
   * taken from its own npm package (where tree-sitter-wasms' build does not work here).
   */
  grammar: string;
  /** Its query file in queries/ (which may start with `; inherits: <id or shared query>`). */
  query: string;
  /**
   * A second grammar with its own query (same captures), tried on a file the first does
   * not parse cleanly: the parse with fewer bytes in error nodes wins. For a language
   * whose grammars fail on different constructs.
   */
  fallback?: {
    grammar: string;
    query: string;
    /** The source as this grammar reads it (see `readable` below; not part of the query hash). */
    readable?: (source: string) => string;
  };
  /** Reads a captured @import node; null when the query captures no imports. */
  imports: ImportReader | null;
  /** Resolves import specifiers to files of the repository; null when imports stay unresolved. */
  resolver: LanguageResolverFactory | null;
  /** The definition kinds it emits (a function inside a class-like container becomes a method). */
  definitions: readonly DefinitionKind[];
  /** Languages whose code its files embed and are extracted with (Vue's script blocks). */
  embeds?: readonly LanguageId[];
  /**
   * A `variable` whose name matches is a `constant` (UPPER_CASE in Python): decided here
   * rather than by a query predicate, which is evaluated in JS for every match.
   */
  constantNames?: RegExp;
  /**
   * A definition may be written in clauses, each a node of its own (a Haskell type signature,
   * then the function's equations): adjacent definitions of one qualified name and kind are one.
   */
  joinsClauses?: boolean;
  /**
   * A function defined inside a function is not a local: running the outer one defines it for
   * the whole program (Bash). Variables inside a function stay locals.
   */
  globalNestedFunctions?: boolean;
  /**
   * Bodies that indentation ends run up to the next token in the grammar's tree (Scala 3's
   * `object A:`): a definition and a block end on their last line that is not blank.
   */
  indentedBodies?: boolean;
  /** The reference kinds it emits. */
  references: readonly ReferenceKind[];
  /**
   * The source as the grammar reads it: a rewrite of syntax the grammar predates that keeps
   * every character's offset (names, lines and signatures are still taken from the file itself).
   */
  readable?: (source: string) => string;
  /**
   * Nodes' text (names, the query's text predicates, docs) is read from the file itself, not
   * from `readable`'s rewrite, which may change a name's letters (Kotlin's `eq` read as `Eq`).
   */
  readsSourceText?: boolean;
  /**
   * The grammar's wasm costs more to optimize than it saves: a run that parses this language
   * keeps every grammar on V8's baseline compiler (see extract/wasm-tiering.ts).
   */
  baselineOnly?: boolean;
}
