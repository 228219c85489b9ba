import { rustImports } from '../imports.js';
import { createRustResolver } from '../resolve/rust.js';
import type { LanguageSpec } from './types.js';

export const rust: LanguageSpec = {
  id: 'rust',
  grammar: 'tree-sitter-rust.wasm',
  query: 'rust.scm',
  imports: rustImports,
  resolver: createRustResolver,
  definitions: ['struct', 'enum', 'trait', 'type', 'function', 'method', 'constant', 'variable', 'field', 'module', 'macro'],
  references: ['call', 'type', 'new', 'import', 'inheritance', 'member'],
};
