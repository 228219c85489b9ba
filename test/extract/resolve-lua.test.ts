import { describe, expect, it } from 'vitest';
import { createImportResolver } from '../../src/extract/resolve/index.js';

const FILES = [
  'lua/statusbar/init.lua',
  'lua/statusbar/config.lua',
  'lua/statusbar/themes/init.lua',
  'plugin/statusbar.lua',
  'tests/helpers.lua',
  'deps/other.nvim/lua/other/util.lua',
];

describe('lua import resolver', () => {
  const resolver = createImportResolver(FILES);

  it('resolves a.b to a/b.lua and a/b/init.lua below lua/ directories', () => {
    expect(resolver.resolve('plugin/statusbar.lua', 'lua', 'statusbar.config', [])).toEqual(['lua/statusbar/config.lua']);
    expect(resolver.resolve('plugin/statusbar.lua', 'lua', 'statusbar', [])).toEqual(['lua/statusbar/init.lua']);
    expect(resolver.resolve('plugin/statusbar.lua', 'lua', 'statusbar.themes', [])).toEqual(['lua/statusbar/themes/init.lua']);
    expect(resolver.resolve('lua/statusbar/init.lua', 'lua', 'other.util', [])).toEqual(['deps/other.nvim/lua/other/util.lua']);
  });

  it('resolves against the root too', () => {
    expect(resolver.resolve('lua/statusbar/init.lua', 'lua', 'tests.helpers', [])).toEqual(['tests/helpers.lua']);
  });

  it('leaves modules outside the repository unresolved', () => {
    expect(resolver.resolve('lua/statusbar/init.lua', 'lua', 'plenary.busted', [])).toEqual([]);
    expect(resolver.resolve('lua/statusbar/init.lua', 'lua', 'vim.lsp', [])).toEqual([]);
  });
});
