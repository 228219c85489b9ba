// The ranking fixtures run through `repomap bench run`, as a library and as
// the CLI: repomap must find the hand-written expected files, and the report
// must hold what the metrics say.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCases } from '../../src/bench/cases.js';
import { selectRankers } from '../../src/bench/rankers/index.js';
import { runBench, type BenchReport } from '../../src/bench/runner.js';
import { cleanupTemporaries, PROJECT_ROOT, runCli, temporaryDir } from '../helpers.js';

const FIXTURES = ['rank-ts', 'rank-py', 'rank-go', 'rank-java', 'rank-c', 'rank-ruby', 'rank-php', 'rank-cs'];
const reports = new Map<string, BenchReport>();
let cacheDir: string;

beforeAll(async () => {
  cacheDir = temporaryDir('repomap-bench-cache-');
  for (const fixture of FIXTURES) {
    const cases = loadCases(join(PROJECT_ROOT, 'fixtures', fixture, 'cases.json'));
    // The fixtures' git history is the project's, not theirs: rank without it.
    reports.set(fixture, await runBench(cases, { rankers: selectRankers(['repomap', 'random', 'bm25']), cacheDir, resamples: 200, useHistory: false }));
  }
});

afterAll(cleanupTemporaries);

describe.each(FIXTURES)('fixture %s', (fixture) => {
  it('has 10–20 source files and at least six hand-written cases', () => {
    const report = reports.get(fixture)!;
    expect(report.skipped).toEqual([]);
    expect(report.cases.length).toBeGreaterThanOrEqual(6);
    for (const c of report.cases) {
      expect(c.files).toBeGreaterThanOrEqual(10);
      expect(c.files).toBeLessThanOrEqual(24);
      expect(c.missingExpected).toEqual([]);
    }
  });

  it("repomap's ranking finds the expected files", () => {
    const summary = reports.get(fixture)!.summary.repomap!.metrics;
    // Floors, not targets: the target is recall@5 = 1 on every fixture; raise
    // these as the ranker improves (bench/README.md lists the cases it misses).
    expect(summary['recall@10']!.mean).toBeGreaterThanOrEqual(0.9);
    expect(summary['recall@5']!.mean).toBeGreaterThanOrEqual(0.7);
    expect(summary.mrr!.mean).toBeGreaterThanOrEqual(0.6);
    // and every expected file fits in a 1k-token map of a repository this small
    expect(summary['recall@1k']!.mean).toBe(1);
  });

  it('does far better than random', () => {
    const summary = reports.get(fixture)!.summary;
    expect(summary.repomap!.metrics.mrr!.mean).toBeGreaterThan(summary.random!.metrics.mrr!.mean + 0.25);
  });

  it("the maps show the cases' expected symbols", () => {
    const report = reports.get(fixture)!;
    const withSymbols = report.cases.filter((c) => report.cases.length && c.rankers.repomap!.metrics['symbols@2k'] !== undefined);
    expect(withSymbols.length).toBeGreaterThan(0);
    for (const c of withSymbols) expect(c.rankers.repomap!.metrics['symbols@2k']).toBe(1);
  });

  it('per-case metrics agree with the expected files’ ranks', () => {
    for (const c of reports.get(fixture)!.cases) {
      for (const ranker of Object.values(c.rankers)) {
        const ranks = Object.values(ranker.expectedRanks).map((rank) => rank ?? Infinity);
        expect(ranker.metrics.mrr).toBeCloseTo(1 / Math.min(...ranks));
        expect(ranker.metrics['recall@5']).toBeCloseTo(ranks.filter((rank) => rank <= 5).length / ranks.length);
        expect(ranker.metrics['acc@10']).toBe(ranks.every((rank) => rank <= 10) ? 1 : 0);
        expect(ranker.metrics['hit@1']).toBe(ranks.some((rank) => rank <= 1) ? 1 : 0);
        expect(ranker.metrics['hit@5']).toBe(ranks.some((rank) => rank <= 5) ? 1 : 0);
        for (const seed of c.seeds) expect(ranker.top).not.toContain(seed);
      }
    }
  });
});

describe('repomap bench run (CLI)', () => {
  it('prints the table and writes JSON and Markdown reports equal to the library run', () => {
    const out = temporaryDir('repomap-bench-out-');
    const result = runCli([
      'bench', 'run', join('fixtures', 'rank-go', 'cases.json'),
      '--rankers', 'repomap,random,bm25', '--resamples', '200', '--no-history',
      '--cache-dir', cacheDir, '--json', join(out, 'r.json'), '--markdown', join(out, 'r.md'),
    ]);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^ranker\s+MRR\s+R@1\s+R@5\s+R@10\s+R@20\s+Acc@5\s+Acc@10\s+Hit@1\s+Hit@5\s+R@1k/m);
    expect(result.stdout).toMatch(/^repomap\s+\d\.\d\d±\d\.\d\d/m);
    const json = JSON.parse(readFileSync(join(out, 'r.json'), 'utf8')) as BenchReport;
    const library = reports.get('rank-go')!;
    expect(json.cases.map((c) => c.id)).toEqual(library.cases.map((c) => c.id));
    for (const name of ['repomap', 'random', 'bm25']) {
      expect(json.summary[name]!.metrics.mrr!.mean).toBeCloseTo(library.summary[name]!.metrics.mrr!.mean, 10);
      expect(json.summary[name]!.metrics['recall@4k']!.mean).toBeCloseTo(library.summary[name]!.metrics['recall@4k']!.mean, 10);
    }
    const markdown = readFileSync(join(out, 'r.md'), 'utf8');
    expect(markdown).toContain('| ranker | MRR |');
    expect(markdown).toMatch(/\| repomap \| \d\.\d{3} \(\d\.\d{3}–\d\.\d{3}\) \|/);

    // a second run compared with the first: paired differences, all zero
    const again = runCli([
      'bench', 'run', join('fixtures', 'rank-go', 'cases.json'), '--rankers', 'repomap,bm25', '--resamples', '200', '--no-history',
      '--cache-dir', cacheDir, '--compare', join(out, 'r.json'), '--budgets', 'none', '--markdown', join(out, 'r2.md'),
    ]);
    expect(again.status).toBe(0);
    expect(again.stdout).toMatch(/change against .*r\.json \(paired over 8 common cases/);
    expect(again.stdout).toMatch(/^repomap\s+\+0\.00±0\.00 /m);
    expect(again.stdout).not.toContain('R@1k');
    expect(readFileSync(join(out, 'r2.md'), 'utf8')).toMatch(/\| bm25 \| \+0\.000 \(\+0\.000–\+0\.000\) \|/);
  });

  it('never writes an index into the repository it benchmarks', () => {
    const result = runCli(['bench', 'run', join('fixtures', 'rank-py', 'cases.json'), '--rankers', 'random', '--no-cache', '--budgets', '1024']);
    expect(result.status).toBe(0);
    expect(() => readFileSync(join(PROJECT_ROOT, 'fixtures', 'rank-py', '.repomap', 'index.db'))).toThrow();
  });

  it('rejects bad input with exit code 2', () => {
    expect(runCli(['bench', 'run', 'no-such-cases.json']).status).toBe(2);
    expect(runCli(['bench', 'run', join('fixtures', 'rank-go', 'cases.json'), '--rankers', 'nope']).status).toBe(2);
    expect(runCli(['bench', 'cochange', '/no/such/repo']).status).toBe(2);
    expect(runCli(['bench', 'cochange', temporaryDir()]).status).toBe(2);
    expect(runCli(['bench', 'frobnicate']).status).toBe(2);
  });
});
