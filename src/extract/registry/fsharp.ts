import { fsharpImports } from '../imports/fsharp.js';
import { createFsharpResolver } from '../resolve/fsharp.js';
import type { LanguageSpec } from './types.js';

export const fsharp: LanguageSpec = {
  id: 'fsharp',
  grammar: 'tree-sitter-fsharp/tree-sitter-fsharp.wasm',
  query: 'fsharp.scm',
  imports: fsharpImports,
  resolver: createFsharpResolver,
  definitions: ['module', 'record', 'type', 'enum', 'class', 'interface', 'field', 'constant', 'method', 'function', 'variable'],
  references: ['import', 'call', 'member', 'type'],
};
