import { luaImports } from '../imports/lua.js';
import { createLuaResolver } from '../resolve/lua.js';
import type { LanguageSpec } from './types.js';

export const lua: LanguageSpec = {
  id: 'lua',
  grammar: 'tree-sitter-lua.wasm',
  query: 'lua.scm',
  imports: luaImports,
  resolver: createLuaResolver,
  definitions: ['function', 'method', 'module'],
  references: ['call'],
};
