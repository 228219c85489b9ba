import { nixImports } from '../imports/nix.js';
import { createNixResolver } from '../resolve/nix.js';
import type { LanguageSpec } from './types.js';

export const nix: LanguageSpec = {
  id: 'nix',
  grammar: '@cursorless/tree-sitter-wasms/out/tree-sitter-nix.wasm',
  query: 'nix.scm',
  imports: nixImports,
  resolver: createNixResolver,
  definitions: ['function', 'method', 'variable'],
  references: ['call'],
};
