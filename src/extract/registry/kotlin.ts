import { kotlinImports } from '../imports/kotlin.js';
import { createKotlinResolver } from '../resolve/kotlin.js';
import type { LanguageSpec } from './types.js';

export const kotlin: LanguageSpec = {
  id: 'kotlin',
  grammar: 'tree-sitter-kotlin.wasm',
  query: 'kotlin.scm',
  imports: kotlinImports,
  resolver: createKotlinResolver,
  definitions: ['module', 'interface', 'enum', 'class', 'constant', 'type', 'function', 'method', 'variable', 'field'],
  references: ['new', 'call', 'inheritance', 'type', 'member', 'import'],
};
