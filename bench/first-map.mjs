#!/usr/bin/env node
// The first map of a fresh clone against its cold index (issue 32): on each ROOT (a git
// repository with history), CPU time (user + sys of the process and the children it waits for,
// GNU time) of `repomap index ROOT` on an empty index, and of `repomap map ROOT --tokens 4096` on
// another empty index (index and map in one process, the tuning left to its detached tuner, which
// is waited for before the next run and not counted), runs alternated; medians, and the map's
// cost beyond the index as a share of the index. Each ROOT is copied twice with `git clone` (full
// history) into a scratch directory, so the index and the map each start from a clone of their
// own; `.repomap/` is removed before every run. Also measured: the first map after the index, as a
// second process on the indexed clone (its CPU as a share of the index), the detached tuner's
// CPU (from /proc, not part of the map's), and whether the first map's bytes are those of the map
// after the index.
//
//   node bench/first-map.mjs ROOT... [--runs N] [--cli FILE] [--json]
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const here = dirname(fileURLToPath(import.meta.url));
const { values, positionals } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    cli: { type: 'string', default: join(here, '..', 'dist', 'cli', 'main.js') },
    json: { type: 'boolean', default: false },
  },
  allowPositionals: true,
});
const runs = Number(values.runs);
const cli = resolve(values.cli);
const TIME = '/usr/bin/time';
if (!existsSync(TIME)) throw new Error('needs GNU time at /usr/bin/time');
if (!positionals.length) throw new Error('usage: node bench/first-map.mjs ROOT... [--runs N]');

function timed(args) {
  const run = spawnSync(TIME, ['-f', '%U %S %M', process.execPath, cli, ...args], {
    encoding: 'utf8',
    maxBuffer: 1 << 28,
    env: { ...process.env, REPOMAP_HELPER: '0' },
  });
  if (run.status !== 0) throw new Error(`repomap ${args.join(' ')}: exit ${run.status}\n${run.stderr}`);
  const last = run.stderr.trim().split('\n').pop().split(' ').map(Number);
  return { cpu: last[0] + last[1], rssKiB: last[2], stdout: run.stdout };
}

/** The pids of the `--tune-later` processes of `root` (read from /proc; Linux). */
function tunersOf(root) {
  const found = [];
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    let cmd;
    try {
      cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    } catch {
      continue;
    }
    if (cmd.includes('--tune-later') && cmd.includes(root)) found.push(pid);
  }
  return found;
}

/**
 * Wait until the detached tuner of `root` has exited; returns its CPU seconds (user + sys, its
 * waited-for children included, from /proc/PID/stat in clock ticks, read every 10 ms: the last
 * few ms before it exits are missed).
 */
function waitForTuner(root) {
  let seconds = 0;
  for (const pid of tunersOf(root)) {
    for (;;) {
      let stat;
      try {
        stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      } catch {
        break;
      }
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // Fields 14–17 of proc(5), counted from the state (field 3) here.
      const ticks = Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
      if (fields[0] === 'Z') break;
      seconds = Math.max(seconds, ticks / 100);
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 10);
    }
  }
  if (tunersOf(root).length) return seconds + waitForTuner(root);
  return seconds;
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

const scratch = mkdtempSync(join(tmpdir(), 'repomap-first-map-'));
const rows = [];
try {
  for (const source of positionals) {
    // A mirror's `owner+name/repo` is named by its parent directory.
    const full = resolve(source);
    const name = (basename(full) === 'repo' ? basename(dirname(full)) : basename(full)).replace(/\.git$/, '');
    const clones = ['index', 'map'].map((kind) => join(scratch, `${name}-${kind}`));
    const failed = clones
      .map((dir) => spawnSync('git', ['clone', '-q', full, dir], { encoding: 'utf8' }))
      .find((clone) => clone.status !== 0);
    // A mirror that cannot be checked out (a blob absent from it) is skipped, and said so.
    if (failed) {
      console.log(`${name}: skipped, git clone failed: ${failed.stderr.trim().split('\n')[0]}`);
      for (const dir of clones) rmSync(dir, { recursive: true, force: true });
      continue;
    }
    const index = [];
    const map = [];
    const second = [];
    const tuner = [];
    const same = [];
    const loads = [];
    let bytes = null;
    for (let i = 0; i < runs; i++) {
      loads.push(loadavg()[0]);
      rmSync(join(clones[0], '.repomap'), { recursive: true, force: true });
      index.push(timed(['index', clones[0], '-q']));
      // The first map after the index, as a second process (the index tuned before it returned).
      const after = timed(['map', clones[0], '-q', '--tokens', '4096']);
      second.push(after);
      rmSync(join(clones[1], '.repomap'), { recursive: true, force: true });
      const m = timed(['map', clones[1], '-q', '--tokens', '4096']);
      tuner.push(waitForTuner(clones[1]));
      if (bytes !== null && m.stdout !== bytes) throw new Error(`${name}: the first map's bytes differ between runs`);
      bytes = m.stdout;
      same.push(m.stdout === after.stdout);
      map.push(m);
    }
    const row = {
      name,
      index: index.map((r) => r.cpu),
      map: map.map((r) => r.cpu),
      indexMedian: median(index.map((r) => r.cpu)),
      mapMedian: median(map.map((r) => r.cpu)),
      second: second.map((r) => r.cpu),
      secondMedian: median(second.map((r) => r.cpu)),
      tunerMedian: median(tuner),
      sameBytes: same.every(Boolean),
      load: [Math.min(...loads), Math.max(...loads)],
    };
    row.share = (row.mapMedian - row.indexMedian) / row.indexMedian;
    rows.push(row);
    if (!values.json) {
      console.log(
        `${name}: index ${row.indexMedian.toFixed(2)} s [${row.index.map((x) => x.toFixed(2)).join(' ')}], ` +
          `map ${row.mapMedian.toFixed(2)} s [${row.map.map((x) => x.toFixed(2)).join(' ')}], ` +
          `${(row.share * 100).toFixed(1)}%; map after the index ${row.secondMedian.toFixed(2)} s ` +
          `(${((row.secondMedian / row.indexMedian) * 100).toFixed(1)}%); the map's later tuner ${row.tunerMedian.toFixed(2)} s; ` +
          `${row.sameBytes ? 'same bytes' : 'OTHER BYTES'} as the map after the index; load ${row.load.map((x) => x.toFixed(1)).join('–')}`,
      );
    }
    for (const dir of clones) rmSync(dir, { recursive: true, force: true });
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
if (values.json) console.log(JSON.stringify(rows, null, 1));
