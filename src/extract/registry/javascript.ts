import { jsImports } from '../imports.js';
import { createTypeScriptResolver } from '../resolve/typescript.js';
import type { LanguageSpec } from './types.js';

/** JavaScript with JSX; its imports resolve like TypeScript's (one resolver serves both). */
export const javascript: LanguageSpec = {
  id: 'javascript',
  grammar: 'tree-sitter-javascript.wasm',
  query: 'javascript.scm',
  imports: jsImports,
  resolver: createTypeScriptResolver,
  definitions: ['class', 'function', 'method', 'constant', 'variable', 'field'],
  references: ['call', 'new', 'import', 'inheritance', 'member'],
};
