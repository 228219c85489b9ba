import { afterEach, describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readCoChange } from '../../src/scan/history.js';
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
    const counts = readCoChange(repo)!(['a.ts']);
    expect(Object.fromEntries(counts)).toEqual({ 'a.ts': 3, 'b.ts': 2, 'c.ts': 1 });
  });

  it('is absent outside git', () => {
    expect(readCoChange(temporaryDir())).toBeNull();
  });
});
