#!/usr/bin/env node
// How the cost grows: cold index, first, warm and after-an-edit maps on synthetic trees of growing
// size (bench/synthetic-tree.mjs) and on the biggest real repositories at hand
// (`--real auto`: the three mirrors with the most source files under the directory
// $REPOMAP_MIRRORS names, each `<owner>+<name>/repo`, any clone of the public repository),
// each run a fresh CLI process as a user runs it. Writes the results as JSON
// and the chart (bench/scaling-chart.mjs) as SVG, and prints a Markdown table.
//
//   npm run build && node bench/scaling.mjs [--sizes 1000,10000,100000,200000] [--seed S]
//       [--real PATH | --real auto [--real-count N] | --real none] [--tokens N] [--limit-minutes M]
//       [--no-fresh-map] [--replace] [--cache DIR] [--json FILE] [--svg FILE]
//   node bench/scaling.mjs --chart-only [--json FILE] [--svg FILE]
//
// Per corpus, each a fresh process: `repomap index` on an empty index, the first map, three
// warm maps, a map after a one-file edit, then (unless --no-fresh-map) `repomap map` on an
// empty index, which indexes and maps in one process. Wall time, CPU time (user + sys) and
// peak RSS of each. Trees are cached under --cache (default $TMPDIR/repomap-scaling), keyed by
// size, seed and the generator's own hash; the index always starts empty. The big sizes take
// long, so a run can measure some of them (`--sizes 200000`): its rows replace those of the
// same name in --json and the others are kept (each row has its own date and load), unless
// --replace.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { scalingChart } from './scaling-chart.mjs';
import { DEFAULT_SEED, writeSyntheticTree } from './synthetic-tree.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const project = join(here, '..');
const cli = join(project, 'dist', 'cli', 'main.js');
const MIRRORS = process.env.REPOMAP_MIRRORS ?? null;
const WARM_RUNS = 3;

function parseArgs(argv) {
  const options = {
    sizes: [1000, 10000, 100000, 200000],
    seed: DEFAULT_SEED,
    real: 'auto',
    realCount: 3,
    tokens: 4096,
    limitMinutes: 40,
    cache: join(tmpdir(), 'repomap-scaling'),
    json: join(here, 'scaling.json'),
    svg: join(here, 'scaling.svg'),
    chartOnly: false,
    freshMap: true,
    merge: true,
  };
  const value = (i) => {
    if (argv[i + 1] === undefined) throw new Error(`${argv[i]} needs a value`);
    return argv[i + 1];
  };
  const positive = (text, flag) => {
    const n = Number(text);
    if (!Number.isInteger(n) || n < 1) throw new Error(`${flag} must be a positive integer, got ${text}`);
    return n;
  };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    if (flag === '--sizes') options.sizes = value(i++).split(',').map((s) => positive(s, '--sizes'));
    else if (flag === '--seed') options.seed = positive(value(i++), '--seed');
    else if (flag === '--real') options.real = value(i++);
    else if (flag === '--real-count') options.realCount = positive(value(i++), '--real-count');
    else if (flag === '--tokens') options.tokens = positive(value(i++), '--tokens');
    else if (flag === '--limit-minutes') options.limitMinutes = positive(value(i++), '--limit-minutes');
    else if (flag === '--cache') options.cache = value(i++);
    else if (flag === '--json') options.json = value(i++);
    else if (flag === '--svg') options.svg = value(i++);
    else if (flag === '--chart-only') options.chartOnly = true;
    else if (flag === '--no-fresh-map') options.freshMap = false;
    else if (flag === '--replace') options.merge = false;
    else throw new Error(`unknown argument ${flag}`);
  }
  return options;
}

/** Peak RSS (KiB) of a running process, from /proc; null where there is no /proc. */
function highWaterKiB(pid) {
  try {
    const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

/**
 * Run the CLI in a fresh process: wall seconds, CPU seconds (user + sys, by /usr/bin/time -v;
 * null without it) and peak RSS (MiB), by /usr/bin/time -v when present, else by sampling
 * VmHWM. Killed after `limitMs`.
 */
function timedCli(args, limitMs) {
  const useTime = existsSync('/usr/bin/time');
  const command = useTime ? '/usr/bin/time' : process.execPath;
  const commandArgs = useTime ? ['-v', process.execPath, cli, ...args] : [cli, ...args];
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(command, commandArgs, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, REPOMAP_DEBUG: '' } });
    const stdout = [];
    const stderr = [];
    let sampledKiB = 0;
    let timedOut = false;
    child.stdout.on('data', (chunk) => stdout.push(chunk));
    child.stderr.on('data', (chunk) => stderr.push(chunk));
    const sampler = useTime ? null : setInterval(() => (sampledKiB = Math.max(sampledKiB, highWaterKiB(child.pid) ?? 0)), 50);
    const killer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, limitMs);
    child.on('error', reject);
    child.on('close', (status) => {
      const seconds = (performance.now() - started) / 1000;
      clearTimeout(killer);
      if (sampler) clearInterval(sampler);
      const err = Buffer.concat(stderr).toString('utf8');
      if (timedOut) return resolve({ timedOut: true, seconds });
      if (status !== 0) return reject(new Error(`repomap ${args.join(' ')} exited ${status}: ${err.trim().split('\n').slice(-3).join(' | ')}`));
      const kib = useTime ? Number(/Maximum resident set size \(kbytes\): (\d+)/.exec(err)?.[1] ?? 0) : sampledKiB;
      const cpuS = useTime ? Number(/User time \(seconds\): ([\d.]+)/.exec(err)?.[1] ?? NaN) + Number(/System time \(seconds\): ([\d.]+)/.exec(err)?.[1] ?? NaN) : NaN;
      resolve({ timedOut: false, seconds, cpuS: Number.isFinite(cpuS) ? cpuS : null, peakMiB: Math.round(kib / 1024), stdout: Buffer.concat(stdout).toString('utf8') });
    });
  });
}

function git(cwd, ...args) {
  const result = spawnSync('git', args, { cwd, encoding: 'utf8', maxBuffer: 512 << 20 });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')} failed: ${result.stderr.trim()}`);
  return result.stdout;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const round = (value, digits) => (value === null || value === undefined ? null : Number(value.toFixed(digits)));
const loadAverage = () => loadavg().map((v) => v.toFixed(2)).join(' ');

/** The cached synthetic tree of `files` source files, generated on first use. */
export function syntheticTree(cacheDir, files, seed) {
  const generator = createHash('sha256').update(readFileSync(join(here, 'synthetic-tree.mjs'))).digest('hex').slice(0, 10);
  const dir = join(cacheDir, `synthetic-${files}-seed${seed}-${generator}`);
  if (existsSync(join(dir, '.git'))) return { dir, generatedS: null };
  mkdirSync(cacheDir, { recursive: true });
  const scratch = mkdtempSync(join(cacheDir, 'writing-'));
  const started = performance.now();
  writeSyntheticTree(join(scratch, 'tree'), { files, seed });
  rmSync(dir, { recursive: true, force: true });
  renameSync(join(scratch, 'tree'), dir);
  rmSync(scratch, { recursive: true, force: true });
  return { dir, generatedS: round((performance.now() - started) / 1000, 1) };
}

function sourceExtensions() {
  const result = spawnSync(process.execPath, [cli, 'languages', '--json'], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`repomap languages failed: ${result.stderr}`);
  return new Set(JSON.parse(result.stdout).languages.flatMap((language) => language.extensions));
}

/** Blobs of HEAD the repository does not hold (a partial mirror can miss its largest files). */
function missingBlobs(repo) {
  const listing = spawnSync('git', ['-C', repo, 'ls-tree', '-r', 'HEAD'], { encoding: 'utf8', maxBuffer: 512 << 20 });
  const blobs = listing.stdout.split('\n').filter((line) => line.includes(' blob ')).map((line) => line.split(/\s+/)[2]).join('\n');
  const check = spawnSync('git', ['-C', repo, 'cat-file', '--batch-check'], { input: `${blobs}\n`, encoding: 'utf8', maxBuffer: 512 << 20 });
  return check.stdout.split('\n').filter((line) => line.endsWith(' missing')).length;
}

/**
 * The `count` mirrored repositories (under $REPOMAP_MIRRORS) whose HEAD holds the
 * most files in languages repomap parses, ties by name, passing over those
 * whose HEAD misses a blob (they cannot be checked out).
 */
function biggestMirrors(count) {
  if (!MIRRORS || !existsSync(MIRRORS)) return [];
  const extensions = sourceExtensions();
  const candidates = [];
  for (const name of readdirSync(MIRRORS).sort()) {
    const repo = join(MIRRORS, name, 'repo');
    if (!existsSync(repo) || !statSync(repo).isDirectory()) continue;
    const listing = spawnSync('git', ['-C', repo, 'ls-tree', '-r', '--name-only', 'HEAD'], { encoding: 'utf8', maxBuffer: 512 << 20 });
    if (listing.status !== 0) continue;
    const sources = listing.stdout.split('\n').filter((path) => extensions.has(/\.[^./]+$/.exec(path)?.[0] ?? '')).length;
    candidates.push({ name: name.replace('+', '/'), repo, sources });
  }
  candidates.sort((a, b) => b.sources - a.sources || a.name.localeCompare(b.name));
  const chosen = [];
  const passedOver = [];
  for (const candidate of candidates) {
    if (chosen.length === count) break;
    const missing = missingBlobs(candidate.repo);
    if (missing === 0) chosen.push({ ...candidate, passedOver: [...passedOver] });
    else passedOver.push(`${candidate.name} (${candidate.sources} source files, ${missing} blob${missing === 1 ? '' : 's'} of HEAD missing)`);
  }
  return chosen;
}

/** A work tree of a mirror: itself when it has one, else a shallow clone of HEAD in the cache. */
function realWorkTree(cacheDir, mirror) {
  if (git(mirror.repo, 'rev-parse', '--is-bare-repository').trim() === 'false') return git(mirror.repo, 'rev-parse', '--show-toplevel').trim();
  const commit = git(mirror.repo, 'rev-parse', 'HEAD').trim();
  const dir = join(cacheDir, `real-${mirror.name.replace('/', '+')}-${commit.slice(0, 10)}`);
  if (existsSync(join(dir, '.git'))) return dir;
  mkdirSync(cacheDir, { recursive: true });
  rmSync(dir, { recursive: true, force: true });
  git(cacheDir, 'clone', '-q', '--depth', '1', `file://${mirror.repo}`, dir);
  return dir;
}

function corporaFor(options) {
  const corpora = options.sizes.map((files) => ({ kind: 'synthetic', name: `synthetic ${files}`, sourceFiles: files }));
  if (options.real === 'none') return corpora;
  if (options.real === 'auto') {
    const mirrors = biggestMirrors(options.realCount);
    for (const mirror of mirrors) {
      const choice = `${mirror.sources} source files in HEAD${mirror.passedOver.length ? `; passed over ${mirror.passedOver.join(', ')}` : ''}`;
      corpora.push({ kind: 'real', name: mirror.name, mirror, note: choice });
    }
    if (mirrors.length === 0) console.error(`scaling: no repository under ${MIRRORS ?? '$REPOMAP_MIRRORS (unset)'}; measuring synthetic trees only`);
  } else {
    if (!existsSync(options.real)) throw new Error(`--real ${options.real}: no such directory`);
    corpora.push({ kind: 'real', name: basename(options.real), path: options.real });
  }
  return corpora;
}

/** What the index holds, read through the library: indexed files, their bytes, and a seed path in the middle. */
async function indexedFiles(root, db) {
  const { Repository } = await import(join(project, 'dist', 'index.js'));
  const repo = Repository.open(root, { db });
  try {
    const parsed = repo.files().filter((file) => file.status !== 'skipped' && file.language !== null);
    parsed.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    return { bytes: parsed.reduce((sum, file) => sum + file.size, 0), seed: parsed[Math.floor(parsed.length / 2)]?.path ?? null };
  } finally {
    repo.close();
  }
}

const sha = (text) => createHash('sha256').update(text).digest('hex').slice(0, 16);
const perFileMs = (seconds, files) => (seconds === null || !files ? null : round((seconds * 1000) / files, 2));

async function measure(corpus, options, save = () => {}) {
  const prepared = performance.now();
  let root;
  let generatedS = null;
  if (corpus.kind === 'synthetic') ({ dir: root, generatedS } = syntheticTree(options.cache, corpus.sourceFiles, options.seed));
  else root = corpus.path ?? realWorkTree(options.cache, corpus.mirror);
  const prepareS = round((performance.now() - prepared) / 1000, 1);
  const deadline = performance.now() + options.limitMinutes * 60_000;
  const remaining = () => Math.max(1000, deadline - performance.now());
  const scratch = mkdtempSync(join(tmpdir(), 'repomap-scaling-db-'));
  const db = join(scratch, 'index.db');
  const common = ['--db', db, '--quiet'];
  const row = {
    kind: corpus.kind,
    name: corpus.name,
    root,
    date: new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC',
    load: { before: loadAverage(), after: null },
    generatedS,
    prepareS,
    files: 0,
    bytes: 0,
    completed: 'nothing',
    ...(corpus.note ? { choice: corpus.note } : {}),
  };
  const done = (fields) => ({ ...row, ...fields, load: { ...row.load, after: loadAverage() } });
  try {
    console.error(`scaling: ${corpus.name}: cold index of ${root}`);
    const cold = await timedCli(['index', root, '--json', ...common], remaining());
    if (cold.timedOut) return done({ note: `cold index stopped after ${options.limitMinutes} min` });
    const stats = JSON.parse(cold.stdout);
    const { bytes, seed } = await indexedFiles(root, db);
    Object.assign(row, {
      files: stats.files,
      bytes,
      errors: stats.errors,
      partial: stats.partial,
      coldIndexS: round(cold.seconds, 2),
      coldIndexCpuS: round(cold.cpuS, 2),
      coldIndexCpuMsPerFile: perFileMs(cold.cpuS, stats.files),
      filesPerS: Math.round(stats.files / cold.seconds),
      bytesPerS: Math.round(bytes / cold.seconds),
      coldIndexPeakMiB: cold.peakMiB,
      seed,
      completed: 'cold index',
    });
    save(done({}));
    const mapArgs = (dbArgs) => ['map', root, '--seed', seed, '--tokens', String(options.tokens), ...dbArgs];
    console.error(`scaling: ${corpus.name}: first map, seed ${seed}`);
    const first = await timedCli(mapArgs(common), remaining());
    if (first.timedOut) return done({ note: `first map stopped at the ${options.limitMinutes} min limit` });
    Object.assign(row, {
      firstMapS: round(first.seconds, 2),
      firstMapCpuS: round(first.cpuS, 2),
      firstMapCpuMsPerFile: perFileMs(first.cpuS, row.files),
      firstMapPeakMiB: first.peakMiB,
      mapBytes: Buffer.byteLength(first.stdout),
      mapSha256: sha(first.stdout),
      completed: 'first map',
    });
    save(done({}));
    const warm = [];
    for (let i = 0; i < WARM_RUNS; i++) {
      const run = await timedCli(mapArgs(common), remaining());
      if (run.timedOut) return done({ note: `warm map stopped at the ${options.limitMinutes} min limit` });
      warm.push(run);
    }
    Object.assign(row, {
      warmMapS: round(median(warm.map((run) => run.seconds)), 2),
      warmMapRunsS: warm.map((run) => round(run.seconds, 2)),
      warmMapCpuS: round(median(warm.map((run) => run.cpuS ?? 0)), 2),
      warmMapPeakMiB: Math.max(...warm.map((run) => run.peakMiB)),
      completed: 'warm map',
    });
    save(done({}));
    // An edit of the seed file (a line appended, put back after), then a map: the index
    // brings that file up to date and the graph is patched (src/graph/incremental.ts).
    const seedFile = join(root, seed);
    const original = readFileSync(seedFile);
    try {
      writeFileSync(seedFile, Buffer.concat([original, Buffer.from('\n')]));
      const edited = await timedCli(mapArgs(common), remaining());
      if (edited.timedOut) return done({ note: `map after an edit stopped at the ${options.limitMinutes} min limit` });
      Object.assign(row, { editMapS: round(edited.seconds, 2), editMapCpuS: round(edited.cpuS, 2), editMapPeakMiB: edited.peakMiB, completed: 'map after an edit' });
      save(done({}));
    } finally {
      writeFileSync(seedFile, original);
    }
    if (!options.freshMap) return done({ completed: 'all but the map on a fresh index' });
    // `repomap map` on a tree never indexed: the index and the first map in one process,
    // the same map as the first map after `repomap index`.
    rmSync(scratch, { recursive: true, force: true });
    mkdirSync(scratch, { recursive: true });
    console.error(`scaling: ${corpus.name}: map on an empty index`);
    const fresh = await timedCli(mapArgs(common), remaining());
    if (fresh.timedOut) return done({ note: `map on an empty index stopped at the ${options.limitMinutes} min limit` });
    return done({
      freshMapS: round(fresh.seconds, 2),
      freshMapCpuS: round(fresh.cpuS, 2),
      freshMapCpuMsPerFile: perFileMs(fresh.cpuS, row.files),
      freshMapPeakMiB: fresh.peakMiB,
      freshMapSameAsFirst: fresh.stdout === first.stdout,
      completed: 'all',
    });
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** Synthetic trees by size, then the real repositories by size; ties by name. */
function orderRows(rows) {
  const rank = (row) => (row.kind === 'synthetic' ? 0 : 1);
  return [...rows].sort((a, b) => rank(a) - rank(b) || a.files - b.files || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

const cell = (value, unit = '') => (value === null || value === undefined ? '–' : `${value.toLocaleString('en-US')}${unit}`);

/** "wall s (CPU s), peak MiB" of one phase of a row; – when it was not measured. */
function phaseCell(row, prefix) {
  const wall = row[`${prefix}S`];
  if (wall === null || wall === undefined) return '–';
  const cpu = row[`${prefix}CpuS`];
  const peak = row[`${prefix}PeakMiB`];
  return `${cell(wall, ' s')}${cpu === null || cpu === undefined ? '' : ` (${cell(cpu, ' s')})`}${peak ? `, ${cell(peak, ' MiB')}` : ''}`;
}

export function markdownTable(results) {
  const lines = [
    '| corpus | files | bytes | cold index | first map | warm map | map after a one-file edit | map on an empty index | CPU ms a file: index, first map |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const row of results.rows) {
    const perFile = row.coldIndexCpuMsPerFile ? `${row.coldIndexCpuMsPerFile}, ${row.firstMapCpuMsPerFile ?? '–'}` : '–';
    lines.push(
      `| ${row.name} | ${cell(row.files)} | ${cell(row.bytes)} | ${phaseCell(row, 'coldIndex')} | ${phaseCell(row, 'firstMap')} | ${phaseCell(row, 'warmMap')} | ${phaseCell(row, 'editMap')} | ${phaseCell(row, 'freshMap')} | ${perFile} |`,
    );
  }
  return lines.join('\n');
}

async function main() {
  let options;
  try {
    options = parseArgs(process.argv.slice(2));
  } catch (error) {
    console.error(`scaling: ${error.message}`);
    process.exit(2);
  }
  if (options.chartOnly) {
    const results = JSON.parse(readFileSync(options.json, 'utf8'));
    writeFileSync(options.svg, scalingChart(results));
    console.log(markdownTable(results));
    return;
  }
  if (!existsSync(cli)) throw new Error(`${cli} is missing: run npm run build first`);
  const previous = options.merge && existsSync(options.json) ? JSON.parse(readFileSync(options.json, 'utf8')).rows : [];
  const corpora = corporaFor(options);
  const measured = new Set(corpora.map((corpus) => corpus.name));
  const kept = previous.filter((row) => !measured.has(row.name));
  const results = {
    date: new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC',
    machine: { cores: availableParallelism(), cpu: cpus()[0]?.model ?? 'unknown', memoryGiB: Math.round(totalmem() / 2 ** 30), node: process.version },
    load: { before: loadAverage(), after: null },
    seed: options.seed,
    tokens: options.tokens,
    limitMinutes: options.limitMinutes,
    rows: [],
  };
  const finished = [];
  // Written after every phase, so that a run stopped halfway keeps what it measured.
  const save = (row) => {
    results.rows = orderRows([...kept, ...finished, ...(row ? [row] : [])]);
    results.load.after = loadAverage();
    writeFileSync(options.json, `${JSON.stringify(results, null, 2)}\n`);
  };
  for (const corpus of corpora) {
    const row = await measure(corpus, options, save);
    finished.push(row);
    save(null);
    console.error(`scaling: ${corpus.name}: ${row.completed}${row.note ? ` (${row.note})` : ''}`);
  }
  writeFileSync(options.svg, scalingChart(results));
  console.log(markdownTable(results));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(`scaling: ${error.message}`);
    process.exit(1);
  });
}
