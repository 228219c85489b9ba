import type { LanguageSpec } from './types.js';

export const elixir: LanguageSpec = {
  id: 'elixir',
  grammar: 'tree-sitter-elixir.wasm',
  query: 'elixir.scm',
  imports: null,
  resolver: null,
  definitions: [],
  references: [],
};
