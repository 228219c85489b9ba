import type { LanguageSpec } from './types.js';

export const solidity: LanguageSpec = {
  id: 'solidity',
  grammar: 'tree-sitter-solidity.wasm',
  query: 'solidity.scm',
  imports: null,
  resolver: null,
  definitions: [],
  references: [],
};
