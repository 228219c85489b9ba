import { typescript } from './typescript.js';
import type { LanguageSpec } from './types.js';

/** TypeScript with JSX: its own grammar, the typescript query plus JSX element references. */
export const tsx: LanguageSpec = {
  ...typescript,
  id: 'tsx',
  grammar: 'tree-sitter-typescript/tree-sitter-tsx.wasm',
  query: 'tsx.scm',
};
