import type { LanguageSpec } from './types.js';

export const ruby: LanguageSpec = {
  id: 'ruby',
  grammar: 'tree-sitter-ruby.wasm',
  query: 'ruby.scm',
  imports: null,
  resolver: null,
  definitions: [],
  references: [],
};
