import type { LanguageSpec } from './types.js';

export const cpp: LanguageSpec = {
  id: 'cpp',
  grammar: 'tree-sitter-cpp.wasm',
  query: 'cpp.scm',
  imports: null,
  resolver: null,
  definitions: [],
  references: [],
};
