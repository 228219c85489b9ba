import { juliaImports } from '../imports/julia.js';
import { createJuliaResolver } from '../resolve/julia.js';
import type { LanguageSpec } from './types.js';

export const julia: LanguageSpec = {
  id: 'julia',
  grammar: 'tree-sitter-julia/tree-sitter-julia.wasm',
  query: 'julia.scm',
  imports: juliaImports,
  resolver: createJuliaResolver,
  definitions: ['module', 'function', 'method', 'macro', 'struct', 'field', 'type', 'constant'],
  references: ['call', 'type', 'inheritance'],
};
