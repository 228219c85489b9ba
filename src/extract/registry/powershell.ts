import { powershellImports } from '../imports/powershell.js';
import { powershellReadable } from '../readable/powershell.js';
import { createPowershellResolver } from '../resolve/powershell.js';
import type { LanguageSpec } from './types.js';

export const powershell: LanguageSpec = {
  id: 'powershell',
  grammar: 'tree-sitter-powershell/tree-sitter-powershell.wasm',
  query: 'powershell.scm',
  imports: powershellImports,
  resolver: createPowershellResolver,
  readable: powershellReadable,
  definitions: ['function', 'method', 'class', 'field', 'enum', 'constant'],
  references: ['inheritance', 'call', 'type'],
};
