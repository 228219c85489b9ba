import type { LanguageSpec } from './types.js';

export const dart: LanguageSpec = {
  id: 'dart',
  grammar: 'tree-sitter-dart.wasm',
  query: 'dart.scm',
  imports: null,
  resolver: null,
  definitions: [],
  references: [],
};
