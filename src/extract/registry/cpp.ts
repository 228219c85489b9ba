import { cIncludes } from '../imports/c.js';
import { createCResolver } from '../resolve/c.js';
import { readableCpp } from '../readable/c-family.js';
import type { LanguageSpec } from './types.js';

export const cpp: LanguageSpec = {
  id: 'cpp',
  // tree-sitter-cpp 0.23.4 recovers more of the code behind namespace-opening macros than
  // tree-sitter-wasms' older build (nlohmann/json 0.908 → 0.923, fmt 0.925 → 0.932, same query).
  grammar: 'tree-sitter-cpp/tree-sitter-cpp.wasm',
  query: 'cpp.scm',
  imports: cIncludes,
  resolver: createCResolver,
  definitions: ['class', 'struct', 'enum', 'type', 'function', 'method', 'field', 'constant', 'variable', 'macro', 'module'],
  references: ['call', 'type', 'new', 'inheritance', 'member'],
  // macros the grammar cannot expand and preprocessor conditionals are read in place (readable/c-family.ts)
  readable: readableCpp,
};
