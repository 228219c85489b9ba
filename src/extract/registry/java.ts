import { javaImports } from '../imports.js';
import { createJavaResolver } from '../resolve/java.js';
import type { LanguageSpec } from './types.js';

export const java: LanguageSpec = {
  id: 'java',
  grammar: 'tree-sitter-java.wasm',
  query: 'java.scm',
  imports: javaImports,
  resolver: createJavaResolver,
  definitions: ['class', 'interface', 'enum', 'record', 'method', 'constant', 'field'],
  references: ['call', 'type', 'new', 'import', 'inheritance', 'member'],
};
