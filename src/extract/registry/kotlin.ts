import { kotlinImports } from '../imports/kotlin.js';
import { createKotlinResolver } from '../resolve/kotlin.js';
import { blankWhenGuards, readableKotlin } from '../readable/kotlin.js';
import type { LanguageSpec } from './types.js';

export const kotlin: LanguageSpec = {
  id: 'kotlin',
  grammar: 'tree-sitter-kotlin.wasm',
  query: 'kotlin.scm',
  readable: readableKotlin,
  readsSourceText: true,
  // The old grammar fails on infix calls named e… (Exposed's `a eq b`), the newer one on an
  // infix call after a lambda and on when-guards (blanked for it): each file keeps the
  // cleaner parse (JetBrains Exposed 0.942 → see bench/recall/kotlin.json).
  fallback: {
    grammar: '@tree-sitter-grammars/tree-sitter-kotlin/tree-sitter-kotlin.wasm',
    query: 'kotlin-fallback.scm',
    readable: blankWhenGuards,
  },
  imports: kotlinImports,
  resolver: createKotlinResolver,
  definitions: ['module', 'interface', 'enum', 'class', 'constant', 'type', 'function', 'method', 'variable', 'field'],
  references: ['new', 'call', 'inheritance', 'type', 'member', 'import'],
};
