// The git change log kept in the index by HEAD: used while HEAD stays, read again when it
// moves, and a damaged entry costs only a re-read.
import { afterEach, describe, expect, it } from 'vitest';
import { appendFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Repository } from '../../src/index.js';
import { readChangeLog, readHead } from '../../src/shared/history.js';
import { loadCachedLog } from '../../src/store/history-cache.js';
import type { ChangeLog } from '../../src/shared/history.js';
import { writeGraphBlob } from '../../src/store/graph-blobs.js';
import { cleanupTemporaries, git, temporaryDir } from '../helpers.js';

afterEach(cleanupTemporaries);

/** A kept log as git's log reads: its changes with their messages put back. */
function withMessages(log: ChangeLog | null) {
  if (!log) return null;
  const messages = log.messages();
  return log.changes.map((change, i) => ({ ...change, message: messages[i] }));
}

function pairedRepo(): string {
  const root = temporaryDir('repomap-history-cache-');
  for (const name of ['a', 'b', 'c']) writeFileSync(join(root, `${name}.ts`), `export const ${name} = 1;\n`);
  git(root, 'init', '-q');
  git(root, 'add', '.');
  git(root, 'commit', '-q', '-m', 'start');
  for (let i = 0; i < 3; i++) {
    appendFileSync(join(root, 'a.ts'), `// ${i}\n`);
    appendFileSync(join(root, 'b.ts'), `// ${i}\n`);
    git(root, 'commit', '-qam', `a and b ${i}`);
  }
  return root;
}

describe('the change log cache', () => {
  it('keeps the log read at HEAD, and reads git again once HEAD moves', async () => {
    const root = pairedRepo();
    const repo = Repository.open(root);
    await repo.update({ threads: 1 });
    const before = repo.rank({ paths: ['a.ts'] });
    const head = readHead(root)!;
    expect(withMessages(loadCachedLog(repo.database, head))).toEqual(readChangeLog(root));
    expect(before.find((file) => file.path === 'b.ts')!.reason).toBe('co-change');

    appendFileSync(join(root, 'a.ts'), '// again\n');
    appendFileSync(join(root, 'c.ts'), '// again\n');
    git(root, 'commit', '-qam', 'a and c');
    const moved = readHead(root)!;
    expect(moved).not.toBe(head);
    await repo.update({ threads: 1 });
    repo.rank({ paths: ['a.ts'] });
    expect(loadCachedLog(repo.database, head)).toBeNull();
    expect(withMessages(loadCachedLog(repo.database, moved))).toEqual(readChangeLog(root));
    expect(readChangeLog(root)!.at(-1)!.files.sort()).toEqual(['a.ts', 'c.ts']);
    repo.close();
  });

  it('reads git again over a damaged entry, and ranks as with a fresh index', async () => {
    const root = pairedRepo();
    const repo = Repository.open(root);
    await repo.update({ threads: 1 });
    const fresh = repo.rank({ paths: ['a.ts'] });
    writeGraphBlob(repo.database, 'history', 0, Buffer.from('{not json'));
    repo.close();
    const reopened = Repository.open(root);
    expect(reopened.rank({ paths: ['a.ts'] })).toEqual(fresh);
    expect(withMessages(loadCachedLog(reopened.database, readHead(root)!))).toEqual(readChangeLog(root));
    reopened.close();
  });

  it('reads git again over a log kept before messages were, so a text finds past changes like it', async () => {
    const root = pairedRepo();
    const repo = Repository.open(root);
    await repo.update({ threads: 1 });
    const head = readHead(root)!;
    const query = 'pairing again';
    const fresh = repo.rank({ query });
    // The form an earlier version kept: no format, no messages.
    const old = readChangeLog(root)!.map(({ commit, files, modified }) => ({ commit, files, modified }));
    writeGraphBlob(repo.database, 'history', 0, Buffer.from(JSON.stringify({ head, changes: old })));
    repo.close();
    const reopened = Repository.open(root);
    expect(reopened.rank({ query })).toEqual(fresh);
    expect(loadCachedLog(reopened.database, head)!.messages()).toEqual(['start', 'a and b 0', 'a and b 1', 'a and b 2']);
    reopened.close();
  });

  it('keeps the messages apart, read only when asked; messages of another HEAD read the whole log again', async () => {
    const root = pairedRepo();
    const repo = Repository.open(root);
    await repo.update({ threads: 1 });
    const query = 'pairing again';
    const fresh = repo.rank({ query });
    const head = readHead(root)!;
    const kept = loadCachedLog(repo.database, head)!;
    expect(kept.hasMessages).toBe(true);
    expect(kept.changes.every((change) => change.message === undefined)).toBe(true);
    expect(kept.messages().at(-1)).toBe('a and b 2');
    writeGraphBlob(repo.database, 'history:messages', 0, Buffer.from(JSON.stringify({ head: 'f'.repeat(40), messages: ['x', 'y', 'z', 'w'] })));
    repo.close();
    const reopened = Repository.open(root);
    expect(loadCachedLog(reopened.database, head)).toBeNull();
    expect(reopened.rank({ query })).toEqual(fresh);
    expect(loadCachedLog(reopened.database, head)!.messages()).toEqual(['start', 'a and b 0', 'a and b 1', 'a and b 2']);
    reopened.close();
  });
});
