import { zigImports } from '../imports/zig.js';
import { createZigResolver } from '../resolve/zig.js';
import type { LanguageSpec } from './types.js';

export const zig: LanguageSpec = {
  id: 'zig',
  grammar: 'tree-sitter-zig.wasm',
  query: 'zig.scm',
  imports: zigImports,
  resolver: createZigResolver,
  definitions: ['struct', 'enum', 'function', 'method', 'constant', 'variable', 'field'],
  references: ['import', 'call', 'new', 'type'],
};
