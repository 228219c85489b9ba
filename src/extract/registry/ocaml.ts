import { ocamlImports } from '../imports/ocaml.js';
import { createOcamlResolver } from '../resolve/ocaml.js';
import type { LanguageSpec } from './types.js';

export const ocaml: LanguageSpec = {
  id: 'ocaml',
  grammar: 'tree-sitter-ocaml.wasm',
  query: 'ocaml.scm',
  imports: ocamlImports,
  resolver: createOcamlResolver,
  definitions: ['function', 'method', 'constant', 'type', 'record', 'enum', 'field', 'module', 'interface', 'class'],
  references: ['call', 'new', 'inheritance', 'type', 'import', 'member'],
};
