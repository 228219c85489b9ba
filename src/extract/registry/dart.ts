import { dartImports } from '../imports/dart.js';
import { createDartResolver } from '../resolve/dart.js';
import type { LanguageSpec } from './types.js';

export const dart: LanguageSpec = {
  id: 'dart',
  grammar: 'tree-sitter-dart.wasm',
  query: 'dart.scm',
  imports: dartImports,
  resolver: createDartResolver,
  definitions: ['class', 'trait', 'enum', 'constant', 'type', 'function', 'variable', 'method', 'field'],
  references: ['call', 'new', 'inheritance', 'type', 'member', 'import'],
};
