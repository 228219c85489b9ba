import { bashImports } from '../imports/bash.js';
import { createBashResolver } from '../resolve/bash.js';
import type { LanguageSpec } from './types.js';

export const bash: LanguageSpec = {
  id: 'bash',
  grammar: 'tree-sitter-bash.wasm',
  query: 'bash.scm',
  imports: bashImports,
  resolver: createBashResolver,
  definitions: ['function', 'method', 'variable'],
  references: ['call'],
};
