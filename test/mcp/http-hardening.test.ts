// `repomap mcp --http` by the book, against the real server on a loopback port:
// Origin checked (DNS rebinding), Host checked before any answer, every body that
// is not JSON a -32700 with HTTP 400, live sessions capped and idle ones closed.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanupTemporaries, copyFixture, runCli } from '../helpers.js';
import { connect, INITIALIZE, POST_HEADERS, raw, serve, stopServers, textOf } from './http-server.js';

afterEach(async () => {
  heldStreams.length = 0;
  await stopServers();
  cleanupTemporaries();
});

const TOKEN = 'hardening-token';
const AUTH = { Authorization: `Bearer ${TOKEN}` };

interface JsonRpcError {
  jsonrpc: string;
  id: unknown;
  error: { code: number; message: string };
}

async function start(flags: string[] = []): Promise<string> {
  const root = copyFixture('ts-billing');
  return (await serve(root, { REPOMAP_MCP_TOKEN: TOKEN }, flags)).url;
}

/** POST an initialize; the status and the new session's id (if any). */
async function initialize(url: string, headers: Record<string, string> = {}): Promise<{ status: number; id: string | null; body: string }> {
  const response = await fetch(url, { method: 'POST', body: INITIALIZE, headers: { ...POST_HEADERS, ...AUTH, ...headers } });
  return { status: response.status, id: response.headers.get('mcp-session-id'), body: await response.text() };
}

/** The HTTP status of a ping in session `id` (404: the server no longer has it). */
async function ping(url: string, id: string, headers: Record<string, string> = {}): Promise<number> {
  const response = await fetch(url, {
    method: 'POST',
    body: JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'ping' }),
    headers: { ...POST_HEADERS, ...AUTH, 'mcp-session-id': id, ...headers },
  });
  await response.text();
  return response.status;
}

/**
 * Responses of the streams held open: fetch closes the connection of a response the garbage
 * collector takes, which would end the stream (and the session's use) mid-test.
 */
const heldStreams: Response[] = [];

/** The session's standalone event stream, held open (the session is in use) until aborted. */
async function openStream(url: string, id: string): Promise<AbortController> {
  const controller = new AbortController();
  const response = await fetch(url, { headers: { Accept: 'text/event-stream', ...AUTH, 'mcp-session-id': id }, signal: controller.signal });
  expect(response.status).toBe(200);
  heldStreams.push(response);
  return controller;
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

function jsonRpcError(body: string): JsonRpcError {
  const parsed = JSON.parse(body) as JsonRpcError;
  expect(parsed).toMatchObject({ jsonrpc: '2.0', id: null, error: { code: expect.any(Number), message: expect.any(String) } });
  return parsed;
}

describe('repomap mcp --http: Origin', () => {
  it('refuses a foreign Origin with 403 and a JSON-RPC error; no Origin and loopback origins pass', async () => {
    const url = await start();
    for (const origin of [
      'http://evil.example',
      'https://evil.example:7823',
      'http://localhost.evil.example',
      'http://127.0.0.1.nip.io',
      'http://127.1',
      'http://LOCALHOST:3000',
      'http://localhost:3000/path',
      'file://',
      'null',
    ]) {
      const answer = await initialize(url, { Origin: origin });
      expect(answer.status, origin).toBe(403);
      expect(answer.id, origin).toBeNull();
      const error = jsonRpcError(answer.body);
      expect(error.error.code).toBe(-32000);
      expect(error.error.message).toContain('Origin');
    }
    for (const origin of [undefined, 'http://localhost', 'http://localhost:5173', 'https://127.0.0.1', 'http://127.0.0.1:8080', 'http://[::1]:3000']) {
      const answer = await initialize(url, origin === undefined ? {} : { Origin: origin });
      expect(answer.status, String(origin)).toBe(200);
      expect(answer.id, String(origin)).toMatch(/^[0-9a-f-]{36}$/);
    }
    // A live session does not let a foreign page in either.
    const { id } = await initialize(url);
    expect(await ping(url, id!, { Origin: 'http://evil.example' })).toBe(403);
    expect(await ping(url, id!, { Origin: 'http://localhost:5173' })).toBe(200);
  });

  it('serves the origins given with --allow-origin, and only those', async () => {
    const url = await start(['--allow-origin', 'https://app.example.com/', '--allow-origin', 'http://tools.example:8080']);
    expect((await initialize(url, { Origin: 'https://app.example.com' })).status).toBe(200);
    expect((await initialize(url, { Origin: 'http://tools.example:8080' })).status).toBe(200);
    expect((await initialize(url, { Origin: 'http://localhost:5173' })).status).toBe(200);
    for (const origin of ['http://app.example.com', 'https://app.example.com:8443', 'http://tools.example', 'https://evil.example']) {
      expect((await initialize(url, { Origin: origin })).status, origin).toBe(403);
    }
  });
});

describe('repomap mcp --http: Host', () => {
  it('refuses a request whose Host is not this server before any other answer', async () => {
    const url = await start();
    const port = new URL(url).port;
    const evil = `evil.example:${port}`;
    const cases: { what: string; path?: string; method?: string; headers: Record<string, string>; body?: string }[] = [
      { what: 'no token', headers: { ...POST_HEADERS, Host: evil }, body: INITIALIZE },
      { what: 'wrong token', headers: { ...POST_HEADERS, Host: evil, Authorization: 'Bearer nope' }, body: INITIALIZE },
      { what: 'unknown path', path: '/other', headers: { ...POST_HEADERS, ...AUTH, Host: evil }, body: INITIALIZE },
      { what: 'GET without a session', method: 'GET', headers: { Accept: 'text/event-stream', ...AUTH, Host: evil } },
      { what: 'unknown session', headers: { ...POST_HEADERS, ...AUTH, Host: evil, 'mcp-session-id': 'nope' }, body: INITIALIZE },
      { what: 'not JSON', headers: { ...POST_HEADERS, ...AUTH, Host: evil }, body: '{' },
      { what: 'empty body', headers: { ...POST_HEADERS, ...AUTH, Host: evil }, body: '' },
      { what: 'a valid initialize', headers: { ...POST_HEADERS, ...AUTH, Host: evil }, body: INITIALIZE },
      { what: 'the port alone', headers: { ...POST_HEADERS, ...AUTH, Host: `127.0.0.1:${Number(port) + 1}` }, body: INITIALIZE },
      { what: 'a rebound name, no port', headers: { ...POST_HEADERS, ...AUTH, Host: 'evil.example' }, body: INITIALIZE },
      { what: 'Expect: 100-continue', headers: { ...POST_HEADERS, ...AUTH, Host: evil, Expect: '100-continue' }, body: INITIALIZE },
    ];
    for (const { what, path, method, headers, body } of cases) {
      const answer = await raw(new URL(path ?? '/mcp', url).href, { method, headers, body });
      expect(answer.status, what).toBe(403);
      expect(answer.continued, what).toBe(false);
      expect(answer.headers['mcp-session-id'], what).toBeUndefined();
      expect(jsonRpcError(answer.body).error.message, what).toMatch(/^Forbidden: Host "/);
    }
    const none = await raw(url, { headers: { ...POST_HEADERS, ...AUTH }, body: INITIALIZE, setHost: false });
    expect(none.status).toBe(403);
    expect(jsonRpcError(none.body).error.message).toBe('Forbidden: no Host header');
    // A long Host is quoted cut, not whole.
    const long = await raw(url, { headers: { ...POST_HEADERS, Host: `${'h'.repeat(5000)}:${port}` }, body: INITIALIZE });
    expect(long.status).toBe(403);
    expect(jsonRpcError(long.body).error.message.length).toBeLessThan(400);

    // The names of this server pass, with the continue a client waits for.
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`]) {
      const answer = await raw(url, { headers: { ...POST_HEADERS, ...AUTH, Host: host, Expect: '100-continue' }, body: INITIALIZE });
      expect(answer.status, host).toBe(200);
      expect(answer.continued, host).toBe(true);
      expect(answer.headers['mcp-session-id'], host).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});

describe('repomap mcp --http: parse errors', () => {
  it('answers every body that is not JSON with -32700 and HTTP 400, a raw newline inside a string included', async () => {
    const url = await start();
    const { id } = await initialize(url);
    const bodies = [
      '{"jsonrpc":"2.0","id":1,"method":"ping","params":{"note":"a\nb"}}',
      '{"jsonrpc":"2.0","id":1,"method":"ping","params":{"note":"a\r\nb"}}',
      '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"search_symbols","arguments":{"query":"apply\ntax"}}}',
      '{',
      'not json',
      '',
      '\n',
      '{"jsonrpc":"2.0","id":1,"method":"ping"}\n{"jsonrpc":"2.0","id":2,"method":"ping"}',
    ];
    for (const withSession of [false, true]) {
      for (const body of bodies) {
        const headers: Record<string, string> = { ...POST_HEADERS, ...AUTH, ...(withSession ? { 'mcp-session-id': id! } : {}) };
        const response = await fetch(url, { method: 'POST', body, headers });
        const what = `${JSON.stringify(body)}${withSession ? ' in a session' : ''}`;
        expect(response.status, what).toBe(400);
        const error = jsonRpcError(await response.text());
        expect(error.error.code, what).toBe(-32700);
        expect(error.error.message, what).toMatch(/^Parse error/);
      }
    }
    // Line breaks between tokens are whitespace: a pretty-printed message is served.
    const pretty = await fetch(url, {
      method: 'POST',
      body: JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'tools/call', params: { name: 'search_symbols', arguments: { query: 'applyTax' } } }, null, 2),
      headers: { ...POST_HEADERS, ...AUTH, 'mcp-session-id': id! },
    });
    expect(pretty.status).toBe(200);
    expect(await pretty.text()).toContain('applyTax');
  });
});

describe('repomap mcp --http: sessions', () => {
  it('holds the session cap: a new session closes the least recently used idle one, and is refused when all are in use', async () => {
    const url = await start(['--max-sessions', '2']);
    const a = (await initialize(url)).id!;
    const b = (await initialize(url)).id!;
    expect(await ping(url, a)).toBe(200); // a is now used more recently than b
    const c = await initialize(url);
    expect(c.status).toBe(200);
    expect(await ping(url, b)).toBe(404); // the least recently used idle session was closed
    expect(await ping(url, a)).toBe(200);
    expect(await ping(url, c.id!)).toBe(200);

    // Both live sessions in use (an open event stream each): a third is refused, and nothing is closed.
    const streams = [await openStream(url, a), await openStream(url, c.id!)];
    const refused = await initialize(url);
    expect(refused.status).toBe(503);
    expect(refused.id).toBeNull();
    expect(jsonRpcError(refused.body).error.message).toMatch(/^Server busy: 2 sessions are open and in use/);
    expect(await ping(url, a)).toBe(200);
    expect(await ping(url, c.id!)).toBe(200);

    // Once a stream closes, its session is idle again and gives way.
    streams[0]!.abort();
    let d = await initialize(url);
    for (let tries = 0; d.status === 503 && tries < 100; tries++) {
      await sleep(50);
      d = await initialize(url);
    }
    expect(d.status).toBe(200);
    expect(await ping(url, a)).toBe(404);
    expect(await ping(url, c.id!)).toBe(200);
    expect(await ping(url, d.id!)).toBe(200);
    streams[1]!.abort();
  });

  it('keeps at most 100 sessions by default', async () => {
    const url = await start();
    const ids: string[] = [];
    for (let i = 0; i < 101; i++) {
      const answer = await initialize(url);
      expect(answer.status).toBe(200);
      ids.push(answer.id!);
    }
    expect(await ping(url, ids[0]!)).toBe(404);
    expect(await ping(url, ids[1]!)).toBe(200);
    expect(await ping(url, ids[100]!)).toBe(200);
  });

  it('closes a session idle for --idle-timeout, not one in use', async () => {
    const url = await start(['--idle-timeout', '1.5']);
    const idle = (await initialize(url)).id!;
    const held = (await initialize(url)).id!;
    const stream = await openStream(url, held);
    const call = await connect(url, TOKEN); // the SDK's client holds its own event stream open
    await sleep(4000);
    expect(await ping(url, idle)).toBe(404);
    expect(await ping(url, held)).toBe(200);
    expect(textOf(await call('search_symbols', { query: 'applyTax' }))).toContain('applyTax');
    stream.abort();
    await sleep(4000);
    expect(await ping(url, held)).toBe(404);
    // The server goes on: a new session starts.
    expect((await initialize(url)).status).toBe(200);
  });

  it('refuses bad session flags and HTTP flags without --http, with exit 2', () => {
    const root = copyFixture('ts-billing');
    const cases: [string[], RegExp][] = [
      [['--http', '--max-sessions', '0'], /--max-sessions must be a positive integer, got '0'/],
      [['--http', '--idle-timeout', 'soon'], /--idle-timeout must be a number of seconds/],
      [['--http', '--idle-timeout', '99999999'], /--idle-timeout must be a number of seconds from 0 \(never\) to 604800/],
      [['--http', '--allow-origin', 'https://app.example.com/path'], /--allow-origin: expected an origin like https:\/\/host\[:port\]/],
      [['--http', '--allow-origin', '*'], /--allow-origin: expected an origin/],
      [['--allow-origin', 'https://app.example.com'], /--allow-origin needs --http/],
      [['--max-sessions', '3'], /--max-sessions needs --http/],
      [['--idle-timeout', '3'], /--idle-timeout needs --http/],
    ];
    for (const [flags, message] of cases) {
      const result = runCli(['mcp', root, ...flags], { timeout: 20_000 });
      expect(result.status, flags.join(' ')).toBe(2);
      expect(result.stderr, flags.join(' ')).toMatch(message);
      expect(result.stderr.trimEnd().split('\n')).toHaveLength(1);
    }
  });
});
