import type { LanguageSpec } from './types.js';

export const ocaml: LanguageSpec = {
  id: 'ocaml',
  grammar: 'tree-sitter-ocaml.wasm',
  query: 'ocaml.scm',
  imports: null,
  resolver: null,
  definitions: [],
  references: [],
};
