import type { LanguageSpec } from './types.js';

export const elisp: LanguageSpec = {
  id: 'elisp',
  grammar: 'tree-sitter-elisp.wasm',
  query: 'elisp.scm',
  imports: null,
  resolver: null,
  definitions: [],
  references: [],
};
