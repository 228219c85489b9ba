// Mean metrics of each ranker of one or more `bench cochange --json` reports, side by side,
// with each ranker's paired difference to a reference ranker (same cases).
//
//   node bench/variant-table.mjs REPORT.json... [--metrics mrr,recall@4k,symbols@4k] [--against repomap]
//        [--reference OTHER.json]   (the reference ranker read from another report of the same cases)
import { readFileSync } from 'node:fs';
import { parseFlags } from './flags.mjs';

const { flags, files } = parseFlags(process.argv.slice(2));
const metrics = (flags.get('metrics') ?? 'mrr,recall@1k,recall@4k,symbols@1k,symbols@4k,symbols@8k').split(',');
const against = flags.get('against') ?? 'repomap';
const reference = flags.has('reference') ? JSON.parse(readFileSync(flags.get('reference'), 'utf8')) : null;

const value = (metricsOf, metric) => (metricsOf && typeof metricsOf[metric] === 'number' ? metricsOf[metric] : null);
function mean(cases, pick, metric) {
  const values = cases.map((c) => value(pick(c), metric)).filter((v) => v !== null);
  return values.length ? values.reduce((a, b) => a + b, 0) / values.length : NaN;
}

console.log(`| report | ranker | ${metrics.join(' | ')} |`);
console.log(`|---|---|${metrics.map(() => '---:').join('|')}|`);
for (const file of files) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const byId = reference ? new Map(reference.cases.map((c) => [c.id, c])) : null;
  const cases = byId ? report.cases.filter((c) => byId.has(c.id)) : report.cases;
  const base = (c) => (byId ? byId.get(c.id).rankers[against]?.metrics : c.rankers[against]?.metrics);
  if (byId) console.log(`| ${file} | (reference) ${against} | ${metrics.map((m) => mean(cases, base, m).toFixed(3)).join(' | ')} |`);
  for (const { name } of report.rankers) {
    const own = (c) => c.rankers[name]?.metrics;
    const cells = metrics.map((m) => {
      const x = mean(cases, own, m);
      const paired = cases.filter((c) => value(own(c), m) !== null && value(base(c), m) !== null);
      const delta = paired.reduce((sum, c) => sum + value(own(c), m) - value(base(c), m), 0) / Math.max(1, paired.length);
      return byId || name !== against ? `${x.toFixed(3)} (${delta >= 0 ? '+' : ''}${delta.toFixed(3)})` : x.toFixed(3);
    });
    console.log(`| ${file} | ${name} | ${cells.join(' | ')} |`);
  }
}
