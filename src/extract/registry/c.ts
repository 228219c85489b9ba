import type { LanguageSpec } from './types.js';

export const c: LanguageSpec = {
  id: 'c',
  grammar: 'tree-sitter-c.wasm',
  query: 'c.scm',
  imports: null,
  resolver: null,
  definitions: [],
  references: [],
};
