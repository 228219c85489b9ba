import type { LanguageSpec } from './types.js';

export const lua: LanguageSpec = {
  id: 'lua',
  grammar: 'tree-sitter-lua.wasm',
  query: 'lua.scm',
  imports: null,
  resolver: null,
  definitions: [],
  references: [],
};
