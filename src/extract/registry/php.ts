import { phpImports } from '../imports/php.js';
import { createPhpResolver } from '../resolve/php.js';
import type { LanguageSpec } from './types.js';

export const php: LanguageSpec = {
  id: 'php',
  grammar: 'tree-sitter-php.wasm',
  query: 'php.scm',
  imports: phpImports,
  resolver: createPhpResolver,
  definitions: ['module', 'class', 'interface', 'trait', 'enum', 'constant', 'method', 'function', 'field'],
  references: ['call', 'type', 'new', 'inheritance'],
};
