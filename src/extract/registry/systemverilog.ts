import { systemverilogImports } from '../imports/systemverilog.js';
import { createSystemverilogResolver } from '../resolve/systemverilog.js';
import type { LanguageSpec } from './types.js';

export const systemverilog: LanguageSpec = {
  id: 'systemverilog',
  grammar: 'tree-sitter-systemverilog/tree-sitter-systemverilog.wasm',
  query: 'systemverilog.scm',
  imports: systemverilogImports,
  resolver: createSystemverilogResolver,
  definitions: ['module', 'interface', 'class', 'function', 'method', 'type', 'struct', 'enum', 'constant', 'variable', 'field', 'macro'],
  references: ['new', 'call', 'type', 'inheritance', 'import'],
};
