// The real `repomap mcp --http` server as a child process, for the HTTP tests:
// started on a free loopback port, driven with the MCP SDK's Streamable HTTP
// client or with raw requests (any Host, Origin or body), killed after each test.
import { spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { expect } from 'vitest';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { CLI } from '../helpers.js';

export interface ToolResult {
  content: { type: string; text?: string }[];
  isError?: boolean;
}

export interface Served {
  child: ChildProcess;
  url: string;
  stderr: () => string;
  exited: Promise<number | null>;
}

const children: ChildProcess[] = [];
const clients: Client[] = [];

/** Close every client and kill every server started by the test (call in afterEach). */
export async function stopServers(): Promise<void> {
  for (const client of clients.splice(0)) await client.close().catch(() => {});
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
}

/** Start `repomap mcp ROOT --http --port 0 [flags]` and wait for the line naming its URL. */
export async function serve(root: string, env: Record<string, string | undefined> = {}, flags: string[] = []): Promise<Served> {
  const child = spawn(process.execPath, [CLI, 'mcp', root, '--http', '--port', '0', ...flags], {
    env: { ...process.env, REPOMAP_MCP_TOKEN: undefined, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let stderr = '';
  let stdout = '';
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  const url = await new Promise<string>((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`no URL printed: ${stderr}`)), 20_000);
    child.stderr!.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      const match = /serving (http:\/\/\S+)/.exec(stderr);
      if (match) {
        clearTimeout(timer);
        done(match[1]!);
      }
    });
    child.once('exit', () => fail(new Error(`server exited: ${stderr}`)));
  });
  expect(stdout).toBe('');
  return { child, url, stderr: () => stderr, exited };
}

/** A session of the SDK's own client; resolves to a tool caller. */
export async function connect(url: string, token: string) {
  const client = new Client({ name: 'repomap-http-test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(url), { requestInit: { headers: { Authorization: `Bearer ${token}` } } }));
  clients.push(client);
  return async (name: string, args: Record<string, unknown>) => (await client.callTool({ name, arguments: args })) as ToolResult;
}

export const textOf = (result: ToolResult): string => result.content.map((part) => part.text ?? '').join('\n');

export const INITIALIZE = JSON.stringify({
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: { protocolVersion: '2025-03-26', capabilities: {}, clientInfo: { name: 'x', version: '1' } },
});

/** The headers a Streamable HTTP client sends with a POST. */
export const POST_HEADERS = { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' };

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  /** The server sent `100 Continue` before its answer. */
  continued: boolean;
}

/**
 * One request with exactly these headers (node:http lets a test set `Host`,
 * which fetch does not). With `Expect: 100-continue` the body is sent only
 * after the server says to continue, as clients do. `setHost: false` sends no Host.
 */
export function raw(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string; setHost?: boolean } = {},
): Promise<RawResponse> {
  return new Promise((done, fail) => {
    const headers = options.headers ?? {};
    const expectsContinue = Object.entries(headers).some(([name, value]) => name.toLowerCase() === 'expect' && value === '100-continue');
    const req = request(url, { method: options.method ?? 'POST', headers, setHost: options.setHost ?? true });
    let continued = false;
    req.on('continue', () => {
      continued = true;
      req.end(options.body);
    });
    req.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => done({ status: res.statusCode!, headers: res.headers, body, continued }));
      res.on('error', fail);
    });
    req.on('error', fail);
    if (expectsContinue) req.flushHeaders();
    else req.end(options.body);
  });
}
