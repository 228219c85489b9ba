// Automatic tuning after the map is out (src/cli/tune-later.ts): a map the tuning cannot change
// is printed without waiting for it, a detached process stores it afterwards, and a tuner that
// is killed leaves the index consistent and the tuning to the next run.
import { afterEach, describe, expect, it } from 'vitest';
import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { CLI, cleanupTemporaries, git, pairedHistoryRepo, runCli, tunersIn, until } from '../helpers.js';
import { isTuningPoint } from '../../src/rank/tune.js';
import { Repository } from '../../src/repository.js';
import { IndexLock } from '../../src/store/lock.js';

afterEach(cleanupTemporaries);

/** A repository whose HEAD is a tuning point with enough changes before it, indexed but not tuned. */
async function untunedAtTuningPoint(): Promise<string> {
  // Ends on a tuning point with at least 22 changes before it.
  const root = pairedHistoryRepo('repomap-tune-later-', (change, dir) => change >= 22 && isTuningPoint(git(dir, 'rev-parse', 'HEAD').trim()));
  const repo = Repository.open(root);
  try {
    await repo.update({ autoTune: false });
    expect(repo.tuningDue).toBe(true);
  } finally {
    repo.close();
  }
  return root;
}

/** The index's tuning as another process left it: whether one is due, and the one kept. */
function tuningState(root: string): { due: boolean; automatic: boolean | undefined } {
  const repo = Repository.open(root);
  try {
    return { due: repo.tuningDue, automatic: repo.tuning()?.automatic };
  } finally {
    repo.close();
  }
}

function lockOf(root: string): IndexLock {
  return IndexLock.acquire(join(root, '.repomap', 'index.db.lock'), 0, { root });
}

describe('automatic tuning after the map', () => {
  it('prints a general map without waiting for the tuning, which a detached process stores afterwards', async () => {
    const root = await untunedAtTuningPoint();
    // While another writer holds the index no tuning can be stored: the map is out all the same,
    // and the tuner it left waits for the writer.
    const lock = lockOf(root);
    let map;
    try {
      map = runCli(['map', root, '--quiet']);
      expect(map.stderr).toBe('');
      expect(map.status).toBe(0);
      expect(map.stdout).toContain('ordersStep');
      expect(tuningState(root)).toEqual({ due: true, automatic: undefined });
      // one tuner, waiting for the writer
      expect(tunersIn([root])).toHaveLength(1);
    } finally {
      lock.release();
    }
    await until(() => !tuningState(root).due, 30_000, 'the detached tuning');
    expect(tuningState(root)).toEqual({ due: false, automatic: true });
    // and, its work stored, it ends by itself
    await until(() => tunersIn([root]).length === 0, 30_000, 'the tuner to exit');
    // The map's bytes do not depend on it.
    expect(runCli(['map', root, '--quiet']).stdout).toBe(map.stdout);
    expect(runCli(['tune', root, '--show', '--quiet']).stdout).toMatch(/^tuned automatically on \d+ recent change/);
  });

  it('runs one tuner at a time', async () => {
    const root = await untunedAtTuningPoint();
    const head = git(root, 'rev-parse', 'HEAD').trim();
    const tuning = IndexLock.acquire(join(root, '.repomap', 'index.db.tune-lock'), 0, { root });
    try {
      // Another tuner holds the index: this one leaves at once, without tuning.
      const second = spawnSync(process.execPath, [CLI, '--tune-later', root, '--head', head], { encoding: 'utf8', timeout: 30_000 });
      expect(second.status).toBe(0);
      expect(tuningState(root).due).toBe(true);
    } finally {
      tuning.release();
    }
  });

  it('tunes before a map seeded with paths, which the tuning shapes', async () => {
    const root = await untunedAtTuningPoint();
    const seeded = runCli(['map', root, '--seed', 'src/orders.ts', '--quiet']);
    expect(seeded.status).toBe(0);
    expect(tuningState(root)).toEqual({ due: false, automatic: true });
  });

  it('leaves the index consistent when the tuner is killed, and the tuning to the next run', async () => {
    const root = await untunedAtTuningPoint();
    const head = git(root, 'rev-parse', 'HEAD').trim();
    for (const after of [0, 150, 400]) {
      const tuner = spawn(process.execPath, [CLI, '--tune-later', root, '--head', head], { stdio: 'ignore' });
      // Listen before waiting: a tuner that ends on its own before the kill has already emitted 'exit'.
      const exited = new Promise((done) => tuner.once('exit', done));
      await new Promise((done) => setTimeout(done, after));
      tuner.kill('SIGKILL');
      await exited;
      // The kernel dropped its lock; the index is whole; the tuning is stored whole or not at all.
      lockOf(root).release();
      const db = new Database(join(root, '.repomap', 'index.db'), { readonly: true });
      try {
        expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      } finally {
        db.close();
      }
      const state = tuningState(root);
      expect(state.automatic).toBe(state.due ? undefined : true);
    }
    const map = runCli(['map', root, '--quiet']);
    expect(map.status).toBe(0);
    expect(map.stdout).toContain('ordersStep');
    await until(() => !tuningState(root).due, 30_000, 'the tuning of the next run');
    expect(tuningState(root).automatic).toBe(true);
  });
});
