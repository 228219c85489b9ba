import { goImports } from '../imports.js';
import { createGoResolver } from '../resolve/go.js';
import type { LanguageSpec } from './types.js';

export const go: LanguageSpec = {
  id: 'go',
  grammar: 'tree-sitter-go.wasm',
  query: 'go.scm',
  imports: goImports,
  resolver: createGoResolver,
  definitions: ['struct', 'interface', 'type', 'function', 'method', 'constant', 'variable', 'field'],
  references: ['call', 'type', 'new', 'inheritance', 'member'],
};
