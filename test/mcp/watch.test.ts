// `repomap mcp --watch`: the server watches the tree instead of scanning it
// before every call; a file written on disk is in the next answers.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { Repository } from '../../src/index.js';
import { CallQueue, RepoSession } from '../../src/mcp/server.js';
import { watchTree } from '../../src/mcp/watcher.js';
import { CLI, cleanupTemporaries, copyFixture } from '../helpers.js';

const clients: Client[] = [];

afterEach(async () => {
  for (const client of clients.splice(0)) await client.close();
  cleanupTemporaries();
});

const textOf = (result: { content: { type: string; text?: string }[] }) => result.content.map((part) => part.text ?? '').join('\n');

describe('repomap mcp --watch', () => {
  it('answers from an index the watcher keeps fresh: a new file is found, an edited one re-read', async () => {
    const root = copyFixture('ts-billing');
    const client = new Client({ name: 'repomap-watch-test', version: '1.0.0' });
    await client.connect(new StdioClientTransport({ command: process.execPath, args: [CLI, 'mcp', root, '--watch'], stderr: 'ignore' }));
    clients.push(client);
    const search = async (query: string) =>
      textOf((await client.callTool({ name: 'search_symbols', arguments: { query } })) as { content: { type: string; text?: string }[] });

    expect(await search('applyTax')).toContain('Invoice.applyTax');
    expect(await search('brandNewHelper')).not.toContain('brandNewHelper(');

    const added = join(root, 'src', 'util', 'brand.ts');
    writeFileSync(added, 'export function brandNewHelper(value: number): number {\n  return value;\n}\n');
    let found = '';
    for (let attempt = 0; attempt < 100 && !found.includes('brandNewHelper('); attempt++) {
      await new Promise((done) => setTimeout(done, 100));
      found = await search('brandNewHelper');
    }
    expect(found).toContain('src/util/brand.ts');

    writeFileSync(added, 'export function renamedHelper(value: number): number {\n  return value;\n}\n');
    let renamed = '';
    for (let attempt = 0; attempt < 100 && !renamed.includes('renamedHelper('); attempt++) {
      await new Promise((done) => setTimeout(done, 100));
      renamed = await search('renamedHelper');
    }
    expect(renamed).toContain('src/util/brand.ts');
    expect(await search('brandNewHelper')).not.toContain('brandNewHelper(');
  });
});

describe('a session with a watcher', () => {
  /** A session on `root` whose freshness a real watcher keeps, with `update` counted. */
  async function watchedSession(root: string, check: (call: () => Promise<unknown>, updates: () => number, stale: () => boolean) => Promise<void>): Promise<void> {
    const repo = Repository.open(root);
    const freshness = watchTree(repo.root);
    try {
      const session = new RepoSession(repo, {}, new CallQueue(), freshness);
      const update = vi.spyOn(repo, 'update');
      await check(() => session.exclusive(() => null), () => update.mock.calls.length, () => freshness.stale());
    } finally {
      freshness.close();
      repo.close();
    }
  }

  const untilStale = async (stale: () => boolean) => {
    for (let attempt = 0; attempt < 100 && !stale(); attempt++) await new Promise((done) => setTimeout(done, 50));
  };

  it('brings the index up to date only when the tree changed since the last call', async () => {
    const root = copyFixture('ts-billing');
    await watchedSession(root, async (call, updates, stale) => {
      await call();
      await call();
      await call();
      expect(updates()).toBe(1);
      writeFileSync(join(root, 'src', 'util', 'brand.ts'), 'export const brand = 1;\n');
      await untilStale(stale);
      await call();
      expect(updates()).toBe(2);
    });
  });

  it('brings the index up to date after a commit, which moves HEAD and changes no file of the tree', async () => {
    const root = copyFixture('ts-billing');
    const git = (...args: string[]) => execFileSync('git', ['-C', root, '-c', 'user.name=t', '-c', 'user.email=t@t', ...args], { encoding: 'utf8' });
    git('init', '-q');
    git('add', '.');
    git('commit', '-qm', 'start');
    await watchedSession(root, async (call, updates, stale) => {
      await call();
      // What git writes for its own bookkeeping alone (the index, objects) is no change.
      git('update-index', '--refresh');
      await new Promise((done) => setTimeout(done, 300));
      await call();
      expect(updates()).toBe(1);
      git('commit', '-q', '--allow-empty', '-m', 'nothing but a new HEAD');
      await untilStale(stale);
      await call();
      expect(updates()).toBe(2);
    });
  });
});
