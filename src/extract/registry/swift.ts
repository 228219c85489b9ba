import type { LanguageSpec } from './types.js';

export const swift: LanguageSpec = {
  id: 'swift',
  grammar: 'tree-sitter-swift.wasm',
  query: 'swift.scm',
  imports: null,
  resolver: null,
  definitions: [],
  references: [],
};
