import { objcImports } from '../imports/objc.js';
import { createObjcResolver } from '../resolve/objc.js';
import { readableObjc } from '../readable/objc.js';
import type { LanguageSpec } from './types.js';

export const objc: LanguageSpec = {
  id: 'objc',
  grammar: 'tree-sitter-objc.wasm',
  query: 'objc.scm',
  imports: objcImports,
  resolver: createObjcResolver,
  definitions: ['class', 'interface', 'trait', 'method', 'field', 'function', 'macro', 'struct', 'enum', 'constant', 'type', 'variable'],
  references: ['call', 'new', 'type', 'inheritance', 'member'],
  // macros the grammar cannot expand, read in place (readable/objc.ts, c-family.ts): availability
  // annotations after a method or above an `@interface`, a lone `NS_SWIFT_UI_ACTOR`, common in headers
  readable: readableObjc,
};
