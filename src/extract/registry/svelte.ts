import { createTypeScriptResolver } from '../resolve/typescript.js';
import type { LanguageSpec } from './types.js';

/**
 * A Svelte component is read with the HTML grammar, which finds its `<script>` blocks; each is
 * extracted with the typescript or javascript query (src/extract/embedded.ts): svelte.scm
 * captures nothing itself, so the kinds below are empty although a component yields those
 * languages' definitions. Its imports (`./Row.svelte`, `../lib/x`) resolve like TypeScript's.
 */
export const svelte: LanguageSpec = {
  id: 'svelte',
  grammar: 'tree-sitter-html.wasm',
  query: 'svelte.scm',
  imports: null,
  resolver: createTypeScriptResolver,
  definitions: [],
  references: [],
  embeds: ['typescript', 'javascript'],
};
