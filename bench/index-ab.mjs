#!/usr/bin/env node
// Index cost, two builds side by side: `node bench/index-ab.mjs OLD_CLI NEW_CLI ROOT... [--runs N] [--edit PATH]`.
// For each build and tree: a cold `index` into a fresh --db, a no-change re-index, a re-index
// after one file changed (PATH, relative to ROOT: a line appended, then the file restored),
// and the index's size on disk (the .db with its WAL, after the runs). The builds alternate,
// so that a busy machine slows both alike; medians of N runs. Used for issue 27 (the literal
// table must keep the re-index bounds). ROOT must be a copy you may edit.
import { spawnSync } from 'node:child_process';
import { appendFileSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseFlags } from './flags.mjs';

const { flags, files } = parseFlags(process.argv.slice(2));
const runs = Number(flags.get('runs') ?? 5);
const edit = flags.get('edit');
const [oldCli, newCli, ...roots] = files;
if (!oldCli || !newCli || roots.length === 0 || !edit) {
  console.error('usage: node bench/index-ab.mjs OLD_CLI NEW_CLI ROOT... --edit PATH [--runs N]');
  process.exit(2);
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function timed(cli, root, db) {
  const started = performance.now();
  const result = spawnSync(process.execPath, [cli, 'index', root, '--db', db, '-q'], { encoding: 'utf8', maxBuffer: 64 << 20 });
  if (result.status !== 0) throw new Error(`${cli} on ${root}: ${result.stderr}`);
  return performance.now() - started;
}

function measure(cli, root) {
  const dir = mkdtempSync(join(tmpdir(), 'repomap-index-ab-'));
  const db = join(dir, 'index.db');
  const edited = join(root, edit);
  const original = readFileSync(edited);
  try {
    const cold = timed(cli, root, db);
    const unchanged = timed(cli, root, db);
    appendFileSync(edited, '\n');
    const oneFile = timed(cli, root, db);
    const bytes = readdirSync(dir).reduce((sum, name) => sum + statSync(join(dir, name)).size, 0);
    return { cold, unchanged, oneFile, bytes };
  } finally {
    writeFileSync(edited, original);
    rmSync(dir, { recursive: true, force: true });
  }
}

console.log('| tree | build | cold index (ms) | no-change re-index (ms) | one file changed (ms) | index size (MiB) |');
console.log('| --- | --- | ---: | ---: | ---: | ---: |');
for (const root of roots) {
  const results = { old: [], new: [] };
  for (let i = 0; i < runs; i++) {
    const order = i % 2 === 0 ? ['old', 'new'] : ['new', 'old'];
    for (const which of order) results[which].push(measure(which === 'old' ? oldCli : newCli, root));
  }
  for (const which of ['old', 'new']) {
    const pick = (key) => median(results[which].map((result) => result[key]));
    console.log(
      `| ${root.split('/').filter(Boolean).pop()} | ${which} | ${pick('cold').toFixed(0)} | ${pick('unchanged').toFixed(0)} | ${pick('oneFile').toFixed(0)} | ${(pick('bytes') / 2 ** 20).toFixed(1)} |`,
    );
  }
}
