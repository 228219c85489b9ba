// bench/issue-cases-multi.mjs: Multi-SWE-bench instances kept in a (here: made-up) lists
// mirror become `bench run` cases on a bare mirror of the repository, the resolved issues'
// text as the only seed.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs bench script, without type declarations
import { issueText, REPOSITORIES } from '../../bench/issue-cases-multi.mjs';
import { cleanupTemporaries, git, PROJECT_ROOT, temporaryDir } from '../helpers.js';

afterAll(cleanupTemporaries);

const SCRIPT = join(PROJECT_ROOT, 'bench', 'issue-cases-multi.mjs');

function write(dir: string, path: string, text: string): void {
  mkdirSync(join(dir, path, '..'), { recursive: true });
  writeFileSync(join(dir, path), text);
}

function commitAll(dir: string, message: string): string {
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '-m', message);
  return git(dir, 'rev-parse', 'HEAD').trim();
}

const patch = (path: string, created = false): string =>
  [`diff --git a/${path} b/${path}`, ...(created ? ['new file mode 100644', '--- /dev/null'] : [`--- a/${path}`]), `+++ b/${path}`, '@@ -1 +1 @@', '-a', '+b', ''].join('\n');

describe('issue-cases-multi: the text and the split', () => {
  it('reads every resolved issue, title then body, without carriage returns', () => {
    const text = issueText({ resolved_issues: [{ title: 'capture returns null', body: 'Describe the bug\r\nit fails\r\n' }, { title: 'second', body: null }] });
    expect(text).toBe('capture returns null\n\nDescribe the bug\nit fails\n\nsecond');
    expect(issueText({})).toBe('');
  });

  it('keeps the split of the commit-message tasks (jq training, the others of the thirty validation), the repositories added for issue texts training', () => {
    expect(Object.fromEntries(Object.entries(REPOSITORIES).map(([repo, { set }]: [string, any]) => [repo, set]))).toEqual({
      'jqlang/jq': 'training',
      'fmtlib/fmt': 'validation',
      'nlohmann/json': 'validation',
      'expressjs/express': 'validation',
      'BurntSushi/ripgrep': 'validation',
      'iamkun/dayjs': 'training',
      'facebook/zstd': 'training',
      'sharkdp/fd': 'training',
      'FasterXML/jackson-core': 'training',
      'zeromicro/go-zero': 'training',
    });
  });
});

describe('issue-cases-multi: from a lists mirror to cases', () => {
  const base = temporaryDir('repomap-issue-multi-');
  const mirrors = join(base, 'mirrors');
  const work = join(base, 'jq-work');
  mkdirSync(work, { recursive: true });
  git(work, 'init', '-q');
  write(work, 'src/builtin.c', 'int f_capture(void) { return 0; }\n');
  const first = commitAll(work, 'one');
  mkdirSync(join(mirrors, 'jqlang+jq'), { recursive: true });
  spawnSync('git', ['clone', '-q', '--bare', work, join(mirrors, 'jqlang+jq', 'repo')]);

  const lists = join(base, 'lists');
  mkdirSync(lists, { recursive: true });
  git(lists, 'init', '-q');
  const instance = (number: number, sha: string, diff: string) => ({
    org: 'jqlang', repo: 'jq', number, base: { sha }, fix_patch: diff,
    resolved_issues: [{ title: 'capture is wrong', body: 'an optional group gives ""' }],
  });
  write(lists, 'MSWE-agent/data/c/jqlang__jq_dataset.jsonl', [
    instance(1, first, patch('src/builtin.c') + patch('src/new.c', true)),
    instance(2, 'f'.repeat(40), patch('src/builtin.c')),
    instance(3, first, patch('src/new.c', true)),
  ].map((item) => JSON.stringify(item)).join('\n'));
  // a list that is a Git LFS pointer has no instances
  write(lists, 'MSWE-agent/data/cpp/fmtlib__fmt_dataset.jsonl', 'version https://git-lfs.github.com/spec/v1\noid sha256:0\nsize 1\n');
  commitAll(lists, 'lists');
  mkdirSync(join(mirrors, 'fmtlib+fmt', 'repo'), { recursive: true });

  it('writes one case per instance whose base commit and modified files exist, and says what it skips', () => {
    const out = join(base, 'cases');
    const result = spawnSync(process.execPath, [SCRIPT, '--lists', join(lists, '.git'), '--mirrors', mirrors, '--out', out], { encoding: 'utf8' });
    expect(result.status).toBe(0);
    expect(result.stderr).toContain('skipped jqlang__jq-2: base commit');
    expect(result.stderr).toContain('skipped jqlang__jq-3: the patch modifies no file of the base tree');
    expect(result.stderr).toContain('skipped fmtlib/fmt: MSWE-agent/data/cpp/fmtlib__fmt_dataset.jsonl is a Git LFS pointer');
    const lines = readFileSync(join(out, 'training.jsonl'), 'utf8').trim().split('\n').map((line) => JSON.parse(line));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      id: 'jqlang__jq-1',
      repo: '../mirrors/jqlang+jq/repo',
      rev: first,
      seeds: { query: 'capture is wrong\n\nan optional group gives ""' },
      expected: ['src/builtin.c'],
    });
    expect(readFileSync(join(out, 'validation.jsonl'), 'utf8')).toBe('');
    expect(readFileSync(join(out, 'instances.tsv'), 'utf8')).not.toContain('capture is wrong');
  });
});
