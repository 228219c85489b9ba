import { rubyImports } from '../imports/ruby.js';
import { createRubyResolver } from '../resolve/ruby.js';
import type { LanguageSpec } from './types.js';

export const ruby: LanguageSpec = {
  id: 'ruby',
  grammar: 'tree-sitter-ruby.wasm',
  query: 'ruby.scm',
  imports: rubyImports,
  resolver: createRubyResolver,
  definitions: ['module', 'class', 'method', 'constant', 'field'],
  references: ['new', 'inheritance', 'call', 'type'],
};
