import { elmImports } from '../imports/elm.js';
import { createElmResolver } from '../resolve/elm.js';
import type { LanguageSpec } from './types.js';

export const elm: LanguageSpec = {
  id: 'elm',
  // tree-sitter-wasms' own Elm build crashes in web-tree-sitter 0.25; this one loads.
  grammar: '@cursorless/tree-sitter-wasms/out/tree-sitter-elm.wasm',
  query: 'elm.scm',
  imports: elmImports,
  resolver: createElmResolver,
  definitions: ['module', 'function', 'method', 'enum', 'type', 'constant'],
  references: ['import', 'call', 'type', 'new'],
  joinsClauses: true,
};
