import type { LanguageSpec } from './types.js';

export const kotlin: LanguageSpec = {
  id: 'kotlin',
  grammar: 'tree-sitter-kotlin.wasm',
  query: 'kotlin.scm',
  imports: null,
  resolver: null,
  definitions: [],
  references: [],
};
