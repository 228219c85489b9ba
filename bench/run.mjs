#!/usr/bin/env node
// Speed benchmark: cold index, no-change re-index, one-file-changed re-index,
// map at 1k/4k/8k tokens, files per second and peak memory, on real corpora.
// Every figure is the wall time of the CLI as a user runs it (a child process),
// so start-up, the freshness check and tokenizer loading are included.
//
//   npm run bench                      # node_modules only (always present)
//   npm run bench -- spring=/path/to/spring-framework sympy=/path/to/sympy/sympy
//
// Each corpus argument is NAME=PATH (a directory; a git work tree or not).
// Results: a Markdown table on stdout and JSON in bench/results/.
import { spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, tmpdir, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const project = join(here, '..');
const cli = join(project, 'dist', 'cli', 'main.js');
const REPEATS = Number(process.env.REPOMAP_BENCH_REPEATS ?? 3);

const corpora = [{ name: 'node_modules', path: join(project, 'node_modules'), extra: ['--include-vendored'] }];
for (const arg of process.argv.slice(2)) {
  const [name, path] = arg.split('=');
  if (!name || !path) throw new Error(`corpus argument must be NAME=PATH, got ${arg}`);
  if (!existsSync(path)) {
    console.error(`skipping ${name}: ${path} does not exist`);
    continue;
  }
  corpora.push({ name, path, extra: [] });
}

/** Run the CLI under /usr/bin/time: wall seconds and peak RSS (KiB) of the whole process. */
function timed(args) {
  const result = spawnSync('/usr/bin/time', ['-f', '%e %M', process.execPath, cli, ...args], {
    encoding: 'utf8',
    maxBuffer: 256 << 20,
  });
  if (result.status !== 0) throw new Error(`repomap ${args.join(' ')} failed: ${result.stderr}`);
  const [seconds, kib] = result.stderr.trim().split('\n').pop().split(' ').map(Number);
  return { ms: Math.round(seconds * 1000), peakMiB: Math.round(kib / 1024), stdout: result.stdout };
}

/** `ctags -R` on the same tree, for scale (the yardstick); null when ctags is absent. */
function ctagsTime(root, scratch) {
  if (!existsSync('/usr/bin/ctags')) return null;
  const runs = [];
  for (let i = 0; i < REPEATS; i++) {
    const started = performance.now();
    const result = spawnSync('/usr/bin/ctags', ['-R', '-f', join(scratch, 'tags'), root], { stdio: 'ignore' });
    if (result.status !== 0) return null;
    runs.push(Math.round(performance.now() - started));
  }
  return median(runs);
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

function firstSourceFile(root, extra, db) {
  const symbols = JSON.parse(timed(['symbols', root, '--json', '--db', db, '--quiet', ...extra]).stdout).symbols;
  return symbols[Math.floor(symbols.length / 2)].path;
}

const rows = [];
for (const corpus of corpora) {
  const scratch = mkdtempSync(join(tmpdir(), 'repomap-bench-'));
  const db = join(scratch, 'index.db');
  const common = ['--db', db, '--quiet', ...corpus.extra];
  try {
    const cold = [];
    let stats;
    for (let i = 0; i < REPEATS; i++) {
      rmSync(db, { force: true });
      rmSync(`${db}-wal`, { force: true });
      rmSync(`${db}-shm`, { force: true });
      const run = timed(['index', corpus.path, '--json', ...common]);
      stats = JSON.parse(run.stdout);
      cold.push(run);
    }
    const noChange = Array.from({ length: REPEATS }, () => timed(['index', corpus.path, ...common]));

    const victim = join(corpus.path, firstSourceFile(corpus.path, corpus.extra, db));
    const original = readFileSync(victim);
    const oneChanged = [];
    try {
      for (let i = 0; i < REPEATS; i++) {
        appendFileSync(victim, `\n// repomap bench edit ${i}\n`);
        oneChanged.push(timed(['index', corpus.path, ...common]));
      }
    } finally {
      writeFileSync(victim, original);
    }
    timed(['index', corpus.path, ...common]);
    // The first map after a change rebuilds the graph snapshot; later maps load it.
    const firstMap = timed(['map', corpus.path, '--tokens', '2048', ...common]);
    const maps = {};
    for (const tokens of [1024, 2048, 4096, 8192]) {
      maps[tokens] = median(Array.from({ length: REPEATS }, () => timed(['map', corpus.path, '--tokens', String(tokens), ...common]).ms));
    }
    const coldMs = median(cold.map((run) => run.ms));
    const ctagsMs = ctagsTime(corpus.path, scratch);
    rows.push({
      corpus: corpus.name,
      files: stats.files,
      coldMs,
      filesPerSecond: Math.round((stats.files / coldMs) * 1000),
      ctagsMs,
      peakMiB: Math.max(...cold.map((run) => run.peakMiB)),
      noChangeMs: median(noChange.map((run) => run.ms)),
      oneChangedMs: median(oneChanged.map((run) => run.ms)),
      firstMapAfterChangeMs: firstMap.ms,
      mapMs: maps,
    });
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

const machine = { cores: availableParallelism(), cpu: cpus()[0]?.model ?? 'unknown', memoryGiB: Math.round(totalmem() / 2 ** 30), node: process.version };
const lines = [
  `Machine: ${machine.cores} cores (${machine.cpu}), ${machine.memoryGiB} GiB, Node ${machine.node}; median of ${REPEATS} runs, wall time of the CLI.`,
  '',
  '| corpus | files | cold index | ctags -R | files/s | peak RSS | no-change re-index | one file changed | first map after change | map 1k | map 2k | map 4k | map 8k |',
  '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ...rows.map(
    (row) =>
      `| ${row.corpus} | ${row.files} | ${row.coldMs} ms | ${row.ctagsMs ?? '–'} ms | ${row.filesPerSecond} | ${row.peakMiB} MiB | ${row.noChangeMs} ms | ${row.oneChangedMs} ms | ${row.firstMapAfterChangeMs} ms | ${row.mapMs[1024]} ms | ${row.mapMs[2048]} ms | ${row.mapMs[4096]} ms | ${row.mapMs[8192]} ms |`,
  ),
];
console.log(lines.join('\n'));
mkdirSync(join(here, 'results'), { recursive: true });
const file = join(here, 'results', `speed-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
writeFileSync(file, `${JSON.stringify({ machine, rows }, null, 2)}\n`);
console.error(`results: ${file}`);
