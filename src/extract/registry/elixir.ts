import { elixirImports } from '../imports/elixir.js';
import { createElixirResolver } from '../resolve/elixir.js';
import type { LanguageSpec } from './types.js';

export const elixir: LanguageSpec = {
  id: 'elixir',
  grammar: 'tree-sitter-elixir.wasm',
  query: 'elixir.scm',
  imports: elixirImports,
  resolver: createElixirResolver,
  definitions: ['module', 'interface', 'function', 'method', 'macro', 'type'],
  references: ['import', 'type', 'call'],
};
