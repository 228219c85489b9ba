// Paired comparison of a run with an earlier report (`--compare FILE`): for
// each ranker in both, the per-case differences of each metric over the cases
// both ran, with a bootstrap interval. Much tighter than comparing the two
// runs' own intervals, since case difficulty cancels out.
import { readFileSync } from 'node:fs';
import { aggregate } from './metrics.js';
import type { BenchReport, Comparison } from './runner.js';


export function loadReport(file: string): BenchReport {
  const report = JSON.parse(readFileSync(file, 'utf8')) as BenchReport;
  if (!report || report.version !== 1 || !Array.isArray(report.cases)) throw new Error(`not a repomap bench JSON report: ${file}`);
  return report;
}

export function compareReports(current: BenchReport, previous: BenchReport, against: string, options: { resamples?: number; seed?: number } = {}): Comparison {
  const key = (c: { repo: string; id: string }): string => `${c.repo}\0${c.id}`;
  const earlier = new Map(previous.cases.map((c) => [key(c), c]));
  const pairs = current.cases.map((c) => [c, earlier.get(key(c))] as const).filter((pair) => pair[1] !== undefined);
  const metrics = current.metrics.filter((metric) => previous.metrics.includes(metric));
  const rankers: Comparison['rankers'] = {};
  for (const { name } of current.rankers) {
    const deltas = pairs
      .filter(([now, before]) => now.rankers[name] && before!.rankers[name])
      .map(([now, before]) => {
        const delta: Record<string, number> = {};
        for (const metric of metrics) {
          const a = now.rankers[name]!.metrics[metric];
          const b = before!.rankers[name]!.metrics[metric];
          if (typeof a === 'number' && typeof b === 'number') delta[metric] = a - b;
        }
        return delta;
      });
    if (deltas.length) rankers[name] = aggregate(deltas, metrics, { resamples: options.resamples ?? current.resamples, seed: options.seed });
  }
  return { against, cases: pairs.length, metrics, rankers };
}
