// What part a file plays in a repository, judged from its path alone:
// the code itself, or tests, docs and examples, vendored or generated code.

export type FileRole = 'source' | 'test' | 'doc' | 'vendored' | 'generated';

// Each pattern runs once over the whole path (ranking classifies every file of
// a large repository per process): directory names end in '/', the file name
// is what follows the last '/'.
const VENDORED_DIR =
  /(?:^|\/)(?:node_modules|vendor|vendored|third[-_]party|bower_components|external|extern|\.venv|venv|site-packages|__pycache__|dist|build|out|target|generated|gen|\.next|coverage)\//i;
const GENERATED_FILE = /(?:\.(?:pb|generated|gen)\.\w+|_pb2(?:_grpc)?\.py|\.min\.[cm]?js|[-.]bundle\.js|_string\.go)$|zz_generated[^/]*$/;
const TEST_DIR =
  /(?:^|\/)(?:(?:__tests?__|tests?|testing|specs?|e2e|testdata|test[-_]?data|fixtures?|__mocks__|mocks?|__snapshots__)|[^/]*[-_]tests?|tests?[-_][^/]*)\//i;
const TEST_FILE =
  /(?:^|\/)(?:test_[^/]*\.pyi?|[^/]*_tests?\.(?:py|go|rs)|conftest\.py|[^/]*\.(?:test|spec|bench|e2e)\.[cm]?[jt]sx?|[^/]*(?:Test|Tests|IT|TestCase)\.java|tests?\.(?:rs|py|go|[cm]?[jt]sx?))$/;
const DOC_DIR = /(?:^|\/)(?:docs?|documentation|examples?|samples?|demos?|website|site|tutorials?|benchmarks?|bench)\//i;

/** The role of a repository-relative POSIX path. */
export function fileRole(path: string): FileRole {
  if (VENDORED_DIR.test(path)) return 'vendored';
  if (GENERATED_FILE.test(path)) return 'generated';
  if (TEST_DIR.test(path) || TEST_FILE.test(path)) return 'test';
  if (DOC_DIR.test(path)) return 'doc';
  return 'source';
}
