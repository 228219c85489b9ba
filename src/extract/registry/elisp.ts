import { elispImports } from '../imports/elisp.js';
import { createElispResolver } from '../resolve/elisp.js';
import type { LanguageSpec } from './types.js';

export const elisp: LanguageSpec = {
  id: 'elisp',
  grammar: 'tree-sitter-elisp.wasm',
  query: 'elisp.scm',
  imports: elispImports,
  resolver: createElispResolver,
  definitions: ['function', 'method', 'macro', 'variable', 'constant', 'struct', 'class'],
  references: ['call', 'import'],
};
