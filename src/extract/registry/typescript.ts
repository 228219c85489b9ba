import { jsImports } from '../imports.js';
import { createTypeScriptResolver } from '../resolve/typescript.js';
import type { LanguageSpec } from './types.js';

export const typescript: LanguageSpec = {
  id: 'typescript',
  grammar: 'tree-sitter-typescript/tree-sitter-typescript.wasm',
  query: 'typescript.scm',
  imports: jsImports,
  resolver: createTypeScriptResolver,
  definitions: ['class', 'interface', 'type', 'enum', 'function', 'method', 'constant', 'variable', 'field', 'module'],
  references: ['call', 'type', 'new', 'import', 'inheritance', 'member'],
};
