#!/usr/bin/env node
// Cold index, two builds side by side: `node bench/cold-index-ab.mjs OLD_CLI NEW_CLI ROOT... [--runs N]`.
// Each run indexes ROOT into a fresh --db (git listing, history and HEAD included), the two
// builds alternating so that a busy machine slows both alike; prints the median wall time of
// each and their ratio. Used for issue 26 (git as a reader only must not slow a cold index).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const args = process.argv.slice(2);
const runsAt = args.indexOf('--runs');
const runs = runsAt >= 0 ? Number(args.splice(runsAt, 2)[1]) : 7;
const [oldCli, newCli, ...roots] = args;
if (!oldCli || !newCli || roots.length === 0) {
  console.error('usage: node bench/cold-index-ab.mjs OLD_CLI NEW_CLI ROOT... [--runs N]');
  process.exit(2);
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function coldIndex(cli, root) {
  const dir = mkdtempSync(join(tmpdir(), 'repomap-ab-'));
  const started = performance.now();
  const result = spawnSync(process.execPath, [cli, 'map', root, '--db', join(dir, 'index.db'), '--tokens', '1024', '-q'], { encoding: 'utf8', maxBuffer: 64 << 20 });
  const ms = performance.now() - started;
  rmSync(dir, { recursive: true, force: true });
  if (result.status !== 0) throw new Error(`${cli} on ${root}: ${result.stderr}`);
  return ms;
}

console.log('| repository | old median (ms) | new median (ms) | new / old |');
console.log('| --- | ---: | ---: | ---: |');
for (const root of roots) {
  const times = { old: [], new: [] };
  for (let i = 0; i < runs; i++) {
    // Alternate which goes first, so neither always meets a warmer page cache.
    const order = i % 2 === 0 ? ['old', 'new'] : ['new', 'old'];
    for (const which of order) times[which].push(coldIndex(which === 'old' ? oldCli : newCli, root));
  }
  const [a, b] = [median(times.old), median(times.new)];
  console.log(`| ${root.split('/').filter(Boolean).pop()} | ${a.toFixed(0)} | ${b.toFixed(0)} | ${(b / a).toFixed(3)} |`);
}
