import { bashImports } from '../imports/bash.js';
import { createBashResolver } from '../resolve/bash.js';
import type { LanguageSpec } from './types.js';

export const bash: LanguageSpec = {
  id: 'bash',
  // tree-sitter-wasms' build calls isalpha, which web-tree-sitter 0.25 does not provide:
  // every script with `case` or `[[ ]]` failed to parse. The grammar's own package works.
  grammar: 'tree-sitter-bash/tree-sitter-bash.wasm',
  query: 'bash.scm',
  imports: bashImports,
  resolver: createBashResolver,
  globalNestedFunctions: true,
  definitions: ['function', 'method', 'variable'],
  references: ['call'],
};
