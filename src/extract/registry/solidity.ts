import { solidityImports } from '../imports/solidity.js';
import { createSolidityResolver } from '../resolve/solidity.js';
import type { LanguageSpec } from './types.js';

export const solidity: LanguageSpec = {
  id: 'solidity',
  grammar: 'tree-sitter-solidity.wasm',
  query: 'solidity.scm',
  imports: solidityImports,
  resolver: createSolidityResolver,
  definitions: ['class', 'interface', 'module', 'struct', 'enum', 'type', 'method', 'function', 'constant', 'field'],
  references: ['call', 'new', 'inheritance', 'type', 'member'],
};
