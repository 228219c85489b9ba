#!/usr/bin/env node
// Wall time and peak RSS of each work phase of one run, as the CLI runs it: an index run
// (listing, parsing, writing, tuning) or a map (bringing the index up to date, building the
// ranking's graph, ranking and fitting the map). The main thread is busy for seconds at a
// time, so a worker thread reads the process's RSS from /proc every 20 ms (Linux only) and
// books it to the phase the main thread last reported. Prints one JSON line (with the map's
// size and a hash of its text, to compare two builds' maps).
//
//   npm run build && node bench/phase-memory.mjs index ROOT --db FILE
//   node bench/phase-memory.mjs map ROOT --db FILE [--seed PATH] [--tokens N]
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { parseFlags } from './flags.mjs';

const project = join(dirname(fileURLToPath(import.meta.url)), '..');
const PHASES = ['other', 'scan', 'parse', 'store', 'tune', 'graph', 'rank'];

const { flags, files } = parseFlags(process.argv.slice(2));
const [what, root] = files;
const db = flags.get('db');
const seed = flags.get('seed');
if (!['index', 'map'].includes(what) || !root || !db) {
  console.error('usage: node bench/phase-memory.mjs index|map ROOT --db FILE [--seed PATH] [--tokens N]');
  process.exit(2);
}

// [current phase, then the peak KiB of each phase]
const shared = new Int32Array(new SharedArrayBuffer(4 * (1 + PHASES.length)));
const sampler = new Worker(
  `const { workerData: shared } = require('node:worker_threads');
   const { readFileSync } = require('node:fs');
   setInterval(() => {
     const kib = Number(/VmRSS:\\s+(\\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'))[1]);
     const slot = 1 + Atomics.load(shared, 0);
     if (kib > shared[slot]) shared[slot] = kib;
   }, 20);`,
  { eval: true, workerData: shared },
);
sampler.unref();

const seconds = new Array(PHASES.length).fill(0);
let current = 0;
let since = performance.now();
const enter = (phase) => {
  const now = performance.now();
  seconds[current] += (now - since) / 1000;
  since = now;
  current = PHASES.indexOf(phase ?? 'other');
  Atomics.store(shared, 0, current);
};

const started = performance.now();
const { Repository } = await import(join(project, 'dist', 'index.js'));
const repo = Repository.open(root, { db });
repo.watchProgress((progress) => enter(progress?.phase));
const stats = await repo.update({});
let mapBytes = null;
let mapSha256 = null;
if (what === 'map') {
  enter('rank');
  const map = repo.map(seed ? { paths: [seed] } : {}, { tokens: Number(flags.get('tokens') ?? 4096) });
  mapBytes = Buffer.byteLength(map.text);
  mapSha256 = createHash('sha256').update(map.text).digest('hex').slice(0, 16);
}
enter(null);
repo.close();
await new Promise((resolve) => setTimeout(resolve, 60));
const peakKiB = Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'))[1]);
const phases = {};
PHASES.forEach((phase, i) => {
  if (seconds[i] >= 0.05 || shared[1 + i]) phases[phase] = { s: Number(seconds[i].toFixed(1)), peakMiB: Math.round(shared[1 + i] / 1024) };
});
const totalS = Number(((performance.now() - started) / 1000).toFixed(1));
console.log(JSON.stringify({ what, files: stats.files, totalS, peakMiB: Math.round(peakKiB / 1024), mapBytes, mapSha256, phases }));
process.exit(0);
