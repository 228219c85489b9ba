// What part a file plays in a repository, judged from its path alone:
// the code itself, or tests, docs and examples, vendored or generated code.

import { languageForPath, profileForPath } from './languages.js';

export type FileRole = 'source' | 'test' | 'doc' | 'vendored' | 'generated';

// Each pattern runs once over the whole path or its file name (ranking classifies
// every file of a large repository per process): directory names end in '/', the
// file name is what follows the last '/'.
const VENDORED_DIR =
  /(?:^|\/)(?:node_modules|vendor|vendored|third[-_]party|bower_components|external|extern|\.venv|venv|site-packages|__pycache__|dist|build|out|target|generated|gen|\.next|coverage)\//i;
const GENERATED_FILE = /(?:\.(?:pb|generated|gen)\.\w+|_pb2(?:_grpc)?\.py|\.min\.[cm]?js|[-.]bundle\.js|_string\.go)$/;
/** In a generated file's name (Kubernetes' `zz_generated.deepcopy.go`): a plain search, as `zz_generated[^/]*$` re-read the rest of the name from each. */
const GENERATED_NAME_PART = 'zz_generated';
// Perl's `t/` too, and hardware design verification's `dv/` (SystemVerilog testbenches).
const TEST_DIR =
  /(?:^|\/)(?:(?:__tests?__|tests?|t|dv|testing|testsuites?|specs?|e2e|testdata|test[-_]?data|fixtures?|__mocks__|mocks?|__snapshots__)|[^/]*[-_.]tests?|tests?[-_][^/]*)\//i;
// .NET and Swift test projects: `UnitTests/`, `IntegrationTests/`, `AutoMapper.Tests/`, `VaporTests/`; and Gradle's
// `testFixtures/` source set with its kin (`testUtils/`, `testHelpers/`) (case counts).
const TEST_PROJECT_DIR = /(?:^|\/)(?:[^/]*[a-z0-9](?:Tests?|Specs)|tests?(?:Fixtures?|Utils?|Helpers?|Support|Kit))\//;
// Docs and examples: also with a leading `_` (Go's `_examples/`, which the go tool skips; clap's rustdoc-only
// `src/_cookbook/`), and fastapi's `docs_src/` of tutorial programs, cookbooks, guides and how-tos.
// Benchmarks too: `benches/` (Cargo's), `jmh/` (Gradle's JMH source set, `src/jmh/java`).
const DOC_DIR =
  /(?:^|\/)_?(?:docs?|documentation|docs?_src|examples?|samples?|demos?|website|site|tutorials?|cookbooks?|guides?|howtos?|benchmarks?|bench|benches|jmh)\//i;
/** A tutorial or cookbook kept as one module of its own (clap's `src/_tutorial.rs`, `src/_derive/_tutorial.rs`). */
const DOC_FILE = /^_?(?:tutorials?|cookbooks?)\.\w+$/i;

/** The role of a repository-relative POSIX path. */
export function fileRole(path: string): FileRole {
  if (VENDORED_DIR.test(path)) return 'vendored';
  const name = path.slice(path.lastIndexOf('/') + 1);
  if (GENERATED_FILE.test(path) || name.includes(GENERATED_NAME_PART)) return 'generated';
  if (TEST_DIR.test(path) || TEST_PROJECT_DIR.test(path) || isTestFileName(name)) return 'test';
  if (DOC_DIR.test(path) || DOC_FILE.test(name)) return 'doc';
  return 'source';
}

/** A test file by its language's naming customs (each language's `testFile`, in its profile). */
function isTestFileName(name: string): boolean {
  return profileForPath(name)?.testFile?.test(name) ?? false;
}

/** A package's entry file (`__init__.py`, `index.ts`, `mod.rs`): what re-exports a module's API, and changes when that API does. */
export function isFacade(path: string): boolean {
  return profileForPath(path)?.facade?.test(path.slice(path.lastIndexOf('/') + 1)) ?? false;
}

/**
 * The code a change's task asks for, in the bench and in self-tuning alike: a file of a language
 * repomap parses, in the source role. A changelog or a README (indexed for search, changed with
 * nearly every change) is no such file.
 */
export function isSourceCode(path: string): boolean {
  return languageForPath(path) !== null && fileRole(path) === 'source';
}
