// The definition ranking's measure: symMrr and symRecall@k of a ranker's own definition
// ranking, or of its file order with each file's definitions in source order, seeds'
// definitions left out.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResolvedCase } from '../../src/bench/cases.js';
import { metricNames, symbolRankMetrics } from '../../src/bench/metrics.js';
import type { Ranker } from '../../src/bench/rankers/index.js';
import { repomap } from '../../src/bench/rankers/repomap.js';
import { runBench, type BenchReport } from '../../src/bench/runner.js';
import { markdownReport, terminalTable } from '../../src/bench/report.js';
import type { RankedSymbol } from '../../src/index.js';
import { cleanupTemporaries, temporaryDir } from '../helpers.js';

afterAll(cleanupTemporaries);

describe('definition-ranking metrics on hand-made lists', () => {
  const at = (path: string, qualifiedName: string) => ({ path, qualifiedName, name: qualifiedName.split('.').pop()! });
  const ranked = [at('a.py', 'Shop.open'), at('a.py', 'Shop.open'), at('b.py', 'helper'), at('a.py', 'Shop.close')];

  it('takes 1/rank of the first expected symbol, each path#qualifiedName counted once', () => {
    expect(symbolRankMetrics(ranked, ['a.py#Shop.close'])).toMatchObject({ symMrr: 1 / 3 });
    expect(symbolRankMetrics(ranked, ['b.py#helper', 'a.py#Shop.close'])).toMatchObject({ symMrr: 1 / 2 });
    expect(symbolRankMetrics(ranked, ['b.py#Shop.open', 'missing'])).toMatchObject({ symMrr: 0, 'symRecall@10': 0 });
  });

  it('matches a path#name by qualified name or name in that file, a bare name in any file', () => {
    expect(symbolRankMetrics(ranked, ['a.py#close'])).toMatchObject({ symMrr: 1 / 3 });
    expect(symbolRankMetrics(ranked, ['helper', 'Shop.open'])).toMatchObject({ symMrr: 1, 'symRecall@10': 1 });
  });

  it('counts the share of expected symbols in the first 10 and 50', () => {
    const long = Array.from({ length: 60 }, (_, i) => at('c.py', `f${i}`));
    const metrics = symbolRankMetrics(long, ['c.py#f0', 'c.py#f9', 'c.py#f10', 'c.py#f49', 'c.py#f55']);
    expect(metrics).toEqual({ symMrr: 1, 'symRecall@10': 2 / 5, 'symRecall@50': 4 / 5 });
  });

  it('are reported after the existing metrics, only when cases have expected symbols', () => {
    expect(metricNames([4096], true).slice(-4)).toEqual(['symbols@4k', 'symMrr', 'symRecall@10', 'symRecall@50']);
    expect(metricNames([4096], false)).not.toContain('symMrr');
  });
});

describe('bench: definition rankings of a case whose expected symbols are known', () => {
  let root: string;
  // a.py: f0 … f11, then gamma; b.py: delta; seed.py: helper
  const fillers = Array.from({ length: 12 }, (_, i) => `f${i}`);
  const symbol = (path: string, name: string, line: number): RankedSymbol => ({
    path,
    name,
    qualifiedName: name,
    kind: 'function',
    line,
    endLine: line + 1,
    score: 1,
    seed: path === 'seed.py',
    reason: 'test',
  });

  beforeAll(() => {
    root = temporaryDir('repomap-symrank-');
    mkdirSync(root, { recursive: true });
    const functions = (names: string[]): string => names.map((name) => `def ${name}():\n    return 0\n\n\n`).join('');
    writeFileSync(join(root, 'a.py'), functions([...fillers, 'gamma']));
    writeFileSync(join(root, 'b.py'), functions(['delta']));
    writeFileSync(join(root, 'seed.py'), 'from a import gamma\nfrom b import delta\n\n\ndef helper():\n    return gamma() + delta()\n');
  });

  const fileOrder: Ranker = { name: 'files', description: 'a fixed file order', rank: () => ['seed.py', 'a.py', 'b.py'] };
  const own: Ranker = {
    name: 'own',
    description: 'a fixed definition ranking',
    rank: () => ['seed.py', 'b.py', 'a.py'],
    // the seed's helper is left out; delta twice (an overload) counts once
    rankSymbols: () => [symbol('seed.py', 'helper', 5), symbol('b.py', 'delta', 1), symbol('b.py', 'delta', 1), ...fillers.slice(0, 11).map((name, i) => symbol('a.py', name, 4 * i + 1)), symbol('a.py', 'gamma', 49)],
  };

  async function run(cases: Partial<ResolvedCase>[]): Promise<BenchReport> {
    const resolved = cases.map((c, i) => ({ id: `case-${i}`, root, repo: root, seeds: { paths: ['seed.py'] }, expected: ['a.py', 'b.py'], ...c }) as ResolvedCase);
    return runBench(resolved, { rankers: [fileOrder, own, repomap], budgets: [], cacheDir: null, resamples: 50, useHistory: false });
  }

  it("scores the ranker's own ranking, or its files' definitions in source order", async () => {
    const report = await run([{ expectedSymbols: ['b.py#delta', 'a.py#gamma'] }]);
    const result = report.cases[0]!.rankers;
    // files: f0 … f11, gamma (13th), delta (14th)
    expect(result.files!.metrics).toMatchObject({ symMrr: 1 / 13, 'symRecall@10': 0, 'symRecall@50': 1 });
    // own: delta 1st, f0 … f10, gamma 13th
    expect(result.own!.metrics).toMatchObject({ symMrr: 1, 'symRecall@10': 0.5, 'symRecall@50': 1 });
    // repomap's ranking of the seed's two callees: both in its first ten
    expect(result.repomap!.metrics['symRecall@10']).toBe(1);
    expect(result.repomap!.metrics.symMrr).toBeGreaterThanOrEqual(0.5);
    expect(report.metrics).toEqual(expect.arrayContaining(['symMrr', 'symRecall@10', 'symRecall@50']));
    expect(report.summary.own!.metrics['symRecall@10']).toMatchObject({ mean: 0.5, n: 1 });
    expect(terminalTable(report)).toMatch(/SymMRR\s+SymR@10\s+SymR@50/);
    expect(markdownReport(report)).toContain('| SymMRR | SymR@10 | SymR@50 |');
  });

  it('leaves a case without expected symbols out of the means', async () => {
    const report = await run([{ expectedSymbols: ['a.py#gamma'] }, {}]);
    expect(report.cases[1]!.rankers.own!.metrics.symMrr).toBeUndefined();
    expect(report.summary.files!.metrics.symMrr).toMatchObject({ mean: 1 / 13, n: 1 });
    expect(report.summary.files!.metrics.mrr!.n).toBe(2);
  });
});
