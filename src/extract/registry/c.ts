import { cIncludes } from '../imports/c.js';
import { createCResolver } from '../resolve/c.js';
import { readableC } from '../readable/c-family.js';
import type { LanguageSpec } from './types.js';

export const c: LanguageSpec = {
  id: 'c',
  grammar: 'tree-sitter-c.wasm',
  query: 'c.scm',
  imports: cIncludes,
  resolver: createCResolver,
  definitions: ['function', 'method', 'type', 'struct', 'enum', 'constant', 'field', 'macro', 'variable'],
  references: ['call', 'type', 'member'],
  // macros the grammar cannot expand and preprocessor conditionals are read in place (readable/c-family.ts)
  readable: readableC,
};
