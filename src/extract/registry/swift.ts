import { swiftImports } from '../imports/swift.js';
import { readableSwift } from '../readable/swift.js';
import type { LanguageSpec } from './types.js';

export const swift: LanguageSpec = {
  id: 'swift',
  grammar: 'tree-sitter-swift.wasm',
  query: 'swift.scm',
  imports: swiftImports,
  // Swift modules are targets: files of one target see each other, so no file edges (name edges only).
  resolver: null,
  definitions: ['class', 'struct', 'enum', 'interface', 'constant', 'function', 'method', 'field', 'variable', 'type'],
  references: ['call', 'new', 'inheritance', 'type', 'member'],
  // freestanding macros (`#expect(…)`) read as calls
  readable: readableSwift,
  // a 390 KiB lexer function: its optimizing compile outlasts a big repository's parse
  baselineOnly: true,
};
