import { rImports } from '../imports/r.js';
import { createRResolver } from '../resolve/r.js';
import type { LanguageSpec } from './types.js';

export const r: LanguageSpec = {
  id: 'r',
  grammar: '@cursorless/tree-sitter-wasms/out/tree-sitter-r.wasm',
  query: 'r.scm',
  imports: rImports,
  resolver: createRResolver,
  definitions: ['function', 'method', 'variable', 'class'],
  references: ['call'],
};
