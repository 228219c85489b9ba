import { afterEach, describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CoChange, readChangeHistory } from '../../src/scan/history.js';
import { cleanupTemporaries, git, temporaryDir } from '../helpers.js';

afterEach(cleanupTemporaries);

describe('co-change counts from git history', () => {
  it('counts the commits each file shares with the seeds, ignoring single-file commits', () => {
    const repo = temporaryDir();
    git(repo, 'init', '-q');
    const commit = (files: string[], message: string): void => {
      for (const file of files) writeFileSync(join(repo, file), `${message}\n`);
      git(repo, 'add', '-A');
      git(repo, 'commit', '-qm', message);
    };
    commit(['a.ts', 'b.ts'], 'one');
    commit(['a.ts', 'c.ts'], 'two');
    commit(['a.ts', 'b.ts'], 'three');
    commit(['a.ts'], 'alone');
    commit(['d.ts', 'e.ts'], 'unrelated');
    const counts = readChangeHistory(repo)!.coChanges(['a.ts']);
    expect(Object.fromEntries(counts)).toEqual({ 'a.ts': 3, 'b.ts': 2, 'c.ts': 1 });
  });

  it('weights recent changes more when given a half-life, in history order', () => {
    const repo = temporaryDir();
    git(repo, 'init', '-q');
    const commit = (files: string[], message: string): void => {
      for (const file of files) writeFileSync(join(repo, file), `${message}\n`);
      git(repo, 'add', '-A');
      git(repo, 'commit', '-qm', message);
    };
    commit(['a.ts', 'b.ts'], 'old one');
    commit(['a.ts', 'b.ts'], 'old two');
    commit(['a.ts', 'c.ts'], 'recent');
    commit(['d.ts', 'e.ts'], 'newest');
    const history = readChangeHistory(repo)!;
    expect(Object.fromEntries(history.coChanges(['a.ts']))).toEqual({ 'a.ts': 3, 'b.ts': 2, 'c.ts': 1 });
    // Positions 0..3, newest 3: b gets 2^-3 + 2^-2, c gets 2^-1.
    const recent = history.coChanges(['a.ts'], { halfLife: 1 });
    expect(recent.get('b.ts')).toBeCloseTo(0.375, 12);
    expect(recent.get('c.ts')).toBeCloseTo(0.5, 12);
  });

  it('sees only the changes before a position, and lists the recent ones oldest first', () => {
    const changes = [['a', 'b'], ['a'], ['a', 'c'], ['b', 'c'], ['x', 'y']];
    const history = new CoChange(changes);
    expect(Object.fromEntries(history.counts(['a'], 2))).toEqual({ a: 1, b: 1 });
    expect(Object.fromEntries(history.counts(['a']))).toEqual({ a: 2, b: 1, c: 1 });
    const early = history.upTo(4);
    expect(Object.fromEntries(early.coChanges(['c']))).toEqual({ a: 1, b: 1, c: 2 });
    // Single-file changes say nothing about what changes together.
    expect(early.recent(2)).toEqual([['a', 'c'], ['b', 'c']]);
    expect(early.recent(10)).toEqual([['a', 'b'], ['a', 'c'], ['b', 'c']]);
    expect(history.upTo().recent(1)).toEqual([['x', 'y']]);
  });

  it('is absent outside git', () => {
    expect(readChangeHistory(temporaryDir())).toBeNull();
  });
});
