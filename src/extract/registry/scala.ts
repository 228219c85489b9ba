import { scalaImports } from '../imports/scala.js';
import { createScalaResolver } from '../resolve/scala.js';
import type { LanguageSpec } from './types.js';

export const scala: LanguageSpec = {
  id: 'scala',
  grammar: 'tree-sitter-scala.wasm',
  query: 'scala.scm',
  imports: scalaImports,
  resolver: createScalaResolver,
  definitions: ['module', 'trait', 'class', 'function', 'method', 'type', 'field', 'variable'],
  references: ['new', 'call', 'inheritance', 'type', 'member', 'import'],
};
