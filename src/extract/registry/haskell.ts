import { haskellImports } from '../imports/haskell.js';
import { createHaskellResolver } from '../resolve/haskell.js';
import type { LanguageSpec } from './types.js';

export const haskell: LanguageSpec = {
  id: 'haskell',
  grammar: 'tree-sitter-haskell/tree-sitter-haskell.wasm',
  query: 'haskell.scm',
  imports: haskellImports,
  resolver: createHaskellResolver,
  joinsClauses: true,
  definitions: ['module', 'function', 'method', 'type', 'interface', 'constant', 'field'],
  references: ['call', 'type', 'inheritance'],
};
