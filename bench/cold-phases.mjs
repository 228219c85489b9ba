#!/usr/bin/env node
// A cold index beside its parser's floor, in CPU time (user+sys, so a shared machine's load
// counts little): the floor (`bench/parse-floor.mjs ROOT all`: every file the scan keeps,
// parsed and nothing else, on both cores, the cheapest of three wasm tierings) and `repomap index` on a fresh --db, each a fresh
// process under /usr/bin/time; then where the cold index's CPU goes, phase by phase, from one
// in-process run on the calling thread alone (threads 0) measured with process.cpuUsage():
//   scan     listing and stat of the tree
//   parse    tree-sitter's parse of each file (timed apart, file by file)
//   walk     the rest of extraction: reading, hashing, the query walk, signatures, docs, blocks, literals
//   rows     writing the rows (the parse phase's time less the extraction's)
//   edges    the store phase: import edges and name counts
//   graph    the ranking's graph, built by the first map
//   tune     automatic tuning (none on a tree without git history)
// Prints one JSON line per ROOT and its markdown row (bench/README.md).
//
//   npm run build && node bench/cold-phases.mjs ROOT... [--runs N]
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseFlags } from './flags.mjs';

const project = join(dirname(fileURLToPath(import.meta.url)), '..');
const { flags, files: roots } = parseFlags(process.argv.slice(2));
const runs = Number(flags.get('runs') ?? 1);
if (!roots.length) {
  console.error('usage: node bench/cold-phases.mjs ROOT... [--runs N]');
  process.exit(2);
}

/** CPU seconds (user+sys) and peak RSS of one fresh process. */
function timed(args) {
  const result = spawnSync('/usr/bin/time', ['-f', '%U %S %M', process.execPath, ...args], { encoding: 'utf8', maxBuffer: 64 << 20 });
  if (result.status !== 0) throw new Error(`${args.join(' ')}: ${result.stderr}`);
  const [user, sys, kib] = result.stderr.trim().split('\n').pop().split(' ').map(Number);
  return { cpu: user + sys, peakMiB: Math.round(kib / 1024) };
}
const least = (values) => Math.min(...values);

function coldIndex(root) {
  const dir = mkdtempSync(join(tmpdir(), 'repomap-cold-'));
  try {
    return timed([join(project, 'dist', 'cli', 'main.js'), 'index', root, '--db', join(dir, 'index.db'), '-q']);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const cpuNow = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
};

async function phases(root) {
  const { Repository } = await import(join(project, 'dist', 'index.js'));
  const { scan } = await import(join(project, 'dist', 'scan', 'scan.js'));
  const { loadLanguage } = await import(join(project, 'dist', 'extract', 'languages.js'));
  const { runJob } = await import(join(project, 'dist', 'extract', 'job.js'));
  const { languageOfContent } = await import(join(project, 'dist', 'extract', 'header-language.js'));
  const { prepareWasmTiering } = await import(join(project, 'dist', 'extract', 'wasm-tiering.js'));
  const scanned = scan(root);
  prepareWasmTiering(scanned.files); // the tiering the index run chooses
  const job = (file) => ({ path: file.path, from: { root, secrets: [], maxFileBytes: 1 << 20 }, language: file.language, size: file.size, knownHash: null });
  // One pass first, so that the timed passes below meet a warm JIT alike.
  for (const file of scanned.files) await runJob(job(file));
  // The index run itself, on this thread, booked to the phases it reports.
  const dir = mkdtempSync(join(tmpdir(), 'repomap-phases-'));
  const spent = { scan: 0, parse: 0, store: 0, tune: 0, graph: 0, rank: 0, other: 0 };
  let current = 'other';
  let since = cpuNow();
  const enter = (phase) => {
    const now = cpuNow();
    spent[current] += now - since;
    since = now;
    current = phase ?? 'other';
  };
  let stats;
  try {
    const repo = Repository.open(root, { db: join(dir, 'index.db') });
    repo.watchProgress((progress) => {
      if ((progress?.phase ?? 'other') !== current) enter(progress?.phase);
    });
    stats = await repo.update({ threads: 0 });
    enter('rank');
    repo.map({}, { tokens: 4096 });
    enter(null);
    repo.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  // Extraction, file by file: the parse alone, then the whole job (which parses again).
  let parse = 0;
  let extract = 0;
  for (const file of scanned.files) {
    const text = readFileSync(join(root, file.path), 'utf8');
    const lang = await loadLanguage(languageOfContent(file.path, file.language, text));
    let start = cpuNow();
    lang.parser.parse(lang.spec.readable ? lang.spec.readable(text) : text)?.delete();
    parse += cpuNow() - start;
    start = cpuNow();
    await runJob(job(file));
    extract += cpuNow() - start;
  }
  {
    const round = (value) => Number(value.toFixed(2));
    return {
      files: stats.files,
      scan: round(spent.scan),
      parse: round(parse),
      walk: round(extract - parse),
      rows: round(Math.max(0, spent.parse - extract)),
      edges: round(spent.store),
      graph: round(spent.graph),
      tune: round(spent.tune),
    };
  }
}

for (const root of roots) {
  const floors = [];
  const colds = [];
  for (let i = 0; i < runs; i++) {
    // The cheapest of three wasm tierings: all on both compilers, all on the baseline, and repomap's own
    // (the runtime and a large run's main grammars on both; extract/wasm-tiering.ts).
    for (const tiering of [[], ['--baseline'], ['--per-grammar']]) floors.push(timed([join(project, 'bench', 'parse-floor.mjs'), root, 'all', ...tiering]).cpu);
    colds.push(coldIndex(root).cpu);
  }
  const floor = least(floors);
  const cold = least(colds);
  const split = await phases(root);
  const row = { repo: basename(root), files: split.files, floor: Number(floor.toFixed(2)), cold: Number(cold.toFixed(2)), ratio: Number((cold / floor).toFixed(2)), phases: split };
  console.log(JSON.stringify(row));
  {
    const p = split;
    console.log(`| ${row.repo} | ${row.files} | ${row.floor.toFixed(2)} | ${row.cold.toFixed(2)} | ${row.ratio.toFixed(2)}× | ${p.scan} / ${p.parse} / ${p.walk} / ${p.rows} / ${p.edges} / ${p.graph} / ${p.tune} |`);
  }
}
