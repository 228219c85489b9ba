import { javaImports } from '../imports.js';
import { groovyReadable } from '../readable/groovy.js';
import { createGroovyResolver } from '../resolve/groovy.js';
import type { LanguageSpec } from './types.js';

export const groovy: LanguageSpec = {
  id: 'groovy',
  grammar: 'tree-sitter-groovy/tree-sitter-groovy.wasm',
  query: 'groovy.scm',
  imports: javaImports,
  resolver: createGroovyResolver,
  readable: groovyReadable,
  // tree-sitter-groovy 0.1.2 loses whole classes on Groovy it does not know (slashy strings,
  // `==~`, a call with a triple-quoted argument and no parentheses): a file it leaves with
  // errors is read with Java's grammar too, and the cleaner parse is kept.
  fallback: { grammar: 'tree-sitter-wasms/out/tree-sitter-java.wasm', query: 'groovy-fallback.scm', readable: groovyReadable },
  definitions: ['class', 'interface', 'enum', 'record', 'function', 'method', 'field', 'constant', 'variable'],
  references: ['call', 'new', 'inheritance', 'type', 'member', 'import'],
};
