import { cIncludes } from '../imports/c.js';
import { createCResolver } from '../resolve/c.js';
import type { LanguageSpec } from './types.js';

export const cpp: LanguageSpec = {
  id: 'cpp',
  grammar: 'tree-sitter-cpp.wasm',
  query: 'cpp.scm',
  imports: cIncludes,
  resolver: createCResolver,
  definitions: ['class', 'struct', 'enum', 'type', 'function', 'method', 'field', 'constant', 'variable', 'macro', 'module'],
  references: ['call', 'type', 'new', 'inheritance', 'member'],
};
