// The MCP server at the protocol's edges: `node dist/cli/main.js mcp <fixture copy>`
// gets raw lines on stdin (malformed JSON, invalid messages, null or wrong-shape
// arguments, huge strings) and every answer is read back from stdout.
import { afterEach, describe, expect, it } from 'vitest';
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CLI, cleanupTemporaries, copyFixture } from '../helpers.js';

/** Longest a spawned server may live: a server that stops answering fails the test instead of hanging it. */
const SERVER_LIFETIME_MS = 50_000;
/** MAX_RANGE_BYTES of src/mcp/server.ts. */
const MAX_RANGE_BYTES = 100_000;

type Id = string | number | null;

interface Reply {
  jsonrpc: string;
  id: Id;
  result?: {
    content?: { type: string; text?: string }[];
    isError?: boolean;
    structuredContent?: Record<string, unknown>;
    tools?: unknown[];
  };
  error?: { code: number; message: string };
  /** The line it came in, for its size. */
  raw: string;
}

interface RawServer {
  /** Write lines to the server's stdin as they are (a line break is added to each). */
  send(...lines: string[]): void;
  /** Every reply so far, in the order they came, once the reply with `id` is among them. */
  until(id: Id): Promise<Reply[]>;
  /** Call a tool with a fresh id and return its reply. */
  call(name: string, args: unknown): Promise<Reply>;
}

const children: ChildProcessWithoutNullStreams[] = [];

afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  cleanupTemporaries();
});

const request = (id: Id, method: string, params?: unknown): string =>
  JSON.stringify({ jsonrpc: '2.0', id, method, ...(params === undefined ? {} : { params }) });

async function startServer(root: string, options: string[] = []): Promise<RawServer> {
  const child = spawn(process.execPath, [CLI, 'mcp', root, ...options], {
    env: { ...process.env, REPOMAP_DEBUG: '' },
    timeout: SERVER_LIFETIME_MS,
    killSignal: 'SIGKILL',
  });
  children.push(child);
  const replies: Reply[] = [];
  const waiting: { id: Id; resolve: (all: Reply[]) => void; reject: (error: Error) => void }[] = [];
  let exit: Error | null = null;
  let pending = '';
  let stderr = '';
  let calls = 0;

  const settle = (): void => {
    for (const waiter of waiting.splice(0)) {
      if (replies.some((reply) => reply.id === waiter.id)) waiter.resolve([...replies]);
      else if (exit) waiter.reject(exit);
      else waiting.push(waiter);
    }
  };
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => {
    pending += chunk;
    for (let newline = pending.indexOf('\n'); newline !== -1; newline = pending.indexOf('\n')) {
      const raw = pending.slice(0, newline);
      pending = pending.slice(newline + 1);
      replies.push({ ...(JSON.parse(raw) as Omit<Reply, 'raw'>), raw });
    }
    settle();
  });
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk: string) => {
    stderr += chunk;
  });
  child.on('exit', (code, signal) => {
    exit = new Error(`the server exited (${signal ?? code}) before answering; stderr: ${stderr.slice(0, 500)}`);
    settle();
  });

  const server: RawServer = {
    send: (...lines) => {
      child.stdin.write(lines.map((line) => `${line}\n`).join(''));
    },
    until: (id) =>
      new Promise((resolve, reject) => {
        waiting.push({ id, resolve, reject });
        settle();
      }),
    call: async (name, args) => {
      const id = `call-${++calls}`;
      server.send(request(id, 'tools/call', { name, arguments: args }));
      return (await server.until(id)).find((reply) => reply.id === id)!;
    },
  };
  server.send(
    request(0, 'initialize', { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } }),
    JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' }),
  );
  await server.until(0);
  return server;
}

const textOf = (reply: Reply): string => (reply.result?.content ?? []).map((part) => part.text ?? '').join('\n');

/** The one-line message of a tool error result. */
function toolError(reply: Reply): string {
  expect(reply.error, reply.raw.slice(0, 300)).toBeUndefined();
  expect(reply.result?.isError).toBe(true);
  const text = textOf(reply);
  expect(text.split('\n')).toHaveLength(1);
  return text;
}

describe('repomap mcp: protocol edges', () => {
  it('a line that is not JSON gets -32700 Parse error with id null, and the next request is answered', async () => {
    const server = await startServer(copyFixture('ts-billing'));
    server.send('this is not json {', request(1, 'tools/list'));
    const replies = await server.until(1);
    const parseError = replies.find((reply) => reply.id === null);
    expect(parseError, 'no answer to the malformed line').toBeDefined();
    expect(parseError!.error?.code).toBe(-32700);
    expect(parseError!.error?.message).toMatch(/^Parse error: [^\n]+$/);
    expect(Object.keys(parseError!).sort()).toEqual(['error', 'id', 'jsonrpc', 'raw']);
    expect(replies.find((reply) => reply.id === 1)!.result?.tools).toHaveLength(8);
  });

  it('JSON that is not a JSON-RPC message gets -32600 Invalid Request, with its id when one can be read', async () => {
    const server = await startServer(copyFixture('ts-billing'));
    server.send('{"jsonrpc":"2.0","id":5,"method":3}', '[1,2]', '{"id":6,"method":"ping"}', request(7, 'ping'));
    const replies = await server.until(7);
    expect(replies.find((reply) => reply.id === 5)?.error).toEqual({ code: -32600, message: 'Invalid Request: method: expected string, got 3' });
    expect(replies.find((reply) => reply.id === 6)?.error).toEqual({ code: -32600, message: 'Invalid Request: jsonrpc: required ("2.0")' });
    expect(replies.find((reply) => reply.id === null)?.error).toEqual({
      code: -32600,
      message: 'Invalid Request: batches are not supported (one message per line)',
    });
    expect(replies.find((reply) => reply.id === 7)?.result).toEqual({});
  });

  it('a line over 10 MiB gets -32600 Invalid Request instead of closing the connection', async () => {
    const server = await startServer(copyFixture('ts-billing'));
    server.send(request(1, 'tools/call', { name: 'read_range', arguments: { path: 'a'.repeat(11 << 20) } }), request(2, 'ping'));
    const replies = await server.until(2);
    expect(replies.find((reply) => reply.id === null)?.error).toEqual({ code: -32600, message: `Invalid Request: message over ${10 << 20} bytes` });
    expect(replies.find((reply) => reply.id === 2)?.result).toEqual({});
  });

  it('tools/call with arguments: null (or not an object) gets -32602 Invalid params on one line, and the server goes on', async () => {
    const server = await startServer(copyFixture('ts-billing'));
    server.send(
      request(1, 'tools/call', { name: 'read_range', arguments: null }),
      request(2, 'tools/call', { name: 'read_range', arguments: ['src/util/money.ts'] }),
      request(3, 'tools/call', null),
      request(4, 'tools/list', { cursor: 5 }),
    );
    const replies = await server.until(4);
    const errorOf = (id: number) => replies.find((reply) => reply.id === id)?.error;
    expect(errorOf(1)).toEqual({ code: -32602, message: 'Invalid params: arguments: expected object, got null' });
    expect(errorOf(2)).toEqual({ code: -32602, message: 'Invalid params: arguments: expected object, got array' });
    expect(errorOf(3)).toEqual({ code: -32600, message: 'Invalid Request: params: expected object, got null' }); // JSON-RPC: params is structured
    expect(errorOf(4)).toEqual({ code: -32602, message: 'Invalid params: cursor: expected string, got 5' });
    const after = await server.call('read_range', { path: 'src/util/money.ts', start: 1, end: 1 });
    expect(textOf(after)).toBe('[read #1] src/util/money.ts:1-1 of 7 lines (more from line 2)\n1│ export function roundCents(value: number): number {');
  });

  it('arguments of the wrong shape get a one-line tool error naming the first bad field; an unknown tool the SDK answer', async () => {
    const server = await startServer(copyFixture('ts-billing'));
    const cases: [string, unknown, string][] = [
      ['read_range', { path: 'src/util/money.ts', start: 'one' }, 'invalid arguments: start: expected number, got string'],
      ['read_range', { path: 'src/util/money.ts', start: 1.5 }, 'invalid arguments: start: expected integer, got 1.5'],
      ['read_range', { path: 'src/util/money.ts', start: 0 }, 'invalid arguments: start: must be at least 1, got 0'],
      ['read_range', { path: 'src/util/money.ts', lines: 3, more: 4 }, 'invalid arguments: lines: unknown key (and 1 more)'],
      ['read_range', {}, 'invalid arguments: path: required'],
      ['read_symbol', { name: '' }, 'invalid arguments: name: must not be empty'],
      ['repo_map', { paths: ['src', 7] }, 'invalid arguments: paths[1]: expected string, got 7'],
      ['pack_context', { mode: 'yolo' }, 'invalid arguments: mode: expected one of "fail-closed", "compact", got "yolo"'],
      ['search_symbols', { query: 'tax', limit: 1e6 }, 'invalid arguments: limit: must be at most 1000, got 1000000'],
      ['stale_reads', { all: true }, 'invalid arguments: all: unknown key'],
      ['no_such_tool', {}, 'MCP error -32602: Tool no_such_tool not found'],
    ];
    for (const [tool, args, message] of cases) {
      expect(toolError(await server.call(tool, args)), `${tool} ${JSON.stringify(args)}`).toBe(message);
    }
    const weird = await server.call('a\nb', {});
    expect(weird.error).toEqual({ code: -32602, message: 'Invalid params: name: not a tool name: "a b"' });
    expect(textOf(await server.call('search_symbols', { query: 'applyTax', limit: 1 }))).toMatch(/^src\/billing\/invoice\.ts:28-31 {2}method Invoice\.applyTax/);
  });

  it('a 10 MB path gets an error under 1 KB, and a long string within its cap is cut where an error repeats it', async () => {
    const server = await startServer(copyFixture('ts-billing'));
    const huge = await server.call('read_range', { path: 'a'.repeat(10_000_000) });
    expect(huge.raw.length).toBeLessThan(1024);
    expect(toolError(huge)).toBe('invalid arguments: path: too long (10000000 characters; at most 4096)');

    const longPath = `src/${'b'.repeat(4000)}.ts`;
    const missing = toolError(await server.call('read_range', { path: longPath }));
    expect(missing).toBe(`not a file of the index (missing, ignored or excluded): src/${'b'.repeat(195)}…`);
    const longName = 'n'.repeat(1000);
    expect(toolError(await server.call('read_symbol', { name: longName }))).toMatch(new RegExp(`^no symbol named '${'n'.repeat(199)}…' \\(`));
    const missingSeed = toolError(await server.call('repo_map', { paths: ['src', longPath] }));
    expect(missingSeed).toBe(`no such file or directory: src/${'b'.repeat(195)}…`);
    expect(toolError(await server.call('read_symbol', { name: 'x'.repeat(1001) }))).toBe('invalid arguments: name: too long (1001 characters; at most 1000)');
    expect(toolError(await server.call('pack_context', { profile: 'p'.repeat(201) }))).toBe(
      'invalid arguments: profile: too long (201 characters; at most 200)',
    );
  });

  it('read_range of a 3 MB one-line file returns at most 100,000 bytes of it, says so, and tracks exactly that', async () => {
    const root = copyFixture('ts-billing');
    const file = join(root, 'src/huge.ts');
    const line = `export const blob = "${'é'.repeat(1_500_000)}";`; // 2-byte characters: the cut must not split one
    writeFileSync(file, `${line}\n`);
    const server = await startServer(root, ['--max-file-bytes', '4000000']);

    const read = await server.call('read_range', { path: 'src/huge.ts' });
    const [header, ...rest] = textOf(read).split('\n');
    expect(header).toBe('[read #1] src/huge.ts:1-1 of 1 lines');
    expect(rest).toHaveLength(2);
    expect(rest[1]).toBe(`… truncated at ${MAX_RANGE_BYTES} bytes: line 1 alone is longer and was cut`);
    const source = rest[0]!.slice('1│ '.length);
    expect(Buffer.byteLength(source, 'utf8')).toBeLessThanOrEqual(MAX_RANGE_BYTES);
    expect(Buffer.byteLength(source, 'utf8')).toBeGreaterThan(MAX_RANGE_BYTES - 4);
    expect(line.startsWith(source)).toBe(true);
    expect(read.result?.structuredContent).toMatchObject({ status: 'new', startLine: 1, endLine: 1, totalLines: 1, truncated: true, lineCut: true });

    // What was returned is on record: unchanged content is a reference, a change past the cut is not a change of it.
    expect(textOf(await server.call('stale_reads', {}))).toBe('no stale reads (1 read on record)');
    expect(textOf(await server.call('read_range', { path: 'src/huge.ts' }))).toBe(
      `[unchanged since read #1] src/huge.ts:1-1: not repeated; pass force: true to get it again (truncated at ${MAX_RANGE_BYTES} bytes: line 1 alone is longer and was cut)`,
    );
    writeFileSync(file, `${line}// tail\n`);
    expect(textOf(await server.call('stale_reads', {}))).toBe('no stale reads (1 read on record)');
    writeFileSync(file, `export const BLOB = ${line.slice('export const blob = '.length)}\n`);
    expect(textOf(await server.call('stale_reads', {}))).toBe('1 of 1 reads are stale:\nread #1 src/huge.ts:1-1: changed');
  });

  it('read_range of many lines stops at the last whole line within 100,000 bytes and says where to continue', async () => {
    const root = copyFixture('ts-billing');
    const lines = Array.from({ length: 1500 }, (_, index) => `export const value${String(index + 1).padStart(4, '0')} = '${'v'.repeat(100)}';`);
    writeFileSync(join(root, 'src/many.ts'), `${lines.join('\n')}\n`);
    const lineBytes = lines[0]!.length + 1;
    const fits = Math.floor((MAX_RANGE_BYTES + 1) / lineBytes);
    const server = await startServer(root);

    const read = await server.call('read_range', { path: 'src/many.ts', start: 1, end: 1500 });
    const text = textOf(read).split('\n');
    expect(text[0]).toBe(`[read #1] src/many.ts:1-${fits} of 1500 lines (more from line ${fits + 1})`);
    expect(text).toHaveLength(fits + 2);
    expect(text[fits]).toBe(`${fits}│ ${lines[fits - 1]}`);
    expect(text[fits + 1]).toBe(`… truncated at ${MAX_RANGE_BYTES} bytes; continue with start: ${fits + 1}`);
    expect(read.result?.structuredContent).toMatchObject({ endLine: fits, truncated: true, lineCut: false });

    const rest = await server.call('read_range', { path: 'src/many.ts', start: fits + 1, end: 1500 });
    expect(textOf(rest).split('\n')[0]).toBe(`[read #2] src/many.ts:${fits + 1}-1500 of 1500 lines`);
    expect(rest.result?.structuredContent).toMatchObject({ endLine: 1500, truncated: false });
    const inside = await server.call('read_range', { path: 'src/many.ts', start: 10, end: 20 });
    expect(textOf(inside)).toBe(`[unchanged since read #1 (src/many.ts:1-${fits})] src/many.ts:10-20: not repeated; pass force: true to get it again`);
  });
});
