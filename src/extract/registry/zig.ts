import type { LanguageSpec } from './types.js';

export const zig: LanguageSpec = {
  id: 'zig',
  grammar: 'tree-sitter-zig.wasm',
  query: 'zig.scm',
  imports: null,
  resolver: null,
  definitions: [],
  references: [],
};
