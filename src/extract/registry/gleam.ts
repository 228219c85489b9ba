import { gleamImports } from '../imports/gleam.js';
import { createGleamResolver } from '../resolve/gleam.js';
import { readableGleam } from '../readable/gleam.js';
import type { LanguageSpec } from './types.js';

export const gleam: LanguageSpec = {
  id: 'gleam',
  grammar: '@cursorless/tree-sitter-wasms/out/tree-sitter-gleam.wasm',
  query: 'gleam.scm',
  imports: gleamImports,
  resolver: createGleamResolver,
  definitions: ['function', 'method', 'enum', 'type', 'constant'],
  references: ['import', 'call', 'type', 'new'],
  readable: readableGleam,
};
