#!/usr/bin/env node
// A warm CLI map as a user runs it: a fresh `node dist/cli/main.js map ROOT` over an index that
// is up to date, many times in a row. Prints the median wall time and the median CPU time (user
// + sys, the git process included) with the peak RSS, beside a bare `node -e 0` and
// `repomap --version` (the process and the entry module alone), and the load average while it
// ran: on a shared machine wall time follows the load, CPU time much less.
//
//   node bench/warm-cli.mjs [ROOT]... [--files N] [--runs N] [--cli FILE] [--json]
//
// With no ROOT, a synthetic tree of N files (default 1000, bench/synthetic-tree.mjs) is written
// under the temporary directory. Each ROOT is indexed first (cold) and mapped once, so the runs
// measured find the index up to date and any tuning done.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { writeSyntheticTree } from './synthetic-tree.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const { values, positionals } = parseArgs({
  options: {
    files: { type: 'string', default: '1000' },
    runs: { type: 'string', default: '15' },
    cli: { type: 'string', default: join(here, '..', 'dist', 'cli', 'main.js') },
    json: { type: 'boolean', default: false },
  },
  allowPositionals: true,
});
const runs = Number(values.runs);
const cli = resolve(values.cli);
const TIME = '/usr/bin/time';
if (!existsSync(TIME)) throw new Error('needs GNU time at /usr/bin/time (user, sys and peak RSS of a child and its children)');

/** One run of `args` under GNU time: wall, user + sys and peak RSS. */
function timed(args) {
  const started = process.hrtime.bigint();
  const result = spawnSync(TIME, ['-f', '\n@@ %U %S %M', process.execPath, ...args], { encoding: 'utf8', maxBuffer: 64 << 20 });
  const wall = Number(process.hrtime.bigint() - started) / 1e6;
  const line = result.stderr.trim().split('\n').at(-1) ?? '';
  if (result.status !== 0 || !line.startsWith('@@ ')) throw new Error(`${args.join(' ')} failed: ${result.stderr.trim()}`);
  const [user, sys, rss] = line.slice(3).split(' ').map(Number);
  return { wall, cpu: (user + sys) * 1000, rss: rss / 1024, stdout: result.stdout };
}

function median(numbers) {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function measure(label, args) {
  timed(args); // a first run warms the page cache
  const samples = Array.from({ length: runs }, () => timed(args));
  return {
    label,
    runs,
    wallMs: Math.round(median(samples.map((s) => s.wall))),
    cpuMs: Math.round(median(samples.map((s) => s.cpu))),
    cpuMinMs: Math.round(Math.min(...samples.map((s) => s.cpu))),
    rssMiB: Math.round(Math.max(...samples.map((s) => s.rss))),
  };
}

let scratch = null;
const roots = positionals.map((root) => resolve(root));
if (!roots.length) {
  scratch = mkdtempSync(join(tmpdir(), 'repomap-warm-cli-'));
  const root = join(scratch, 'tree');
  writeSyntheticTree(root, { files: Number(values.files) });
  roots.push(root);
}

const load = [loadavg()[0]];
const rows = [measure('node -e 0', ['-e', '0']), measure('repomap --version', [cli, '--version'])];
try {
  for (const root of roots) {
    timed([cli, 'index', root, '--quiet']);
    const first = timed([cli, 'map', root, '--quiet']);
    const row = measure(`warm map ${root}`, [cli, 'map', root, '--quiet']);
    rows.push({ ...row, mapBytes: Buffer.byteLength(first.stdout) });
    load.push(loadavg()[0]);
  }
} finally {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
}

const loadAverage = { min: Math.min(...load), max: Math.max(...load) };
if (values.json) {
  process.stdout.write(`${JSON.stringify({ node: process.version, loadAverage, rows }, null, 2)}\n`);
} else {
  process.stdout.write(`node ${process.version}; 1-minute load average ${loadAverage.min.toFixed(1)}–${loadAverage.max.toFixed(1)}; medians of ${runs} runs\n`);
  process.stdout.write('| run | wall | CPU (user+sys) | CPU min | peak RSS |\n| --- | ---: | ---: | ---: | ---: |\n');
  for (const row of rows) process.stdout.write(`| ${row.label} | ${row.wallMs} ms | ${row.cpuMs} ms | ${row.cpuMinMs} ms | ${row.rssMiB} MiB |\n`);
}
