import { describe, expect, it } from 'vitest';
import { fileRole, isSourceCode } from '../../src/shared/roles.js';

describe('file roles from paths', () => {
  it('tells source from tests, docs and examples, vendored and generated code', () => {
    expect(fileRole('src/flask/app.py')).toBe('source');
    expect(fileRole('gin.go')).toBe('source');
    expect(fileRole('src/hono.ts')).toBe('source');
    expect(fileRole('tests/test_app.py')).toBe('test');
    expect(fileRole('testing/python/fixtures.py')).toBe('test');
    expect(fileRole('src/app_test.go')).toBe('test');
    expect(fileRole('src/router.test.ts')).toBe('test');
    expect(fileRole('src/foo/conftest.py')).toBe('test');
    expect(fileRole('src/main/java/com/x/FooTest.java')).toBe('test');
    expect(fileRole('runtime-tests/deno/app.ts')).toBe('test');
    expect(fileRole('docs/conf.py')).toBe('doc');
    expect(fileRole('examples/app.py')).toBe('doc');
    // benchmarks: Cargo's benches/, Gradle's JMH source set
    expect(fileRole('crates/searcher/benches/search.rs')).toBe('doc');
    expect(fileRole('spring-core/src/jmh/java/org/springframework/util/StringUtilsBenchmark.java')).toBe('doc');
    // examples and docs kept as code: Go's `_examples/`, clap's rustdoc-only cookbook and tutorials,
    // fastapi's `docs_src/` tutorial programs; a private module is not one (`_`-prefixed source stays source)
    expect(fileRole('_examples/basic/main.go')).toBe('doc');
    expect(fileRole('src/_cookbook/mod.rs')).toBe('doc');
    expect(fileRole('src/_tutorial.rs')).toBe('doc');
    expect(fileRole('src/_derive/_tutorial.rs')).toBe('doc');
    expect(fileRole('docs_src/bigger_applications/app_an_py310/main.py')).toBe('doc');
    expect(fileRole('lib/Mojolicious/Guides/Cookbook.pod')).toBe('doc');
    expect(fileRole('src/httpx/_client.py')).toBe('source');
    expect(fileRole('src/snippets.zig')).toBe('source');
    expect(fileRole('vendor/github.com/x/y.go')).toBe('vendored');
    expect(fileRole('node_modules/x/index.js')).toBe('vendored');
    expect(fileRole('api/service.pb.go')).toBe('generated');
    expect(fileRole('dist/index.js')).toBe('vendored');
  });

  it('knows the test layouts of the other languages it indexes', () => {
    // Haskell (hspec, tasty), Julia, R (testthat), Perl (`t/` and its helpers)
    expect(fileRole('src/ShellCheck/ParserSpec.hs')).toBe('test');
    expect(fileRole('src/ShellCheck/Parser.hs')).toBe('source');
    expect(fileRole('src/join/test_join.jl')).toBe('test');
    expect(fileRole('R/test-helpers.R')).toBe('test');
    expect(fileRole('R/mutate.R')).toBe('source');
    expect(fileRole('t/lib/TestHelper.pm')).toBe('test');
    // SystemVerilog testbenches: `dv/`, `tb_*.sv`, `*_tb.sv`; the design is source
    expect(fileRole('dv/uvm/core_ibex/env/core_ibex_env.sv')).toBe('test');
    expect(fileRole('rtl/tb_alu.sv')).toBe('test');
    expect(fileRole('sim/alu_tb.v')).toBe('test');
    expect(fileRole('rtl/ibex_alu.sv')).toBe('source');
    expect(fileRole('lib/Mojo/t.pm')).toBe('source');
    // .NET and Swift test projects, by their CamelCase names
    expect(fileRole('src/UnitTests/Bug/ReportMissingInclude.cs')).toBe('test');
    expect(fileRole('src/IntegrationTests/CustomMapFrom/Query.cs')).toBe('test');
    expect(fileRole('AutoMapper.Tests/MapperTests.cs')).toBe('test');
    expect(fileRole('Tests/VaporTests/AppTests.swift')).toBe('test');
    // Gradle's test-fixtures source set (spring-framework's `Nullable.java` fixture), and its kin
    expect(fileRole('spring-core/src/testFixtures/java/org/springframework/core/testfixture/Nullable.java')).toBe('test');
    expect(fileRole('lib/testUtils/render.ts')).toBe('test');
    expect(fileRole('src/testament/book.ts')).toBe('source');
    expect(fileRole('flask/testsuite/basic.py')).toBe('test');
    // file names: Ruby, Elixir, Dart, C++, OCaml, Zig, Kotlin, C#, PHP, Solidity (Foundry)
    expect(fileRole('lib/router_spec.rb')).toBe('test');
    expect(fileRole('lib/ecto/repo_test.exs')).toBe('test');
    expect(fileRole('lib/src/client_test.dart')).toBe('test');
    expect(fileRole('src/format_test.cc')).toBe('test');
    expect(fileRole('src/lexer_test.ml')).toBe('test');
    expect(fileRole('src/analysis_test.zig')).toBe('test');
    expect(fileRole('src/main/kotlin/QueryTest.kt')).toBe('test');
    expect(fileRole('src/Mapper/MapperSpec.cs')).toBe('test');
    expect(fileRole('src/Support/StrTest.php')).toBe('test');
    expect(fileRole('src/token/ERC20.t.sol')).toBe('test');
    // and the source beside them stays source (case counts in the CamelCase rules)
    expect(fileRole('src/AutoMapper/TypeMap.cs')).toBe('source');
    expect(fileRole('Sources/VaporTesting/TestingApplication.swift')).toBe('source');
    expect(fileRole('src/main/kotlin/Contest.kt')).toBe('source');
    expect(fileRole('src/Latest.php')).toBe('source');
    expect(fileRole('lib/ecto/repo.ex')).toBe('source');
    expect(fileRole('contracts/token/ERC20.sol')).toBe('source');
    expect(fileRole('src/contests/entry.ts')).toBe('source');
  });
});

describe('file roles of hostile paths', () => {
  // issue 26: `zz_generated[^/]*$` read the rest of the name again from each `zz_generated`
  it('judges a megabyte-long name in one pass', () => {
    expect(fileRole(`${'zz_generated'.repeat(90_000)}/x.go`)).toBe('source');
    expect(fileRole(`pkg/${'zz_generated'.repeat(90_000)}.go`)).toBe('generated');
    expect(fileRole(`${'T'.repeat(1 << 20)}s`)).toBe('source');
    expect(fileRole(`src/${'T'.repeat(1 << 20)}Test.java`)).toBe('test');
  });
});

describe('source code, as tasks ask for it (the bench and self-tuning)', () => {
  it('is a file of a parsed language in the source role: no test, doc, changelog or README', () => {
    expect(isSourceCode('src/flask/app.py')).toBe(true);
    expect(isSourceCode('tests/test_app.py')).toBe(false);
    expect(isSourceCode('README.md')).toBe(false);
    expect(isSourceCode('CHANGES.rst')).toBe(false);
    expect(isSourceCode('docs/index.rst')).toBe(false);
  });
});
