// Benchmark reports: a terminal table, Markdown, JSON.
import type { Interval } from './metrics.js';
import type { BenchReport, RankerSummary } from './runner.js';

/** Column headings of the metrics. */
function heading(metric: string): string {
  if (metric === 'mrr') return 'MRR';
  if (metric === 'symMrr') return 'SymMRR';
  if (metric.startsWith('symRecall@')) return `SymR@${metric.slice('symRecall@'.length)}`;
  const match = /^(recall|acc|hit|symbols)@(.+)$/.exec(metric);
  if (!match) return metric;
  const prefix = match[1] === 'recall' ? 'R' : match[1] === 'acc' ? 'Acc' : match[1] === 'hit' ? 'Hit' : 'Sym';
  return `${prefix}@${match[2]}`;
}

function fixed(value: number, digits: number): string {
  return Number.isFinite(value) ? value.toFixed(digits) : '–';
}

/** `0.41±0.06`: the mean and half the width of its confidence interval. */
function compact(interval: Interval): string {
  if (!Number.isFinite(interval.mean)) return '–';
  const half = Math.max(interval.mean - interval.low, interval.high - interval.mean);
  return `${fixed(interval.mean, 2)}±${fixed(half, 2)}`;
}

/** `0.412 (0.351–0.474)`. */
function full(interval: Interval): string {
  if (!Number.isFinite(interval.mean)) return '–';
  return `${fixed(interval.mean, 3)} (${fixed(interval.low, 3)}–${fixed(interval.high, 3)})`;
}

function ms(value: number): string {
  return value >= 100 ? value.toFixed(0) : value.toFixed(1);
}

function pad(rows: string[][]): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => [...(row[column] ?? '')].length)));
  return rows
    .map((row) => row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  '))
    .join('\n');
}

function summaryRows(report: BenchReport, summary: Record<string, RankerSummary>, cell: (interval: Interval) => string): string[][] {
  return report.rankers.map(({ name }) => {
    const s = summary[name]!;
    return [name, ...report.metrics.map((metric) => cell(s.metrics[metric]!)), ms(s.rankMs.mean)];
  });
}

/**
 * How many cases the Sym@budget means are over (those with expected
 * symbols), out of all; null when the report has no symbol metric.
 */
function symbolCoverage(report: BenchReport, summary: Record<string, RankerSummary>): string | null {
  const metric = report.metrics.find((name) => name.startsWith('symbols@'));
  const first = report.rankers[0] && summary[report.rankers[0].name];
  if (!metric || !first) return null;
  const counted = first.metrics[metric]?.n ?? 0;
  const all = first.metrics.mrr?.n ?? counted;
  return `Sym@budget: over the ${counted} of ${all} cases with expected symbols (the others are left out of the Sym means)`;
}

/** The table printed on the terminal: ranker × metric, each `mean±half-CI`. */
export function terminalTable(report: BenchReport): string {
  const lines: string[] = [];
  const header = ['ranker', ...report.metrics.map(heading), 'ms'];
  const sections: [string | null, Record<string, RankerSummary>][] = report.byRepo
    ? [...Object.entries(report.byRepo).map(([repo, summary]) => [repo, summary] as [string, Record<string, RankerSummary>]), ['all', report.summary]]
    : [[null, report.summary]];
  for (const [repo, summary] of sections) {
    if (repo) lines.push(`${repo}:`);
    lines.push(pad([header, ...summaryRows(report, summary, compact)]));
    const coverage = symbolCoverage(report, summary);
    if (coverage) lines.push(coverage);
    lines.push('');
  }
  if (report.comparison) lines.push(...comparisonLines(report, compactDelta, 'terminal'), '');
  lines.push(timingLine(report));
  if (report.skipped.length) lines.push(`skipped ${report.skipped.length} case(s): ${skippedSummary(report)}`);
  return `${lines.join('\n')}\n`;
}

function signed(value: number, digits: number): string {
  return `${value >= 0 ? '+' : ''}${fixed(value, digits)}`;
}

/** `+0.03±0.02`, with a `*` when the interval excludes zero. */
function compactDelta(interval: Interval): string {
  if (!Number.isFinite(interval.mean)) return '–';
  const half = Math.max(interval.mean - interval.low, interval.high - interval.mean);
  const significant = interval.low > 0 || interval.high < 0;
  return `${signed(interval.mean, 2)}±${fixed(half, 2)}${significant ? '*' : ' '}`;
}

/** `+0.031 (+0.010–+0.052)`. */
function fullDelta(interval: Interval): string {
  if (!Number.isFinite(interval.mean)) return '–';
  return `${signed(interval.mean, 3)} (${signed(interval.low, 3)}–${signed(interval.high, 3)})`;
}

function comparisonLines(report: BenchReport, cell: (interval: Interval) => string, style: 'terminal' | 'markdown'): string[] {
  const comparison = report.comparison!;
  const title = `change against ${comparison.against} (paired over ${comparison.cases} common cases; this run minus that one${style === 'terminal' ? '; * : the 95% interval excludes 0' : ''})`;
  const header = ['ranker', ...comparison.metrics.map(heading)];
  const rows = Object.entries(comparison.rankers).map(([name, metrics]) => [name, ...comparison.metrics.map((metric) => cell(metrics[metric]!))]);
  if (style === 'terminal') return [`${title}:`, pad([header, ...rows])];
  return [
    `${title}:`,
    '',
    `| ${header.join(' | ')} |`,
    `|${header.map((_, i) => (i === 0 ? ' --- ' : ' ---: ')).join('|')}|`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ];
}

function skippedSummary(report: BenchReport): string {
  const reasons = new Map<string, number>();
  for (const s of report.skipped) reasons.set(s.reason, (reasons.get(s.reason) ?? 0) + 1);
  return [...reasons].map(([reason, count]) => `${count} ${reason}`).join(', ');
}

function timingLine(report: BenchReport): string {
  const t = report.timing;
  return (
    `${t.cases} cases (${report.repos.join(', ')}), ${report.resamples} bootstrap resamples, ±: half-width of the 95% CI; ` +
    `per case: checkout ${ms(t.checkoutMs)} ms, index update ${ms(t.updateMs)} ms (first ${ms(t.firstUpdateMs)} ms), ` +
    `all rankers and maps ${ms(t.caseMs)} ms; total ${(t.totalMs / 1000).toFixed(1)} s; ms column: ranking only`
  );
}

/** The report as Markdown: a table per repository (when several) and overall, with full intervals. */
export function markdownReport(report: BenchReport, title = 'Ranking benchmark'): string {
  const lines: string[] = [`### ${title}`, ''];
  if (report.source) {
    for (const [key, value] of Object.entries(report.source)) lines.push(`- ${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`);
  }
  lines.push(`- ${timingLine(report)}`, '');
  const header = ['ranker', ...report.metrics.map(heading), 'ms/case'];
  const table = (summary: Record<string, RankerSummary>): void => {
    lines.push(`| ${header.join(' | ')} |`, `|${header.map((_, i) => (i === 0 ? ' --- ' : ' ---: ')).join('|')}|`);
    for (const row of summaryRows(report, summary, full)) lines.push(`| ${row.join(' | ')} |`);
    lines.push('');
    const coverage = symbolCoverage(report, summary);
    if (coverage) lines.push(`${coverage}.`, '');
  };
  if (report.byRepo) {
    for (const [repo, summary] of Object.entries(report.byRepo)) {
      lines.push(`#### ${repo}`, '');
      table(summary);
    }
    lines.push('#### all', '');
  }
  table(report.summary);
  if (report.comparison) lines.push(...comparisonLines(report, fullDelta, 'markdown'), '');
  if (report.skipped.length) lines.push(`Skipped: ${skippedSummary(report)}.`, '');
  lines.push(`Metrics: ${report.metrics.map(heading).join(', ')}; mean (95% bootstrap interval) over cases; ms/case: the ranker's ranking time.`);
  if (report.symbolCases > 0) {
    lines.push(
      "Sym@budget: share of a case's expected symbols (its own list, or the definitions its change touches in the expected files, on the tree ranked) that a map of that budget shows in that file's block.",
      "SymMRR, SymR@10, SymR@50: the ranker's definition ranking (its own when it has one, else its file order with each file's definitions in source order), seeds' definitions left out: 1/rank of the first expected symbol, and the share of them in the first 10 and 50.",
    );
  }
  lines.push('');
  return lines.join('\n');
}

/** The report as JSON (every case, every ranker). */
export function jsonReport(report: BenchReport): string {
  return `${JSON.stringify(report, (_key, value: unknown) => (typeof value === 'number' && !Number.isFinite(value) ? null : value), 1)}\n`;
}
