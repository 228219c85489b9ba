#!/usr/bin/env node
// Summarizes `bench cochange --json` reports into the ranking goal's table: per repository,
// repomap's MRR, R@10 and R@4k against the best of the simple baselines on the same cases,
// with the paired difference's 95% bootstrap interval (1000 resamples, fixed seed).
//
//   npm run build && node bench/goal-table.mjs --training flask,gin /tmp/sig/*.json
//   node bench/goal-table.mjs --baselines today --metrics recall@4k,symbols@4k /tmp/sig/*.json
//   node bench/goal-table.mjs --candidate value --baselines today --metrics recall@4k /tmp/v3/*.json
//
// Repositories named in --training are marked as such; the rest are validation. With
// several baselines the best one of each metric is the one compared.
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { parseFlags } from './flags.mjs';
import { bootstrapMean } from '../dist/bench/metrics.js';

const LABELS = { mrr: 'MRR', 'recall@10': 'R@10', 'recall@4k': 'R@4k', 'symbols@4k': 'Sym@4k', 'acc@5': 'Acc@5' };

/** The paired differences' mean and 95% interval, by the bench's own bootstrap (build first). */
function pairedInterval(differences) {
  return bootstrapMean(differences, { resamples: 1000, seed: 1 });
}

const { flags, files } = parseFlags(process.argv.slice(2));
const training = new Set((flags.get('training') ?? '').split(',').filter(Boolean));
const CANDIDATE = flags.get('candidate') ?? 'repomap';
const BASELINES = (flags.get('baselines') ?? 'bm25,cochange,same-directory').split(',');
const METRICS = (flags.get('metrics') ?? 'mrr,recall@10,recall@4k').split(',').map((metric) => [metric, LABELS[metric] ?? metric]);

const f = (value) => value.toFixed(3);
const signed = (value) => `${value >= 0 ? '+' : ''}${value.toFixed(3)}`;
console.log('| repository | set | cases | ' + METRICS.map(([, label]) => `${label}: ${CANDIDATE} / best baseline (which) / paired difference (95%)`).join(' | ') + ' |');
console.log('| --- | --- | ---: | ' + METRICS.map(() => '---').join(' | ') + ' |');
for (const file of files) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const name = basename(file, '.json');
  const short = name.split('+').pop();
  // Symbol metrics are means over the cases that have expected symbols, as the bench reports them.
  const cases = report.cases.filter((c) => c.rankers[CANDIDATE]);
  const cells = METRICS.map(([metric]) => {
    const scored = cases.filter((c) => c.rankers[CANDIDATE].metrics[metric] !== undefined);
    const mean = (ranker) => scored.reduce((sum, c) => sum + (c.rankers[ranker]?.metrics[metric] ?? 0), 0) / scored.length;
    const best = BASELINES.filter((ranker) => cases[0]?.rankers[ranker]).sort((a, b) => mean(b) - mean(a))[0];
    if (!best || !scored.length) return `${scored.length ? f(mean(CANDIDATE)) : '–'} / – (no baseline in this report)`;
    const difference = pairedInterval(scored.map((c) => c.rankers[CANDIDATE].metrics[metric] - c.rankers[best].metrics[metric]));
    return `${f(mean(CANDIDATE))} / ${f(mean(best))} (${best}) / ${signed(difference.mean)} (${signed(difference.low)} … ${signed(difference.high)})`;
  });
  console.log(`| ${short} | ${training.has(short) || training.has(name) ? 'training' : 'validation'} | ${cases.length} | ${cells.join(' | ')} |`);
}
