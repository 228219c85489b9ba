import { pythonImports } from '../imports.js';
import { createPythonResolver } from '../resolve/python.js';
import type { LanguageSpec } from './types.js';

export const python: LanguageSpec = {
  id: 'python',
  grammar: 'tree-sitter-python.wasm',
  query: 'python.scm',
  imports: pythonImports,
  resolver: createPythonResolver,
  definitions: ['class', 'function', 'method', 'constant', 'variable', 'field'],
  constantNames: /^_*[A-Z][A-Z0-9_]*$/,
  references: ['call', 'type', 'import', 'inheritance', 'member'],
};
