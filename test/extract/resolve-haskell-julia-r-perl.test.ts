// Import resolution of Haskell, Julia, R and Perl: module paths below source directories
// (Haskell, Perl), included files and modules by file name (Julia), sourced scripts (R).
import { describe, expect, it } from 'vitest';
import { createImportResolver } from '../../src/extract/resolve/index.js';

describe('haskell import resolver', () => {
  const resolver = createImportResolver([
    'src/ShellCheck/AST.hs',
    'src/ShellCheck/Parser.hs',
    'test/ShellCheck/ParserSpec.hs',
    'shellcheck.hs',
    'app/Main.hs',
    'bench/Main.hs',
  ]);

  it('resolves Data.Foo to Data/Foo.hs below any source directory', () => {
    expect(resolver.resolve('shellcheck.hs', 'haskell', 'ShellCheck.Parser', [])).toEqual(['src/ShellCheck/Parser.hs']);
    expect(resolver.resolve('test/ShellCheck/ParserSpec.hs', 'haskell', 'ShellCheck.AST', [])).toEqual(['src/ShellCheck/AST.hs']);
  });

  it('takes a module several directories hold from the importer’s side, and leaves libraries unresolved', () => {
    expect(resolver.resolve('app/Other.hs', 'haskell', 'Main', [])).toEqual(['app/Main.hs']);
    expect(resolver.resolve('src/ShellCheck/AST.hs', 'haskell', 'Data.Map', [])).toEqual([]);
    expect(resolver.resolve('src/ShellCheck/AST.hs', 'haskell', 'Parser', [])).toEqual([]);
  });
});

describe('julia import resolver', () => {
  const resolver = createImportResolver(['src/DataFrames.jl', 'src/other/utils.jl', 'src/join/core.jl', 'test/runtests.jl', 'test/utils.jl']);

  it('reads include("x.jl") relative to the including file', () => {
    expect(resolver.resolve('src/DataFrames.jl', 'julia', 'other/utils.jl', [])).toEqual(['src/other/utils.jl']);
    expect(resolver.resolve('src/join/core.jl', 'julia', '../other/utils.jl', [])).toEqual(['src/other/utils.jl']);
    expect(resolver.resolve('src/DataFrames.jl', 'julia', 'missing.jl', [])).toEqual([]);
  });

  it('finds a module of the repository by its file, and no other', () => {
    expect(resolver.resolve('test/runtests.jl', 'julia', 'DataFrames', [])).toEqual(['src/DataFrames.jl']);
    expect(resolver.resolve('test/runtests.jl', 'julia', '..Parent.DataFrames', [])).toEqual(['src/DataFrames.jl']);
    expect(resolver.resolve('test/runtests.jl', 'julia', 'utils', [])).toEqual(['test/utils.jl']);
    expect(resolver.resolve('test/runtests.jl', 'julia', 'Statistics', [])).toEqual([]);
  });
});

describe('r import resolver', () => {
  const resolver = createImportResolver(['R/cart.R', 'R/utils.R', 'scripts/run.R', 'scripts/helpers.R']);

  it('reads source("x.R") from the root, then from the sourcing file’s directory', () => {
    expect(resolver.resolve('R/cart.R', 'r', 'R/utils.R', [])).toEqual(['R/utils.R']);
    expect(resolver.resolve('scripts/run.R', 'r', 'helpers.R', [])).toEqual(['scripts/helpers.R']);
    expect(resolver.resolve('scripts/run.R', 'r', '/etc/profile.R', [])).toEqual([]);
  });
});

describe('perl import resolver', () => {
  const resolver = createImportResolver(['lib/Mojo/Base.pm', 'lib/Mojo/Util.pm', 'lib/Mojolicious.pm', 't/lib/TestHelper.pm', 'Build.pm', 'script/run.pl']);

  it('resolves Foo::Bar to Foo/Bar.pm below lib/ or the root', () => {
    expect(resolver.resolve('script/run.pl', 'perl', 'Mojo::Base', [])).toEqual(['lib/Mojo/Base.pm']);
    expect(resolver.resolve('lib/Mojo/Base.pm', 'perl', 'Mojolicious', [])).toEqual(['lib/Mojolicious.pm']);
    expect(resolver.resolve('t/basic.pl', 'perl', 'TestHelper', [])).toEqual(['t/lib/TestHelper.pm']);
    expect(resolver.resolve('script/run.pl', 'perl', 'Build', [])).toEqual(['Build.pm']);
  });

  it('leaves modules outside the repository unresolved, and a module name is not any file of that name', () => {
    expect(resolver.resolve('lib/Mojo/Base.pm', 'perl', 'Carp', [])).toEqual([]);
    expect(resolver.resolve('lib/Mojo/Base.pm', 'perl', 'Util', [])).toEqual([]);
  });
});
