import { describe, expect, it } from 'vitest';
import { createImportResolver } from '../../src/extract/resolve/index.js';

describe('Zig', () => {
  const r = createImportResolver(['src/ledger.zig', 'src/money.zig', 'src/io/file.zig', 'build.zig']);
  const resolve = (from: string, specifier: string) => r.resolve(from, 'zig', specifier, []);

  it('resolves @import("a/b.zig") relative to the importing file', () => {
    expect(resolve('src/ledger.zig', 'money.zig')).toEqual(['src/money.zig']);
    expect(resolve('src/ledger.zig', 'io/file.zig')).toEqual(['src/io/file.zig']);
    expect(resolve('src/io/file.zig', '../money.zig')).toEqual(['src/money.zig']);
    expect(resolve('src/ledger.zig', '../build.zig')).toEqual(['build.zig']);
  });

  it('leaves std, package names and missing files unresolved', () => {
    expect(resolve('src/ledger.zig', 'std')).toEqual([]);
    expect(resolve('src/ledger.zig', 'builtin')).toEqual([]);
    expect(resolve('src/ledger.zig', 'known-folders')).toEqual([]);
    expect(resolve('src/ledger.zig', 'nope.zig')).toEqual([]);
    expect(resolve('src/ledger.zig', '../../x.zig')).toEqual([]);
  });
});
