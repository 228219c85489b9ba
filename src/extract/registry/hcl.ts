import { hclImports } from '../imports/hcl.js';
import { createHclResolver } from '../resolve/hcl.js';
import type { LanguageSpec } from './types.js';

export const hcl: LanguageSpec = {
  id: 'hcl',
  // The terraform build of tree-sitter-hcl (HCL with Terraform's template syntax).
  grammar: '@tree-sitter-grammars/tree-sitter-hcl/tree-sitter-terraform.wasm',
  query: 'hcl.scm',
  imports: hclImports,
  resolver: createHclResolver,
  definitions: ['class', 'module', 'variable', 'field'],
  references: ['member', 'call'],
};
