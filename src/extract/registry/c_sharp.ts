import { cSharpImports } from '../imports/c_sharp.js';
import { createCSharpResolver } from '../resolve/c_sharp.js';
import type { LanguageSpec } from './types.js';

export const cSharp: LanguageSpec = {
  id: 'c_sharp',
  grammar: 'tree-sitter-c_sharp.wasm',
  query: 'c_sharp.scm',
  imports: cSharpImports,
  resolver: createCSharpResolver,
  definitions: ['module', 'class', 'struct', 'interface', 'enum', 'record', 'type', 'field', 'constant', 'method'],
  references: ['call', 'new', 'inheritance', 'type', 'member', 'import'],
};
