import type { LanguageSpec } from './types.js';

export const rescript: LanguageSpec = {
  id: 'rescript',
  grammar: 'tree-sitter-rescript.wasm',
  query: 'rescript.scm',
  imports: null,
  resolver: null,
  definitions: [],
  references: [],
};
