import { kotlinImports } from '../imports/kotlin.js';
import { createKotlinResolver } from '../resolve/kotlin.js';
import type { LanguageSpec } from './types.js';

export const kotlin: LanguageSpec = {
  id: 'kotlin',
  grammar: 'tree-sitter-kotlin.wasm',
  query: 'kotlin.scm',
  // The old grammar fails on infix calls in lambdas (`filter { it eq x }`), the newer one on
  // when-guards and an infix call after a lambda: each file keeps the cleaner parse
  // (JetBrains Exposed 0.942 → see bench/recall/kotlin.json).
  fallback: { grammar: '@tree-sitter-grammars/tree-sitter-kotlin/tree-sitter-kotlin.wasm', query: 'kotlin-fallback.scm' },
  imports: kotlinImports,
  resolver: createKotlinResolver,
  definitions: ['module', 'interface', 'enum', 'class', 'constant', 'type', 'function', 'method', 'variable', 'field'],
  references: ['new', 'call', 'inheritance', 'type', 'member', 'import'],
};
