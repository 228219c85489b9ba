import type { LanguageSpec } from './types.js';

export const scala: LanguageSpec = {
  id: 'scala',
  grammar: 'tree-sitter-scala.wasm',
  query: 'scala.scm',
  imports: null,
  resolver: null,
  definitions: [],
  references: [],
};
