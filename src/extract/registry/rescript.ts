import { rescriptImports } from '../imports/rescript.js';
import { createRescriptResolver } from '../resolve/rescript.js';
import type { LanguageSpec } from './types.js';

export const rescript: LanguageSpec = {
  id: 'rescript',
  grammar: 'tree-sitter-rescript.wasm',
  query: 'rescript.scm',
  imports: rescriptImports,
  resolver: createRescriptResolver,
  definitions: ['function', 'method', 'constant', 'type', 'record', 'enum', 'field', 'module', 'interface'],
  references: ['call', 'type', 'import', 'member'],
};
