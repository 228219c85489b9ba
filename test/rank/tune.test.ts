// Self-tuning on a repository's own history: which changes become tasks, and a real git
// repository tuned, its fusion kept in the index and used by later rankings.
import { afterEach, describe, expect, it } from 'vitest';
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Repository, RepoError } from '../../src/index.js';
import { isTuningPoint, tuningAnchor, tuningTasks } from '../../src/rank/tune.js';
import { defaultFusionParams } from '../../src/rank/fit.js';
import { cleanupTemporaries, git, temporaryDir } from '../helpers.js';

afterEach(cleanupTemporaries);

describe('tuningTasks', () => {
  it('takes the most recent changes of 2 to 8 task files, oldest first, split by the hash rule', () => {
    const changed = (commit: string, files: string[], added: string[] = []) => ({ commit, files: [...files, ...added], modified: files });
    const log = [
      changed('c0', ['a.ts', 'b.ts']),
      changed('c1', ['a.ts', 'README.md']), // one task file
      changed('c2', Array.from({ length: 9 }, (_, i) => `f${i}.ts`)), // a sweep
      changed('c3', ['b.ts', 'c.ts', 'README.md']),
      changed('c4', ['c.ts', 'a.ts']),
      changed('c5', ['d.ts'], ['e.ts']), // one modified, one added
    ];
    const tasks = tuningTasks(log, (path) => path.endsWith('.ts'), 2);
    expect(tasks.map((task) => [task.commit, task.before])).toEqual([
      ['c3', 3],
      ['c4', 4],
    ]);
    for (const task of tasks) {
      expect(task.seeds).toHaveLength(1);
      expect([...task.seeds, ...task.expected].sort()).toEqual(log[task.before]!.modified.filter((f) => f.endsWith('.ts')).sort());
    }
    expect(tuningTasks(log, (path) => path.endsWith('.ts'), 10).map((task) => task.commit)).toEqual(['c0', 'c3', 'c4']);
  });
});

/** A TypeScript repository whose history pairs files the import graph does not connect. */
function historyRepo(commits: number): string {
  const root = temporaryDir('repomap-tune-');
  mkdirSync(join(root, 'src'));
  const modules = ['orders', 'billing', 'shipping', 'stock', 'mail', 'audit'];
  for (const name of modules) {
    writeFileSync(join(root, 'src', `${name}.ts`), `export function ${name}Step(input: number): number {\n  return input + 1;\n}\n`);
  }
  writeFileSync(join(root, 'src', 'index.ts'), modules.map((name) => `export { ${name}Step } from './${name}';`).join('\n') + '\n');
  git(root, 'init', '-q');
  git(root, 'add', '.');
  git(root, 'commit', '-q', '-m', 'start');
  for (let i = 0; i < commits; i++) commitPair(root, i);
  return root;
}

/** The i-th change of historyRepo: a pair of files the import graph does not connect. */
function commitPair(root: string, i: number): string {
  const pair = i % 2 === 0 ? ['orders', 'mail'] : ['billing', 'audit'];
  for (const name of pair) appendFileSync(join(root, 'src', `${name}.ts`), `// change ${i}\n`);
  git(root, 'commit', '-qam', `change ${i}`);
  return git(root, 'rev-parse', 'HEAD').trim();
}

/**
 * historyRepo's changes, committed until one is a tuning point with at least `tasks` changes up
 * to it, then `after` more: the newest point, and how many changes it closes (commit ids differ
 * from run to run, so the length of the history does too).
 */
function historyWithTuningPoint(tasks: number, after: number): { root: string; point: string; tasksToPoint: number } {
  const root = historyRepo(0);
  let i = 0;
  let point = '';
  while (!point) {
    const head = commitPair(root, i++);
    if (i >= tasks && isTuningPoint(head)) point = head;
  }
  let tasksToPoint = i;
  for (let j = 0; j < after; j++) {
    // a later change may be a tuning point too: then it is the newest
    if (isTuningPoint(commitPair(root, i++))) {
      point = git(root, 'rev-parse', 'HEAD').trim();
      tasksToPoint = i;
    }
  }
  return { root, point, tasksToPoint };
}

describe('Repository.tune', () => {
  it('fits the fusion to the history, keeps it in the index, and later rankings use it until reset', async () => {
    const root = historyRepo(24);
    const repo = Repository.open(root);
    await repo.update({ threads: 1, autoTune: false }); // a tuning point among the last changes would tune it
    expect(repo.tuning()).toBeNull();
    const tuning = repo.tune();
    expect(tuning.tasks).toBe(24);
    expect(tuning.newest).toBe(git(root, 'rev-parse', 'HEAD').trim());
    expect(tuning.after).toBeGreaterThan(tuning.before);
    expect(tuning.params).not.toEqual(defaultFusionParams());
    repo.close();

    const reopened = Repository.open(root);
    expect(reopened.tuning()).toEqual(tuning);
    const { weights, k, supportingFactor } = tuning.params;
    const explicit = reopened.rank({ paths: ['src/orders.ts'] }, { fusionWeights: weights, fusion: k, supportingFactor });
    expect(reopened.rank({ paths: ['src/orders.ts'] })).toEqual(explicit);
    expect(reopened.rank({ paths: ['src/orders.ts'] })[1]!.path).toBe('src/mail.ts');
    reopened.untune();
    expect(reopened.tuning()).toBeNull();
    expect(reopened.rank({ paths: ['src/orders.ts'] })).toEqual(reopened.rank({ paths: ['src/orders.ts'] }, { tuned: false }));
    reopened.close();
  });

  it('refuses a history with too few changes to learn from, and leaves the index untuned', async () => {
    const root = historyRepo(5);
    const repo = Repository.open(root);
    await repo.update({ threads: 1 });
    expect(() => repo.tune()).toThrow(RepoError);
    expect(() => repo.tune()).toThrow(/only 5 recent change\(s\).*needs 20/);
    expect(repo.tuning()).toBeNull();
    repo.close();
  });

  it('refuses a directory without git history', async () => {
    const root = temporaryDir('repomap-nogit-');
    writeFileSync(join(root, 'a.ts'), 'export const a = 1;\n');
    const repo = Repository.open(root);
    await repo.update({ threads: 1 });
    expect(() => repo.tune()).toThrow(/no git history to tune on/);
    repo.close();
  });
});

describe('tuning tasks of a repository', () => {
  it('asks only for code: a changelog changed with every change makes no task of a one-file change', async () => {
    const root = historyRepo(0);
    writeFileSync(join(root, 'CHANGES.rst'), 'Changes\n=======\n');
    git(root, 'add', '.');
    git(root, 'commit', '-qm', 'changelog');
    const modules = ['orders', 'billing', 'shipping', 'stock', 'mail', 'audit'];
    for (let i = 0; i < 24; i++) {
      appendFileSync(join(root, 'src', `${modules[i % modules.length]}.ts`), `// change ${i}\n`);
      appendFileSync(join(root, 'CHANGES.rst'), `- change ${i}\n`);
      git(root, 'commit', '-qam', `change ${i}`);
    }
    const repo = Repository.open(root);
    await repo.update({ threads: 1, autoTune: false });
    expect(repo.files().some((file) => file.path === 'CHANGES.rst')).toBe(true);
    expect(() => repo.tune()).toThrow(/only 0 recent change\(s\) touch 2 to 8 indexed source files/);
    repo.close();
  });
});

describe('tuningAnchor', () => {
  const change = (commit: string) => ({ commit, files: ['a.ts', 'b.ts'], modified: ['a.ts', 'b.ts'] });
  it('ends the tasks at the newest change whose commit id is a multiple of 32', () => {
    expect(isTuningPoint('00000020aa')).toBe(true); // 32
    expect(isTuningPoint('000000e0ff')).toBe(true); // 224
    expect(isTuningPoint('00000021aa')).toBe(false);
    expect(isTuningPoint('ffffffff00')).toBe(false);
    const log = ['00000021', '00000040', '00000001', '000000a0', '00000003'].map(change);
    expect(tuningAnchor(log)).toBe(3);
    expect(tuningAnchor(log.slice(0, 3))).toBe(1);
    // the point stays with its change as the log grows or its oldest changes fall out of the window
    expect(tuningAnchor([...log.slice(2), change('00000005')])).toBe(1);
    expect(tuningAnchor(log.slice(0, 1))).toBe(-1);
    expect(tuningAnchor([])).toBe(-1);
  });
});

describe('automatic tuning', () => {
  it('tunes in update at the tuning point HEAD history fixes, the same for any index at that commit', async () => {
    const { root, point, tasksToPoint } = historyWithTuningPoint(24, 3);
    const repo = Repository.open(root);
    await repo.update({ threads: 1 });
    const tuning = repo.tuning();
    expect(tuning).not.toBeNull();
    expect(tuning!.automatic).toBe(true);
    expect(tuning!.anchor).toBe(point);
    expect(tuning!.newest).toBe(point);
    expect(tuning!.tasks).toBe(Math.min(tasksToPoint, 100));
    expect(tuning!.params).not.toEqual(defaultFusionParams());
    expect(repo.rank({ paths: ['src/orders.ts'] })[1]!.path).toBe('src/mail.ts');

    // another index of the same commit, made from scratch, tunes the same
    const other = Repository.open(root, { db: join(temporaryDir('repomap-tune-db-'), 'index.db') });
    await other.update({ threads: 1 });
    expect(other.tuning()).toEqual(tuning);
    other.close();

    // a new change that is no tuning point keeps the tuning as it is; one that happens to be a
    // point (1 in 32) is taken back and made again, so that no new point is left in the history
    let n = 0;
    for (;;) {
      appendFileSync(join(root, 'src', 'stock.ts'), `// stock ${n++}\n`);
      git(root, 'commit', '-qam', 'stock');
      if (!isTuningPoint(git(root, 'rev-parse', 'HEAD').trim())) break;
      git(root, 'reset', '-q', '--hard', 'HEAD~1');
    }
    await repo.update({ threads: 1 });
    expect(repo.tuning()).toEqual(tuning);

    // off: the defaults, and update leaves them; on again: the same tuning
    repo.untune();
    expect(repo.autoTuning).toBe(false);
    await repo.update({ threads: 1 });
    expect(repo.tuning()).toBeNull();
    expect(repo.rank({ paths: ['src/orders.ts'] })).toEqual(repo.rank({ paths: ['src/orders.ts'] }, { tuned: false }));
    expect(repo.tuneAutomatically({ enable: true })).toEqual(tuning);
    expect(repo.autoTuning).toBe(true);
    repo.close();
  });

  it('keeps an explicit tuning through updates, and tunes nothing with autoTune false or too few changes before the point', async () => {
    const { root } = historyWithTuningPoint(24, 2);
    const repo = Repository.open(root);
    await repo.update({ threads: 1, autoTune: false });
    expect(repo.tuning()).toBeNull();
    const explicit = repo.tune();
    expect(explicit.automatic).toBeUndefined();
    expect(explicit.newest).toBe(git(root, 'rev-parse', 'HEAD').trim());
    appendFileSync(join(root, 'src', 'stock.ts'), '// stock\n');
    git(root, 'commit', '-qam', 'stock');
    await repo.update({ threads: 1 });
    expect(repo.tuning()).toEqual(explicit);
    repo.close();

    // a history whose tuning point closes fewer than 20 tasks (fresh repositories until one has a point early)
    let young = '';
    for (let attempt = 0; !young && attempt < 40; attempt++) {
      const candidate = historyRepo(0);
      for (let i = 0; i < 18 && !young; i++) if (isTuningPoint(commitPair(candidate, i))) young = candidate;
    }
    expect(young).not.toBe('');
    const youngRepo = Repository.open(young);
    await youngRepo.update({ threads: 1 });
    expect(youngRepo.tuning()).toBeNull();
    expect(youngRepo.autoTuning).toBe(true);
    youngRepo.close();
  });
});
