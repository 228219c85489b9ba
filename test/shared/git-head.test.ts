// HEAD read from git's files must agree with git itself, and hand anything unusual back to git.
import { afterEach, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdirSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { headFromFiles } from '../../src/shared/git-head.js';
import { readHead } from '../../src/shared/history.js';
import { cleanupTemporaries, git, temporaryDir } from '../helpers.js';

afterEach(cleanupTemporaries);

function repoWithCommits(count: number): string {
  const root = temporaryDir('repomap-head-');
  mkdirSync(join(root, 'sub'));
  git(root, 'init', '-q', '-b', 'main');
  for (let i = 0; i < count; i++) {
    writeFileSync(join(root, 'sub', 'a.ts'), `export const a = ${i};\n`);
    git(root, 'add', '.');
    git(root, 'commit', '-qm', `c${i}`);
  }
  return root;
}

const gitHead = (root: string) => git(root, 'rev-parse', 'HEAD').trim();

describe('headFromFiles', () => {
  it('agrees with git on a branch, a subdirectory, packed refs, a detached HEAD and a worktree', () => {
    const root = repoWithCommits(2);
    expect(headFromFiles(root)).toBe(gitHead(root));
    expect(headFromFiles(join(root, 'sub'))).toBe(gitHead(root));
    git(root, 'pack-refs', '--all');
    expect(headFromFiles(root)).toBe(gitHead(root));
    git(root, 'checkout', '-q', '--detach', 'HEAD~1');
    expect(headFromFiles(root)).toBe(gitHead(root));
    git(root, 'checkout', '-q', 'main');
    const tree = join(temporaryDir('repomap-head-wt-'), 'wt');
    git(root, 'worktree', 'add', '-q', '-b', 'side', tree, 'HEAD~1');
    expect(headFromFiles(tree)).toBe(gitHead(tree));
    expect(headFromFiles(tree)).not.toBe(headFromFiles(root));
    expect(readHead(tree)).toBe(gitHead(tree));
  });

  it('leaves a branch with no commit, a linked or odd HEAD, and no repository to git', () => {
    const empty = repoWithCommits(0);
    expect(headFromFiles(empty)).toBeUndefined();
    expect(readHead(empty)).toBeNull();

    const linked = repoWithCommits(1);
    const head = join(linked, '.git', 'HEAD');
    renameSync(head, `${head}.real`);
    symlinkSync(`${head}.real`, head);
    expect(headFromFiles(linked)).toBeUndefined();
    // git itself takes no HEAD that links outside refs/: readHead says what git says
    expect(readHead(linked)).toBeNull();

    const fifo = repoWithCommits(1);
    const ref = join(fifo, '.git', 'refs', 'heads', 'main');
    const id = gitHead(fifo);
    rmSync(ref);
    execFileSync('mkfifo', [ref]);
    // a FIFO planted as the ref is never opened for reading
    expect(headFromFiles(fifo)).toBeUndefined();
    rmSync(ref);
    writeFileSync(join(fifo, '.git', 'HEAD'), 'ref: refs/heads/../../../etc/passwd\n');
    expect(headFromFiles(fifo)).toBeUndefined();
    writeFileSync(join(fifo, '.git', 'HEAD'), `${id}\n`);
    expect(headFromFiles(fifo)).toBe(id);

    expect(headFromFiles(temporaryDir('repomap-head-none-'))).toBeUndefined();
  });
});
