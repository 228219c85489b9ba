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
  /** Its query file in queries/ (which may start with `; inherits: <id>`). */
  query: string;
  /**
   * A second grammar with its own query (same captures), tried on a file the first does
   * not parse cleanly: the parse with fewer bytes in error nodes wins. For a language
   * whose grammars fail on different constructs.
   */
  fallback?: {
    grammar: string;
    query: string;
    /**
     * Rewrites the source for this grammar without moving a byte (blanks what it cannot
     * parse). Not part of the query hash: a change to it bumps EXTRACTOR_VERSION.
     */
    prepare?: (source: string) => string;
  };
  /** Reads a captured @import node; null when the query captures no imports. */
  imports: ImportReader | null;
  /** Resolves import specifiers to files of the repository; null when imports stay unresolved. */
  resolver: LanguageResolverFactory | null;
  /** The definition kinds it emits (a function inside a class-like container becomes a method). */
  definitions: readonly DefinitionKind[];
  /** Languages whose code its files embed and are extracted with (Vue's script blocks). */
  embeds?: readonly LanguageId[];
  /** The reference kinds it emits. */
  references: readonly ReferenceKind[];
}
