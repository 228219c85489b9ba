import type { LanguageSpec } from './types.js';

export const vue: LanguageSpec = {
  id: 'vue',
  grammar: 'tree-sitter-vue.wasm',
  query: 'vue.scm',
  imports: null,
  resolver: null,
  definitions: [],
  references: [],
};
