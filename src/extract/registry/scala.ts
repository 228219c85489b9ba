import { scalaImports } from '../imports/scala.js';
import { createScalaResolver } from '../resolve/scala.js';
import type { LanguageSpec } from './types.js';

export const scala: LanguageSpec = {
  id: 'scala',
  // tree-sitter-wasms' Scala build ends a class at `class X private (` over several lines; this one (0.23.4) parses it, and Scala 3.
  grammar: '@cursorless/tree-sitter-wasms/out/tree-sitter-scala.wasm',
  query: 'scala.scm',
  imports: scalaImports,
  resolver: createScalaResolver,
  definitions: ['module', 'trait', 'class', 'enum', 'constant', 'function', 'method', 'type', 'field', 'variable'],
  indentedBodies: true,
  references: ['new', 'call', 'inheritance', 'type', 'member', 'import'],
};
