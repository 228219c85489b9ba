// A seed, a mention, a diff or a text that leads to nothing says so on stderr (exit 0), in the
// JSON as `unmatched`, and in the MCP answers: a typo never passes for a deliberate general map.
import { appendFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { CLI, cleanupTemporaries, copyFixture, git, runCli } from '../helpers.js';

const clients: Client[] = [];
afterEach(async () => {
  for (const client of clients.splice(0)) await client.close();
  cleanupTemporaries();
});

const stderrLines = (stderr: string): string[] => stderr.split('\n').filter((line) => line.startsWith('repomap: '));

describe('parts of a task that lead to nothing', () => {
  it('name each unmatched mention and text on stderr, and say the map is general when nothing matched', () => {
    const root = copyFixture('py-shop');
    const mention = runCli(['map', root, '--mention', 'NoSuchThing', '--tokens', '256', '-q']);
    expect(mention.status).toBe(0);
    expect(stderrLines(mention.stderr)).toEqual(['repomap: --mention NoSuchThing: no definition of that name; general map']);
    expect(mention.stdout.length).toBeGreaterThan(0);

    const both = runCli(['map', root, '--mention', 'NoSuchThing', '--mention', 'PaymentGateway', '--format', 'json', '-q']);
    expect(both.status).toBe(0);
    // the other mention matched: a seeded map, so no "general map"
    expect(stderrLines(both.stderr)).toEqual(['repomap: --mention NoSuchThing: no definition of that name']);
    expect(JSON.parse(both.stdout).unmatched).toEqual([{ flag: '--mention', value: 'NoSuchThing', why: 'no definition of that name' }]);

    const text = runCli(['rank', root, '--query', 'zzqx vvwq', '--json', '-q']);
    expect(text.status).toBe(0);
    expect(stderrLines(text.stderr)).toEqual([
      'repomap: --query: names no indexed file or definition, and no file shares its words; general map',
    ]);
    // the text is the caller's own: not echoed
    expect(JSON.parse(text.stdout).unmatched).toEqual([{ flag: '--query', value: '', why: 'names no indexed file or definition, and no file shares its words' }]);

    const graph = runCli(['graph', root, '--mention', 'NoSuchThing', '--html', join(root, 'graph.html'), '-q']);
    expect(graph.status).toBe(0);
    expect(stderrLines(graph.stderr)).toEqual(['repomap: --mention NoSuchThing: no definition of that name; general map']);

    const fine = runCli(['map', root, '--mention', 'PaymentGateway', '--query', 'charge fails', '--format', 'json', '-q']);
    expect(stderrLines(fine.stderr)).toEqual([]);
    expect(JSON.parse(fine.stdout).unmatched).toEqual([]);
  });

  it('name a --diff that changed nothing, and a --seed the index does not hold', () => {
    const root = copyFixture('py-shop');
    writeFileSync(join(root, '.gitignore'), 'notes.txt\n');
    writeFileSync(join(root, 'notes.txt'), 'ignored\n');
    git(root, 'init', '-q');
    git(root, 'add', '.');
    git(root, 'commit', '-qm', 'initial');
    const clean = runCli(['map', root, '--diff', 'HEAD', '--tokens', '256', '-q']);
    expect(clean.status).toBe(0);
    expect(stderrLines(clean.stderr)).toEqual(['repomap: --diff HEAD: no file changed since it; general map']);
    const cleanJson = runCli(['map', root, '--diff', 'HEAD', '--tokens', '256', '--format', 'json', '-q']);
    expect(cleanJson.status).toBe(0);
    expect(JSON.parse(cleanJson.stdout).unmatched).toEqual([{ flag: '--diff', value: 'HEAD', why: 'no file changed since it' }]);

    // a seed naming only a file the index does not hold (a README): a general map, said so
    const readme = runCli(['map', root, '--seed', 'README.md', '--tokens', '256', '--format', 'json', '-q']);
    expect(readme.status).toBe(0);
    expect(stderrLines(readme.stderr)).toEqual(['repomap: --seed README.md: no indexed file or directory; general map']);
    expect(JSON.parse(readme.stdout).unmatched).toEqual([{ flag: '--seed', value: 'README.md', why: 'no indexed file or directory' }]);
    expect(JSON.parse(readme.stdout).files.length).toBeGreaterThan(0);

    appendFileSync(join(root, 'shop/reports.py'), '\n# edited\n');
    const changed = runCli(['map', root, '--diff', 'HEAD', '--tokens', '256', '-q']);
    expect(stderrLines(changed.stderr)).toEqual([]);

    const ignored = runCli(['rank', root, '--seed', 'notes.txt', '--seed', 'shop/reports.py', '--json', '-q']);
    expect(ignored.status).toBe(0);
    expect(stderrLines(ignored.stderr)).toEqual(['repomap: --seed notes.txt: no indexed file or directory']);
  });

  it('lead the MCP answers of repo_map and rank_files', async () => {
    const client = new Client({ name: 'repomap-test', version: '1.0.0' });
    await client.connect(new StdioClientTransport({ command: process.execPath, args: [CLI, 'mcp', copyFixture('py-shop')], stderr: 'pipe' }));
    clients.push(client);
    const map = (await client.callTool({ name: 'repo_map', arguments: { mentions: ['NoSuchThing'], tokens: 256 } })) as {
      content: { text?: string }[];
      structuredContent?: { unmatched: unknown[] };
    };
    expect(map.content[0]!.text!.split('\n')[0]).toBe('note: mentions "NoSuchThing": no definition of that name; general map');
    expect(map.structuredContent!.unmatched).toHaveLength(1);
    const unindexed = (await client.callTool({ name: 'repo_map', arguments: { paths: ['README.md'], tokens: 256 } })) as {
      content: { text?: string }[];
      structuredContent?: { unmatched: unknown[] };
    };
    expect(unindexed.content[0]!.text!.split('\n')[0]).toBe('note: paths "README.md": no indexed file or directory; general map');
    expect(unindexed.structuredContent!.unmatched).toEqual([{ flag: '--seed', value: 'README.md', why: 'no indexed file or directory' }]);
    const ranked = (await client.callTool({ name: 'rank_files', arguments: { mentions: ['PaymentGateway'] } })) as {
      content: { text?: string }[];
      structuredContent?: { unmatched: unknown[] };
    };
    expect(ranked.content[0]!.text!.startsWith('note:')).toBe(false);
    expect(ranked.structuredContent!.unmatched).toEqual([]);
  });
});
