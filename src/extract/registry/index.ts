// The language registry: one module per language in this folder, one line per
// language below. Adding a language: docs in ARCHITECTURE.md ("Adding a language").
import type { Node } from 'web-tree-sitter';
import type { ImportRecord, LanguageId } from '../../types.js';
import { readImports } from '../imports.js';
import { go } from './go.js';
import { java } from './java.js';
import { javascript } from './javascript.js';
import { python } from './python.js';
import { rust } from './rust.js';
import { tsx } from './tsx.js';
import { typescript } from './typescript.js';
import type { LanguageSpec } from './types.js';

export type { LanguageSpec } from './types.js';

/** Keyed by id, so a language in shared/languages.ts without a module here does not compile. */
const REGISTRY: { readonly [id in LanguageId]: LanguageSpec } = {
  typescript,
  tsx,
  javascript,
  python,
  go,
  rust,
  java,
};

export function languageSpec(id: LanguageId): LanguageSpec {
  return REGISTRY[id];
}

/** Every registered language, in the order of the extension table. */
export function languageSpecs(): LanguageSpec[] {
  return Object.values(REGISTRY);
}

export function isLanguageId(name: string): name is LanguageId {
  return Object.hasOwn(REGISTRY, name);
}

/** One captured @import node of `language` as ImportRecords; [] for anything else. */
export function importsFromNode(language: LanguageId, node: Node): ImportRecord[] {
  return readImports(REGISTRY[language].imports, node);
}
