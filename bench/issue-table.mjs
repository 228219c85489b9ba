#!/usr/bin/env node
// The issue-text benchmark's table (bench/README.md, "Issue texts"): per
// repository and pooled over the training and the validation repositories,
// a candidate ranker against a baseline on the same cases, with the paired
// difference's 95% bootstrap interval (the bench's own bootstrap: 1000
// resamples, seed 1). Pooled rows are means over all the set's cases (and
// over all cases, when both sets are there). `*`: the interval excludes 0.
//
//   npm run build
//   node bench/issue-table.mjs --training pytest,requests,flask training.json validation.json
//   node bench/issue-table.mjs --training pytest,requests,flask --baseline repomap \
//     --baseline-reports training-nohist.json,validation-nohist.json training.json validation.json
//
// --candidate (default repomap), --baseline (default bm25): rankers of the reports.
// --baseline-reports: read the baseline from these reports instead (cases matched by
// repository and id), e.g. the same ranker without history. --metrics: default
// hit@1,hit@5,mrr,recall@4k; symbols@4k,symMrr for the expected symbols (scored only
// on the cases that have some: a cell says `n=` when that is fewer than the row's cases).
import { readFileSync } from 'node:fs';
import { parseFlags } from './flags.mjs';
import { bootstrapMean } from '../dist/bench/metrics.js';

const LABELS = { mrr: 'MRR', 'hit@1': 'Hit@1', 'hit@5': 'Hit@5', 'recall@4k': 'R@4k', 'recall@10': 'R@10', 'acc@5': 'Acc@5', 'symbols@4k': 'Sym@4k', symMrr: 'SymMRR' };

const { flags, files } = parseFlags(process.argv.slice(2));
const list = (value) => (value ?? '').split(',').map((part) => part.trim()).filter(Boolean);
const training = list(flags.get('training'));
const CANDIDATE = flags.get('candidate') ?? 'repomap';
const BASELINE = flags.get('baseline') ?? 'bm25';
const METRICS = list(flags.get('metrics') ?? 'hit@1,hit@5,mrr,recall@4k');
const baselineFiles = list(flags.get('baseline-reports'));
if (!files.length) {
  process.stderr.write('usage: node bench/issue-table.mjs --training a,b [--candidate R] [--baseline R] [--baseline-reports F,…] [--metrics m,…] REPORT.json…\n');
  process.exit(2);
}

const key = (c) => `${c.repo}\0${c.id}`;
const load = (paths) => paths.flatMap((file) => JSON.parse(readFileSync(file, 'utf8')).cases);
const cases = load(files);
const baselineCases = baselineFiles.length ? new Map(load(baselineFiles).map((c) => [key(c), c])) : null;

/** [candidate metrics, baseline metrics] per case that has both. */
const pairs = [];
for (const c of cases) {
  const candidate = c.rankers[CANDIDATE]?.metrics;
  const baseline = (baselineCases ? baselineCases.get(key(c)) : c)?.rankers[BASELINE]?.metrics;
  if (candidate && baseline) pairs.push({ repo: c.repo, candidate, baseline });
}

/** `owner+name` is in the training set when its name or the whole is listed. */
const isTraining = (repo) => training.includes(repo) || training.includes(repo.split('+').pop());
const f = (value) => value.toFixed(2);
const signed = (value) => `${value >= 0 ? '+' : ''}${value.toFixed(2)}`;

function row(label, set, subset) {
  const cells = METRICS.map((metric) => {
    const scored = subset.filter((p) => typeof p.candidate[metric] === 'number' && typeof p.baseline[metric] === 'number');
    if (!scored.length) return '–';
    const mean = (side) => scored.reduce((sum, p) => sum + p[side][metric], 0) / scored.length;
    const d = bootstrapMean(scored.map((p) => p.candidate[metric] - p.baseline[metric]), { resamples: 1000, seed: 1 });
    const mark = d.low > 0 || d.high < 0 ? ' *' : '';
    const count = scored.length < subset.length ? ` n=${scored.length}` : '';
    return `${f(mean('candidate'))} / ${f(mean('baseline'))} / ${signed(d.mean)} (${signed(d.low)} … ${signed(d.high)})${mark}${count}`;
  });
  return `| ${label} | ${set} | ${subset.length} | ${cells.join(' | ')} |`;
}

const repos = [...new Set(pairs.map((p) => p.repo))].sort((a, b) => Number(isTraining(b)) - Number(isTraining(a)) || a.localeCompare(b));
const versus = baselineCases ? `${CANDIDATE} / ${BASELINE} (${baselineFiles.join(', ')})` : `${CANDIDATE} / ${BASELINE}`;
console.log(`| repository | set | cases | ${METRICS.map((metric) => `${LABELS[metric] ?? metric}: ${versus} / difference (95%)`).join(' | ')} |`);
console.log(`| --- | --- | ---: | ${METRICS.map(() => '---').join(' | ')} |`);
for (const repo of repos) console.log(row(repo.split('+').pop(), isTraining(repo) ? 'training' : 'validation', pairs.filter((p) => p.repo === repo)));
for (const [set, member] of [['training', true], ['validation', false]]) {
  const subset = pairs.filter((p) => isTraining(p.repo) === member);
  if (subset.length) console.log(row(`**${set}, pooled**`, set, subset));
}
if (pairs.some((p) => isTraining(p.repo)) && pairs.some((p) => !isTraining(p.repo))) console.log(row('**all, pooled**', 'both', pairs));
