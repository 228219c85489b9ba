#!/usr/bin/env node
// Cold-index CPU time per byte, per language, in one run: for each language its
// files of one public tree (the same copy as bench/ctags-recall.mjs: that
// language's extensions, vendored and build directories left out) are indexed
// cold with `repomap index`, under `/usr/bin/time`, and the CPU time of the
// process and its worker threads (user + sys) is divided by the bytes read.
// Two figures: net of an empty tree's index (the CLI's start-up, the store's
// creation), and marginal: the tree is indexed again with a second copy of its
// files beside the first (`a/`, `b/`), and the difference is the cost of those
// bytes alone, without what a run pays once whatever its size (loading and
// compiling the grammar and its query, starting the worker threads, which a
// tree of 48 files or more gets). On a small tree the fixed part dominates the
// first figure; the second is the cost per byte a large repository sees. Each
// figure is the median of --runs runs. CPU time, not wall time: the machine may
// be shared.
//
//   npm run build
//   node bench/language-speed.mjs --mirrors DIR --trees DIR [--runs 3] [--only go,nix] [--json OUT]
//
// --mirrors: a directory of bare git mirrors named `owner+name/repo`; each tree is
// checked out (`git archive HEAD`) under --trees once and reused after. The
// ratio columns are each language's figure over the slowest of the first seven
// languages (TypeScript, JavaScript, Python, Go, Rust, Java, C): the bound of
// bench/README.md, "Languages: recall and speed", is 2.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { copyLanguageFiles, LANGUAGE_EXTENSIONS } from './lib/language-files.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const cli = join(here, '..', 'dist', 'cli', 'main.js');

/** How many copies of a fixture directory stand in for a tree. */
const COPIES = 100;

/**
 * [language, tree]: the first seven on their recall trees (Java on retrofit), then every other
 * registered language on its tree of the benchmark list or its recall tree (C++ on fmt, PHP on
 * laravel/framework, elisp on dune's three `.el` files; ReScript, Vue and Svelte on the speed trees
 * of issue 31). A `fixtures/` directory copied COPIES times may stand in for a tree.
 */
const TREES = [
  ['typescript', 'honojs/hono'],
  ['javascript', 'expressjs/express'],
  ['python', 'pallets/flask'],
  ['go', 'gin-gonic/gin'],
  ['rust', 'BurntSushi/ripgrep'],
  ['java', 'square/retrofit'],
  ['c', 'jqlang/jq'],
  ['tsx', 'honojs/hono'],
  ['cpp', 'fmtlib/fmt'],
  ['c_sharp', 'AutoMapper/AutoMapper'],
  ['ruby', 'sinatra/sinatra'],
  ['php', 'laravel/framework'],
  ['kotlin', 'JetBrains/Exposed'],
  ['swift', 'vapor/vapor'],
  ['scala', 'softwaremill/sttp'],
  ['objc', 'SDWebImage/SDWebImage'],
  ['lua', 'nvim-lualine/lualine.nvim'],
  ['elixir', 'elixir-ecto/ecto'],
  ['dart', 'dart-lang/http'],
  ['zig', 'zigtools/zls'],
  ['bash', 'bats-core/bats-core'],
  ['ocaml', 'ocaml/dune'],
  ['solidity', 'OpenZeppelin/openzeppelin-contracts'],
  ['elisp', 'ocaml/dune'],
  ['rescript', 'rescript-association/rescript-lang.org'],
  ['vue', 'vbenjs/vue-vben-admin'],
  ['svelte', 'huntabyte/shadcn-svelte'],
  ['haskell', 'koalaman/shellcheck'],
  ['julia', 'JuliaData/DataFrames.jl'],
  ['r', 'tidyverse/dplyr'],
  ['perl', 'mojolicious/mojo'],
  ['groovy', 'spockframework/spock'],
  ['hcl', 'terraform-aws-modules/terraform-aws-vpc'],
  ['clojure', 'ring-clojure/ring'],
  ['elm', 'elm/core'],
  ['gleam', 'gleam-lang/stdlib'],
  ['nix', 'nix-community/home-manager'],
  ['fsharp', 'giraffe-fsharp/Giraffe'],
  ['powershell', 'pester/Pester'],
  ['systemverilog', 'lowRISC/ibex'],
];
const FIRST_SEVEN = new Set(['typescript', 'javascript', 'python', 'go', 'rust', 'java', 'c']);

/** The middle value (the mean of the two middle ones for an even count). */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function parseArgs(argv) {
  const options = { mirrors: null, trees: null, runs: 3, only: null, json: null };
  for (let i = 0; i < argv.length; i++) {
    const value = () => argv[++i];
    if (argv[i] === '--mirrors') options.mirrors = value();
    else if (argv[i] === '--trees') options.trees = value();
    else if (argv[i] === '--runs') options.runs = Number(value());
    else if (argv[i] === '--only') options.only = new Set(value().split(','));
    else if (argv[i] === '--json') options.json = value();
    else throw new Error(`unexpected argument ${argv[i]}`);
  }
  if (!options.mirrors || !options.trees) throw new Error('usage: language-speed.mjs --mirrors DIR --trees DIR [--runs N] [--only ids] [--json OUT]');
  return options;
}

function checkout(mirrors, trees, repository, extensions) {
  if (repository.startsWith('fixtures/')) return join(here, '..', repository);
  const dir = join(trees, repository.replace('/', '+'));
  if (existsSync(dir)) return dir;
  mkdirSync(dir, { recursive: true });
  const gitDir = join(mirrors, repository.replace('/', '+'), 'repo');
  const archive = spawnSync('git', ['--git-dir', gitDir, 'archive', 'HEAD'], { maxBuffer: 1 << 30 });
  if (archive.status === 0) {
    const untar = spawnSync('tar', ['-x', '-C', dir], { input: archive.stdout });
    if (untar.status !== 0) throw new Error(`tar: ${untar.stderr}`);
    return dir;
  }
  // A mirror may lack blobs (AutoMapper's nuget.exe, some of SDWebImage's): then the language's
  // files one by one, from `ls-tree`, a blob the mirror lacks left out (and counted).
  const listing = spawnSync('git', ['--git-dir', gitDir, 'ls-tree', '-r', '-z', 'HEAD'], { encoding: 'utf8', maxBuffer: 1 << 28 });
  if (listing.status !== 0) throw new Error(`git ls-tree ${gitDir}: ${listing.stderr}`);
  let missing = 0;
  for (const entry of listing.stdout.split('\0')) {
    const tab = entry.indexOf('\t');
    if (tab < 0) continue;
    const [mode, type, object] = entry.slice(0, tab).split(' ');
    const path = entry.slice(tab + 1);
    if (type !== 'blob' || mode === '120000' || !extensions.some((extension) => path.toLowerCase().endsWith(extension))) continue;
    const blob = spawnSync('git', ['--git-dir', gitDir, 'cat-file', 'blob', object], { maxBuffer: 1 << 28 });
    if (blob.status !== 0) {
      missing++;
      continue;
    }
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), blob.stdout);
  }
  if (missing) process.stderr.write(`${repository}: ${missing} blob(s) missing from the mirror, left out\n`);
  return dir;
}

/** CPU seconds (user + sys) and peak RSS (KiB) of one cold `repomap index` of tree. */
function coldIndexCpu(tree) {
  const dbDir = mkdtempSync(join(tmpdir(), 'repomap-speed-db-'));
  try {
    const result = spawnSync('/usr/bin/time', ['-f', '%U %S %M', process.execPath, cli, 'index', tree, '--db', join(dbDir, 'index.db'), '--quiet', '--include-vendored'], {
      encoding: 'utf8',
      maxBuffer: 1 << 26,
    });
    if (result.status !== 0) throw new Error(`index ${tree}: ${result.stderr}`);
    const [user, sys, rss] = result.stderr.trim().split('\n').pop().split(' ').map(Number);
    return { cpu: user + sys, rss };
  } finally {
    rmSync(dbDir, { recursive: true, force: true });
  }
}


const options = parseArgs(process.argv.slice(2));
const scratch = mkdtempSync(join(tmpdir(), 'repomap-speed-'));
try {
  const empty = join(scratch, 'empty');
  mkdirSync(empty);
  const baseline = median(Array.from({ length: options.runs }, () => coldIndexCpu(empty).cpu));
  const rows = [];
  for (const [language, repository, copies] of TREES) {
    if (options.only && !options.only.has(language)) continue;
    const root = checkout(options.mirrors, options.trees, repository, LANGUAGE_EXTENSIONS[language]);
    const tree = join(scratch, language);
    let files = 0;
    let bytes = 0;
    for (let copy = 0; copy < (copies ?? 1); copy++) {
      const [paths, size] = copyLanguageFiles(root, copies ? join(tree, 'a', String(copy)) : join(tree, 'a'), LANGUAGE_EXTENSIONS[language]);
      files += paths.length;
      bytes += size;
    }
    const once = Array.from({ length: options.runs }, () => coldIndexCpu(tree));
    copyLanguageFiles(join(tree, 'a'), join(tree, 'b'), LANGUAGE_EXTENSIONS[language]);
    const twice = Array.from({ length: options.runs }, () => coldIndexCpu(tree));
    const cpu = median(once.map((run) => run.cpu));
    const cpuTwice = median(twice.map((run) => run.cpu));
    const perKiB = (seconds) => (Math.max(seconds, 0) * 1e6) / (bytes / 1024);
    rows.push({
      language,
      repository,
      files,
      bytes,
      cpu,
      cpuTwice,
      netUsPerKiB: perKiB(cpu - baseline),
      marginalUsPerKiB: perKiB(cpuTwice - cpu),
      rss: Math.max(...once.map((run) => run.rss)),
    });
    rmSync(tree, { recursive: true, force: true });
    const seconds = (runs) => runs.map((run) => run.cpu.toFixed(2)).join(' ');
    process.stderr.write(`${language}: ${files} files, ${bytes} bytes, CPU ${seconds(once)} s, twice ${seconds(twice)} s\n`);
  }
  const firstSeven = rows.filter((row) => FIRST_SEVEN.has(row.language));
  const slowest = (key) => (firstSeven.length ? Math.max(...firstSeven.map((row) => row[key])) : null);
  const [slowestNet, slowestMarginal] = [slowest('netUsPerKiB'), slowest('marginalUsPerKiB')];
  const ratio = (value, of) => (of ? (value / of).toFixed(2) : '–');
  console.log(`Cold \`repomap index\`, CPU (user + sys, the median of ${options.runs} run(s)); net: an empty tree's ${baseline.toFixed(2)} s taken off; marginal: the tree twice less the tree once.`);
  console.log('');
  console.log('| language | repository | files | KiB | CPU s (once, twice) | net µs/KiB | × slowest of seven | marginal µs/KiB | × slowest of seven | peak RSS MiB |');
  console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const row of rows) {
    const cells = [row.language, row.repository, row.files, Math.round(row.bytes / 1024), `${row.cpu.toFixed(2)}, ${row.cpuTwice.toFixed(2)}`, Math.round(row.netUsPerKiB), ratio(row.netUsPerKiB, slowestNet), Math.round(row.marginalUsPerKiB), ratio(row.marginalUsPerKiB, slowestMarginal), Math.round(row.rss / 1024)];
    console.log(`| ${cells.join(' | ')} |`);
  }
  if (options.json) writeFileSync(options.json, `${JSON.stringify({ runs: options.runs, baseline, slowestNet, slowestMarginal, rows }, null, 2)}\n`);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
