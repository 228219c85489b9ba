// What part a file plays in a repository, judged from its path alone:
// the code itself, or tests, docs and examples, vendored or generated code.

export type FileRole = 'source' | 'test' | 'doc' | 'vendored' | 'generated';

const TEST_DIRS = /^(__tests?__|tests?|testing|specs?|e2e|testdata|test[-_]?data|fixtures?|__mocks__|mocks?|__snapshots__)$|[-_]tests?$|^tests?[-_]/i;
const DOC_DIRS = /^(docs?|documentation|examples?|samples?|demos?|website|site|tutorials?|benchmarks?|bench)$/i;
const VENDORED_DIRS = /^(node_modules|vendor|vendored|third[-_]party|bower_components|external|extern|\.venv|venv|site-packages|__pycache__|dist|build|out|target|generated|gen|\.next|coverage)$/i;
const TEST_FILES = [
  /^test_.*\.pyi?$/,
  /_tests?\.(py|go|rs)$/,
  /^conftest\.py$/,
  /\.(test|spec|bench|e2e)\.[cm]?[jt]sx?$/,
  /(Test|Tests|IT|TestCase)\.java$/,
  /^tests?\.(rs|py|go|[cm]?[jt]sx?)$/,
];
const GENERATED_FILES = [/\.(pb|generated|gen)\.\w+$/, /_pb2(_grpc)?\.py$/, /\.min\.[cm]?js$/, /[-.]bundle\.js$/, /_string\.go$/, /zz_generated/];

/** The role of a repository-relative POSIX path. */
export function fileRole(path: string): FileRole {
  const parts = path.split('/');
  const name = parts[parts.length - 1]!;
  const dirs = parts.slice(0, -1);
  if (dirs.some((dir) => VENDORED_DIRS.test(dir))) return 'vendored';
  if (GENERATED_FILES.some((pattern) => pattern.test(name))) return 'generated';
  if (dirs.some((dir) => TEST_DIRS.test(dir)) || TEST_FILES.some((pattern) => pattern.test(name))) return 'test';
  if (dirs.some((dir) => DOC_DIRS.test(dir))) return 'doc';
  return 'source';
}
