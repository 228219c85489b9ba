import { clojureImports } from '../imports/clojure.js';
import { createClojureResolver } from '../resolve/clojure.js';
import type { LanguageSpec } from './types.js';

export const clojure: LanguageSpec = {
  id: 'clojure',
  grammar: '@cursorless/tree-sitter-wasms/out/tree-sitter-clojure.wasm',
  query: 'clojure.scm',
  imports: clojureImports,
  resolver: createClojureResolver,
  definitions: ['function', 'macro', 'variable', 'interface', 'method', 'record', 'class', 'module'],
  references: ['call'],
};
