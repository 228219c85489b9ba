import type { LanguageSpec } from './types.js';

export const cSharp: LanguageSpec = {
  id: 'c_sharp',
  grammar: 'tree-sitter-c_sharp.wasm',
  query: 'c_sharp.scm',
  imports: null,
  resolver: null,
  definitions: [],
  references: [],
};
