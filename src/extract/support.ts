// What repomap can do with each language, for `repomap languages`: the
// registry's declarations, and whether the grammar and its query load here.
import { HEADER_LANGUAGES, LANGUAGE_EXTENSIONS } from '../shared/languages.js';
import type { DefinitionKind, LanguageId, ReferenceKind } from '../types.js';
import { loadLanguage } from './languages.js';
import { languageSpecs } from './registry/index.js';

export interface LanguageSupport {
  id: LanguageId;
  extensions: string[];
  /** The grammar's file in tree-sitter-wasms/out/ and the query file in queries/. */
  grammar: string;
  query: string;
  definitions: DefinitionKind[];
  references: ReferenceKind[];
  /** Languages whose queries read this language's embedded blocks (a component's `<script>`s): its definitions and references are theirs. */
  embeds: LanguageId[];
  /** Import statements are recorded. */
  imports: boolean;
  /** Recorded imports are resolved to files of the repository (import edges of the graph). */
  importsResolved: boolean;
  /** The grammar and its query load in this runtime. */
  loads: boolean;
  /** The grammar's ABI version when it loaded. */
  abi: number | null;
  /** Why it did not load. */
  error: string | null;
}

/** Every registered language; a grammar that fails to load is reported, never thrown. */
// The loader's type names no web-tree-sitter type: this declaration is part of the library's (see src/index.ts).
export async function languageSupport(load: (id: LanguageId) => Promise<{ language: { abiVersion: number } }> = loadLanguage): Promise<LanguageSupport[]> {
  const out: LanguageSupport[] = [];
  for (const spec of languageSpecs()) {
    let abi: number | null = null;
    let error: string | null = null;
    try {
      abi = (await load(spec.id)).language.abiVersion;
    } catch (failure) {
      error = failure instanceof Error ? failure.message : String(failure);
    }
    out.push({
      id: spec.id,
      // `.h` is C's by its extension, and C++'s or Objective-C's by its content (extract/header-language.ts)
      extensions: [...LANGUAGE_EXTENSIONS[spec.id], ...(spec.id !== 'c' && HEADER_LANGUAGES.includes(spec.id) ? ['.h'] : [])],
      grammar: spec.grammar,
      query: spec.query,
      definitions: [...spec.definitions],
      references: [...spec.references],
      embeds: [...(spec.embeds ?? [])],
      imports: spec.imports !== null,
      importsResolved: spec.resolver !== null,
      loads: error === null,
      abi,
      error,
    });
  }
  return out;
}
