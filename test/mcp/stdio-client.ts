// The real `repomap mcp ROOT` server over stdio, driven by the MCP SDK's client: one helper for
// every stdio test, so each test says only what it calls and what it expects.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { CLI } from '../helpers.js';

export interface ToolResult {
  content: { type: string; text?: string }[];
  isError?: boolean;
  structuredContent?: Record<string, unknown>;
}

export interface StdioSession {
  client: Client;
  /** Calls a tool by name. */
  call(name: string, args?: Record<string, unknown>): Promise<ToolResult>;
  /** What the server wrote to stderr so far. */
  stderr(): string;
}

const open: Client[] = [];

/** Spawns `node dist/cli/main.js mcp ROOT FLAGS…` and connects a client to it; closed by closeClients. */
export async function connectStdio(root: string, flags: readonly string[] = []): Promise<StdioSession> {
  const transport = new StdioClientTransport({ command: process.execPath, args: [CLI, 'mcp', root, ...flags], stderr: 'pipe' });
  let stderr = '';
  transport.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const client = new Client({ name: 'repomap-test', version: '1.0.0' });
  await client.connect(transport);
  open.push(client);
  return {
    client,
    call: async (name, args = {}) => (await client.callTool({ name, arguments: args })) as ToolResult,
    stderr: () => stderr,
  };
}

/** Closes every client connectStdio opened (call in afterEach); each server exits with its stdin. */
export async function closeClients(): Promise<void> {
  for (const client of open.splice(0)) await client.close();
}

/** A tool result's text parts, joined by newlines. */
export const textOf = (result: Pick<ToolResult, 'content'>): string => result.content.map((part) => part.text ?? '').join('\n');
