#!/usr/bin/env node
// A warm CLI map as a user runs it: a fresh `node dist/cli/main.js map ROOT` over an index that
// is up to date, many times in a row. Prints the median wall time and the median CPU time (user
// + sys, the git process included) with the peak RSS, beside a bare `node -e 0` and
// `repomap --version` (the process and the entry module alone), and the load average while it
// ran: on a shared machine wall time follows the load, CPU time much less.
//
//   node bench/warm-cli.mjs [ROOT]... [--files N] [--runs N] [--cli FILE] [--json] [--helper]
//                           [--tokens N] [--seed PATH]
//
// --tokens, --seed: the map's budget and seed (default: the CLI's 2k budget, no seed), passed to
// every map of every ROOT.
//
// --helper: also through the long-lived helper (`repomap helper`, REPOMAP_HELPER=1), started in a
// runtime directory of its own, runs with and without it alternated: the client's CPU (GNU time),
// the helper's for each request (Linux: /proc/PID/stat, its threads and the git it runs, in
// clock ticks of 10 ms, so a median of many runs), their sum, and the wall time of the client.
//
// With no ROOT, a synthetic tree of N files (default 1000, bench/synthetic-tree.mjs) is written
// under the temporary directory. Each ROOT is indexed first (cold) and mapped once, so the runs
// measured find the index up to date and any tuning done.
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
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
    helper: { type: 'boolean', default: false },
    tokens: { type: 'string' },
    seed: { type: 'string' },
  },
  allowPositionals: true,
});
const runs = Number(values.runs);
/** What every map is asked besides its root. */
const mapOptions = [...(values.tokens ? ['--tokens', values.tokens] : []), ...(values.seed ? ['--seed', values.seed] : [])];
const cli = resolve(values.cli);
const TIME = '/usr/bin/time';
if (!existsSync(TIME)) throw new Error('needs GNU time at /usr/bin/time (user, sys and peak RSS of a child and its children)');

/** One run of `args` under GNU time: wall, user + sys and peak RSS. */
function timed(args, env = process.env) {
  const started = process.hrtime.bigint();
  const result = spawnSync(TIME, ['-f', '\n@@ %U %S %M', process.execPath, ...args], { encoding: 'utf8', maxBuffer: 64 << 20, env });
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

/** CPU ms a process and its waited-for children have used (user + sys, ticks of 10 ms). */
function processCpu(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  // utime, stime, cutime, cstime: fields 14-17 of stat(5), 12-15 here (after pid and comm).
  return [11, 12, 13, 14].reduce((sum, at) => sum + Number(fields[at]), 0) * 10;
}

/** A warm map with and without the helper, alternated. */
function measureHelper(root) {
  const runtime = mkdtempSync(join(tmpdir(), 'repomap-warm-helper-'));
  chmodSync(runtime, 0o700);
  const env = { ...process.env, XDG_RUNTIME_DIR: runtime };
  try {
    const start = spawnSync(process.execPath, [cli, 'helper', 'start'], { encoding: 'utf8', env });
    const pid = Number(/pid (\d+)/.exec(start.stdout)?.[1]);
    if (!pid) throw new Error(`the helper did not start: ${start.stderr}`);
    const args = [cli, 'map', root, '--quiet', ...mapOptions];
    const helped = { ...env, REPOMAP_HELPER: '1' };
    const local = { ...env, REPOMAP_HELPER: '0' };
    for (let i = 0; i < 3; i++) timed(args, helped); // the helper's first requests compile its code
    const fresh = [];
    const client = [];
    const helper = [];
    const sum = [];
    let same = true;
    for (let i = 0; i < runs; i++) {
      const alone = timed(args, local);
      fresh.push(alone);
      const before = processCpu(pid);
      const run = timed(args, helped);
      const spent = processCpu(pid) - before;
      client.push(run);
      helper.push(spent);
      sum.push(run.cpu + spent);
      same &&= run.stdout === alone.stdout;
    }
    const row = (label, samples, cpu) => ({
      label,
      runs,
      wallMs: samples ? Math.round(median(samples.map((s) => s.wall))) : null,
      cpuMs: Math.round(median(cpu)),
      cpuMinMs: Math.round(Math.min(...cpu)),
      rssMiB: samples ? Math.round(Math.max(...samples.map((s) => s.rss))) : null,
    });
    return [
      row(`warm map, fresh process ${root}`, fresh, fresh.map((s) => s.cpu)),
      { ...row(`warm map via the helper: client ${root}`, client, client.map((s) => s.cpu)), sameBytes: same },
      row(`warm map via the helper: the helper's work ${root}`, null, helper),
      row(`warm map via the helper: client + helper ${root}`, client, sum),
    ];
  } finally {
    spawnSync(process.execPath, [cli, 'helper', 'stop'], { env });
    rmSync(runtime, { recursive: true, force: true });
  }
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
    const first = timed([cli, 'map', root, '--quiet', ...mapOptions]);
    const row = measure(`warm map ${root}`, [cli, 'map', root, '--quiet', ...mapOptions]);
    rows.push({ ...row, mapBytes: Buffer.byteLength(first.stdout) });
    if (values.helper) rows.push(...measureHelper(root));
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
  const ms = (value, unit) => (value === null ? '–' : `${value} ${unit}`);
  for (const row of rows) process.stdout.write(`| ${row.label} | ${ms(row.wallMs, 'ms')} | ${row.cpuMs} ms | ${row.cpuMinMs} ms | ${ms(row.rssMiB, 'MiB')} |\n`);
  const differ = rows.filter((row) => row.sameBytes === false);
  if (differ.length) process.stdout.write(`MAPS DIFFER with and without the helper: ${differ.map((row) => row.label).join('; ')}\n`);
}
