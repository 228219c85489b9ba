import { perlImports } from '../imports/perl.js';
import { perlReadable } from '../readable/perl.js';
import { createPerlResolver } from '../resolve/perl.js';
import type { LanguageSpec } from './types.js';

export const perl: LanguageSpec = {
  id: 'perl',
  grammar: '@cursorless/tree-sitter-wasms/out/tree-sitter-perl.wasm',
  query: 'perl.scm',
  imports: perlImports,
  resolver: createPerlResolver,
  readable: perlReadable,
  definitions: ['module', 'function', 'method', 'constant'],
  references: ['call', 'type'],
};
