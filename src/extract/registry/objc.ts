import type { LanguageSpec } from './types.js';

export const objc: LanguageSpec = {
  id: 'objc',
  grammar: 'tree-sitter-objc.wasm',
  query: 'objc.scm',
  imports: null,
  resolver: null,
  definitions: [],
  references: [],
};
