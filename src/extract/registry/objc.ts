import { objcImports } from '../imports/objc.js';
import { createObjcResolver } from '../resolve/objc.js';
import type { LanguageSpec } from './types.js';

export const objc: LanguageSpec = {
  id: 'objc',
  grammar: 'tree-sitter-objc.wasm',
  query: 'objc.scm',
  imports: objcImports,
  resolver: createObjcResolver,
  definitions: ['class', 'interface', 'trait', 'method', 'field', 'function', 'macro', 'struct', 'enum', 'constant', 'type', 'variable'],
  references: ['call', 'new', 'type', 'inheritance', 'member'],
};
