import type { LanguageSpec } from './types.js';

export const bash: LanguageSpec = {
  id: 'bash',
  grammar: 'tree-sitter-bash.wasm',
  query: 'bash.scm',
  imports: null,
  resolver: null,
  definitions: [],
  references: [],
};
