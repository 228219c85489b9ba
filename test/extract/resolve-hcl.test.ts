import { describe, expect, it } from 'vitest';
import { createImportResolver } from '../../src/extract/resolve/index.js';

const FILES = ['main.tf', 'variables.tf', 'modules/endpoints/main.tf', 'modules/endpoints/outputs.tf', 'modules/endpoints/README.md', 'envs/prod/main.tf'];

describe('hcl import resolver', () => {
  const resolver = createImportResolver(FILES);

  it("resolves a module's local source to the Terraform files of its directory", () => {
    expect(resolver.resolve('main.tf', 'hcl', './modules/endpoints', [])).toEqual(['modules/endpoints/main.tf', 'modules/endpoints/outputs.tf']);
    expect(resolver.resolve('envs/prod/main.tf', 'hcl', '../../modules/endpoints/', [])).toEqual(['modules/endpoints/main.tf', 'modules/endpoints/outputs.tf']);
    expect(resolver.resolve('modules/endpoints/main.tf', 'hcl', '../..', [])).toEqual(['main.tf', 'variables.tf']);
  });

  it('leaves registry, remote and missing sources unresolved', () => {
    expect(resolver.resolve('main.tf', 'hcl', 'terraform-aws-modules/vpc/aws', [])).toEqual([]);
    expect(resolver.resolve('main.tf', 'hcl', 'git::https://example.com/vpc.git', [])).toEqual([]);
    expect(resolver.resolve('main.tf', 'hcl', './modules/none', [])).toEqual([]);
    expect(resolver.resolve('main.tf', 'hcl', '../outside', [])).toEqual([]);
  });
});
