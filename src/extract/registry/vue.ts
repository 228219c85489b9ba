import { createTypeScriptResolver } from '../resolve/typescript.js';
import type { LanguageSpec } from './types.js';

/**
 * A single-file component's `<script>` blocks are extracted with the typescript, tsx or
 * javascript query (src/extract/embedded.ts): vue.scm captures nothing itself, so the
 * kinds below are empty although a component yields those languages' definitions.
 * Its imports (`./Foo.vue`, `../lib/x`) resolve like TypeScript's.
 */
export const vue: LanguageSpec = {
  id: 'vue',
  grammar: 'tree-sitter-vue.wasm',
  query: 'vue.scm',
  imports: null,
  resolver: createTypeScriptResolver,
  definitions: [],
  references: [],
  embeds: ['typescript', 'tsx', 'javascript'],
};
