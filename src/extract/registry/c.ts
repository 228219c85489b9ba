import { cIncludes } from '../imports/c.js';
import { createCResolver } from '../resolve/c.js';
import { readableCFamily } from '../readable/c-family.js';
import type { LanguageSpec } from './types.js';

export const c: LanguageSpec = {
  id: 'c',
  grammar: 'tree-sitter-c.wasm',
  query: 'c.scm',
  imports: cIncludes,
  resolver: createCResolver,
  definitions: ['function', 'method', 'type', 'struct', 'enum', 'constant', 'field', 'macro', 'variable'],
  references: ['call', 'type', 'member'],
  // a namespace-opening or export macro alone on a line reads as blank
  readable: readableCFamily,
};
