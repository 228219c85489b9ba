import type { LanguageSpec } from './types.js';

export const php: LanguageSpec = {
  id: 'php',
  grammar: 'tree-sitter-php.wasm',
  query: 'php.scm',
  imports: null,
  resolver: null,
  definitions: [],
  references: [],
};
