// MCP progress: a real SDK client, linked to the server in memory, asks for a cold repo_map with
// a progressToken and hears, before the answer, what the server is doing: listing, parsing,
// writing the index, ranking, building the graph. Without a token, nothing is sent.
import { afterEach, describe, expect, it } from 'vitest';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import type { JSONRPCMessage, Progress } from '@modelcontextprotocol/sdk/types.js';
import { Repository } from '../../src/index.js';
import { CallQueue, createMcpServer, RepoSession } from '../../src/mcp/server.js';
import { cleanupTemporaries, copyFixture, until } from '../helpers.js';

const closers: (() => Promise<void> | void)[] = [];

afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
  cleanupTemporaries();
});

interface Linked {
  client: Client;
  repo: Repository;
  session: RepoSession;
  /** Every progress notification the client received, with or without a handler for it. */
  progressMessages: JSONRPCMessage[];
}

async function linked(fixture: string, calls = new CallQueue()): Promise<Linked> {
  const repo = Repository.open(copyFixture(fixture));
  closers.push(() => repo.close());
  const session = new RepoSession(repo, {}, calls);
  const server = createMcpServer(session);
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  const client = new Client({ name: 'repomap-test', version: '1.0.0' });
  await client.connect(clientSide);
  closers.push(async () => {
    await client.close();
    await session.idle();
    await server.close();
  });
  const progressMessages: JSONRPCMessage[] = [];
  const deliver = clientSide.onmessage!;
  clientSide.onmessage = (message, extra) => {
    if ('method' in message && message.method === 'notifications/progress') progressMessages.push(message);
    deliver(message, extra);
  };
  return { client, repo, session, progressMessages };
}

async function mapWithProgress(client: Client): Promise<{ text: string; heard: Progress[] }> {
  const heard: Progress[] = [];
  const result = await client.callTool({ name: 'repo_map', arguments: { tokens: 512 } }, undefined, { onprogress: (progress) => heard.push(progress) });
  expect(result.isError ?? false).toBe(false);
  return { text: (result.content as { text: string }[]).map((part) => part.text).join('\n'), heard };
}

describe('MCP progress notifications', () => {
  it('a cold repo_map with a progressToken hears every phase, in order, with a growing progress, before its answer', async () => {
    const { client } = await linked('ts-billing');
    const { text, heard } = await mapWithProgress(client);
    expect(text).toContain('src/billing/invoice.ts');
    const messages = heard.map((progress) => progress.message);
    expect(messages[0]).toBe('repomap: listing files');
    expect(messages.filter((message) => !message?.startsWith('repomap: parsing'))).toEqual([
      'repomap: listing files',
      'repomap: writing the index',
      'repomap: ranking files',
      'repomap: building the graph',
      'repomap: ranking files',
    ]);
    // The parse is counted to its last file.
    expect(messages).toContainEqual(expect.stringMatching(/^repomap: parsing (\d+)\/\1 files$/));
    const values = heard.map((progress) => progress.progress);
    for (let i = 1; i < values.length; i++) expect(values[i]).toBeGreaterThan(values[i - 1]!);
    // Warm: the check that nothing changed, and the ranking.
    expect((await mapWithProgress(client)).heard.map((progress) => progress.message)).toEqual(['repomap: listing files', 'repomap: ranking files']);
  });

  it('a first call that waits behind the warm-up hears the warm-up index the repository', async () => {
    const calls = new CallQueue();
    let release!: () => void;
    // The queue is held until the call has started listening, so the warm-up's update surely runs while it waits.
    void calls.run(() => new Promise<void>((resolve) => (release = resolve)));
    const { client, repo, session } = await linked('ts-billing', calls);
    const warmUp = session.exclusive(() => {});
    let listening = 0;
    const watch = repo.watchProgress.bind(repo);
    repo.watchProgress = (listener) => {
      listening++;
      return watch(listener);
    };
    const call = mapWithProgress(client);
    await until(() => listening === 1, 10_000, 'the call to listen');
    release();
    await warmUp;
    const { heard } = await call;
    const messages = heard.map((progress) => progress.message);
    expect(messages).toContainEqual(expect.stringMatching(/^repomap: parsing (\d+)\/\1 files$/));
    expect(messages).toContain('repomap: building the graph');
  });

  it('sends no progress notification to a call without a progressToken', async () => {
    const { client, progressMessages } = await linked('ts-billing');
    const result = await client.callTool({ name: 'repo_map', arguments: { tokens: 512 } });
    expect(result.isError ?? false).toBe(false);
    expect(progressMessages).toEqual([]);
    // The same client asking with a token does hear them (the interception sees notifications).
    await mapWithProgress(client);
    expect(progressMessages.length).toBeGreaterThan(0);
  });
});
