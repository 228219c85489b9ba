import { afterEach, describe, expect, it } from 'vitest';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { changeLogOf, CoChange, historyOf, readChangeLog, readHead } from '../../src/shared/history.js';

const readChangeHistory = (root: string) => {
  const changes = readChangeLog(root);
  return historyOf(changes ? changeLogOf(changes) : null);
};
import { cleanupTemporaries, git, temporaryDir } from '../helpers.js';

afterEach(cleanupTemporaries);

/** A git repository with one commit per list of files (each file rewritten to the commit's message). */
function repositoryWith(commits: Array<[files: string[], message: string]>): string {
  const repo = temporaryDir();
  git(repo, 'init', '-q');
  for (const [files, message] of commits) {
    for (const file of files) writeFileSync(join(repo, file), `${message}\n`);
    git(repo, 'add', '-A');
    git(repo, 'commit', '-qm', message);
  }
  return repo;
}

describe('co-change counts from git history', () => {
  it('counts the commits each file shares with the seeds, ignoring single-file commits', () => {
    const repo = repositoryWith([
      [['a.ts', 'b.ts'], 'one'],
      [['a.ts', 'c.ts'], 'two'],
      [['a.ts', 'b.ts'], 'three'],
      [['a.ts'], 'alone'],
      [['d.ts', 'e.ts'], 'unrelated'],
    ]);
    const counts = readChangeHistory(repo)!.coChanges(['a.ts']);
    expect(Object.fromEntries(counts)).toEqual({ 'a.ts': 3, 'b.ts': 2, 'c.ts': 1 });
  });

  it('weights recent changes more when given a half-life, in history order', () => {
    const repo = repositoryWith([
      [['a.ts', 'b.ts'], 'old one'],
      [['a.ts', 'b.ts'], 'old two'],
      [['a.ts', 'c.ts'], 'recent'],
      [['d.ts', 'e.ts'], 'newest'],
    ]);
    const history = readChangeHistory(repo)!;
    expect(Object.fromEntries(history.coChanges(['a.ts']))).toEqual({ 'a.ts': 3, 'b.ts': 2, 'c.ts': 1 });
    // Positions 0..3, newest 3: b gets 2^-3 + 2^-2, c gets 2^-1.
    const recent = history.coChanges(['a.ts'], { halfLife: 1 });
    expect(recent.get('b.ts')).toBeCloseTo(0.375, 12);
    expect(recent.get('c.ts')).toBeCloseTo(0.5, 12);
  });

  it('sees only the changes before a position', () => {
    const history = new CoChange([['a', 'b'], ['a'], ['a', 'c'], ['b', 'c'], ['x', 'y']]);
    expect(Object.fromEntries(history.counts(['a'], 2))).toEqual({ a: 1, b: 1 });
    expect(Object.fromEntries(history.counts(['a']))).toEqual({ a: 2, b: 1, c: 1 });
    expect(Object.fromEntries(history.upTo(3).coChanges(['c']))).toEqual({ a: 1, c: 1 });
    expect(Object.fromEntries(history.upTo(4).coChanges(['c']))).toEqual({ a: 1, b: 1, c: 2 });
    // Recency is measured from the newest change the view sees.
    expect(history.upTo(4).coChanges(['b'], { halfLife: 1 }).get('c')).toBeCloseTo(1, 12);
  });

  it('is absent outside git', () => {
    expect(readChangeHistory(temporaryDir())).toBeNull();
  });
});

describe('readHead', () => {
  it('names HEAD in a repository and in a directory below its root, and null where there is no git', () => {
    const repo = repositoryWith([[['a.ts'], 'one']]);
    const head = readHead(repo);
    expect(head).toMatch(/^[0-9a-f]{40}$/);
    const below = join(repo, 'src');
    mkdirSync(below);
    expect(readHead(below)).toBe(head);
    expect(readHead(temporaryDir())).toBeNull();
  });

  it('asks git when GIT_DIR says where the repository is, even with no .git above', () => {
    const repo = repositoryWith([[['a.ts'], 'one']]);
    const head = readHead(repo);
    const elsewhere = temporaryDir();
    const saved = process.env.GIT_DIR;
    process.env.GIT_DIR = join(repo, '.git');
    try {
      expect(readHead(elsewhere)).toBe(head);
    } finally {
      if (saved === undefined) delete process.env.GIT_DIR;
      else process.env.GIT_DIR = saved;
    }
  });
});

describe('what a change is', () => {
  it('is a first-parent step, for a repository\'s own history and the bench alike: a merged branch is one change, its commits none', async () => {
    const { firstParentHistory } = await import('../../src/bench/git.js');
    const repo = repositoryWith([[['a.ts', 'b.ts', 'c.ts'], 'start']]);
    const main = git(repo, 'rev-parse', '--abbrev-ref', 'HEAD').trim();
    git(repo, 'checkout', '-qb', 'feature');
    for (const [file, message] of [['a.ts', 'first half'], ['b.ts', 'second half']]) {
      writeFileSync(join(repo, file!), `${message}\n`);
      git(repo, 'commit', '-qam', message!);
    }
    git(repo, 'checkout', '-q', main);
    writeFileSync(join(repo, 'c.ts'), 'on main\n');
    git(repo, 'commit', '-qam', 'on main');
    git(repo, 'merge', '-q', '--no-ff', '-m', 'Merge branch \'feature\'\n\nSplit the totals', 'feature');
    const log = readChangeLog(repo)!;
    expect(log.map((change) => change.message)).toEqual(['start', 'on main', 'Split the totals']);
    expect(log.at(-1)!.files.sort()).toEqual(['a.ts', 'b.ts']);
    // The bench's histories step through the same commits.
    expect(firstParentHistory(join(repo, '.git'), 'HEAD').map((unit) => unit.commit)).toEqual(log.map((change) => change.commit));
    expect(Object.fromEntries(readChangeHistory(repo)!.coChanges(['a.ts']))).toEqual({ 'a.ts': 2, 'b.ts': 2, 'c.ts': 1 });
  });
});
