import { luaImports } from '../imports/lua.js';
import { createLuaResolver } from '../resolve/lua.js';
import type { LanguageSpec } from './types.js';

export const lua: LanguageSpec = {
  id: 'lua',
  // tree-sitter-wasms' ABI-13 Lua build misparses calls in web-tree-sitter 0.25 once a Query is compiled.
  grammar: '@tree-sitter-grammars/tree-sitter-lua/tree-sitter-lua.wasm',
  query: 'lua.scm',
  imports: luaImports,
  resolver: createLuaResolver,
  definitions: ['function', 'method', 'module'],
  references: ['call'],
};
