import { describe, expect, it } from 'vitest';
import { bashImports } from '../../src/extract/imports/bash.js';
import { createImportResolver } from '../../src/extract/resolve/index.js';

describe('Bash', () => {
  const r = createImportResolver(['scripts/deploy.sh', 'scripts/lib/log.sh', 'lib/common.sh', 'scripts/common.sh', 'test/helpers.bash']);
  const resolve = (from: string, specifier: string) => r.resolve(from, 'bash', specifier, []);

  it('reads a sourced path relative to the sourcing file first', () => {
    expect(resolve('scripts/deploy.sh', './lib/log.sh')).toEqual(['scripts/lib/log.sh']);
    expect(resolve('scripts/deploy.sh', 'common.sh')).toEqual(['scripts/common.sh']);
    expect(resolve('scripts/lib/log.sh', '../deploy.sh')).toEqual(['scripts/deploy.sh']);
  });

  it('then relative to the repository root', () => {
    expect(resolve('scripts/deploy.sh', 'lib/common.sh')).toEqual(['lib/common.sh']);
    expect(resolve('test/run.sh', 'test/helpers.bash')).toEqual(['test/helpers.bash']);
  });

  it('leaves absolute, home and missing paths unresolved', () => {
    expect(resolve('scripts/deploy.sh', '/etc/profile')).toEqual([]);
    expect(resolve('scripts/deploy.sh', '~/.bashrc')).toEqual([]);
    expect(resolve('scripts/deploy.sh', './nope.sh')).toEqual([]);
    expect(resolve('scripts/deploy.sh', '../../x.sh')).toEqual([]);
  });

  it('is wired to the reader', () => {
    expect(typeof bashImports).toBe('function');
  });
});
