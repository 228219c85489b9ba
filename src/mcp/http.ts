// repomap's MCP server over the SDK's Streamable HTTP transport, on loopback
// only, behind a bearer token. Each client session (an `initialize` without a
// session id starts one) gets its own MCP server and read tracker; all of them
// share one index and one call queue, so calls still run one at a time on an
// index brought up to date first. A request without the right token gets 401
// and an empty body; a body is read up to MAX_MESSAGE_BYTES and screened as
// the stdio transport screens a line (see protocol.ts) before the SDK sees it.
import { randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { Repository } from '../index.js';
import { messageOf } from './error-messages.js';
import { MAX_MESSAGE_BYTES, screenLine } from './protocol.js';
import { CallQueue, createMcpServer, RepoSession, type McpServerOptions } from './session.js';
import { checkToolArguments } from './tools/index.js';
import { ALWAYS_CHECK, watchTree } from './watcher.js';

export const MCP_PATH = '/mcp';
export const DEFAULT_HTTP_PORT = 7823;
/** Loopback only: the server is for harnesses on this machine. */
const HOST = '127.0.0.1';

export interface HttpRunOptions extends McpServerOptions {
  /** Index file; default `<root>/.repomap/index.db`. */
  db?: string;
  /** One-line notices (a corrupt index rebuilt); default stderr. */
  onNotice?: (message: string) => void;
  /** TCP port on 127.0.0.1; 0 picks a free one. */
  port?: number;
  /** The bearer token clients must send; default: REPOMAP_MCP_TOKEN, else a random one. */
  token?: string;
}

export interface HttpServerHandle {
  url: string;
  token: string;
  /** The token was generated here (print it once: the client needs it). */
  generatedToken: boolean;
  /** Open client sessions. */
  sessions(): number;
  close(): Promise<void>;
}

interface ClientSession {
  transport: StreamableHTTPServerTransport;
  close(): Promise<void>;
}

/** Start serving `root`; resolves once the port is listening. */
export async function startHttpServer(root: string, options: HttpRunOptions = {}): Promise<HttpServerHandle> {
  const notice = options.onNotice ?? ((message: string) => process.stderr.write(`${message}\n`));
  const fromEnv = process.env.REPOMAP_MCP_TOKEN;
  const token = options.token ?? (fromEnv ? fromEnv : randomBytes(24).toString('base64url'));
  const generatedToken = options.token === undefined && !fromEnv;
  const expected = Buffer.from(`Bearer ${token}`);

  const repo = Repository.open(root, { db: options.db, onNotice: notice });
  const calls = new CallQueue();
  const freshness = options.watch ? watchTree(repo.root) : ALWAYS_CHECK;
  const sessions = new Map<string, ClientSession>();
  let allowedHosts: string[] = [];

  async function openSession(): Promise<ClientSession> {
    const server = createMcpServer(new RepoSession(repo, options.scan, calls, freshness));
    const transport: StreamableHTTPServerTransport = new StreamableHTTPServerTransport({
      sessionIdGenerator: () => randomUUID(),
      onsessioninitialized: (id) => {
        sessions.set(id, session);
      },
      onsessionclosed: (id) => {
        sessions.delete(id);
      },
      enableDnsRebindingProtection: true,
      allowedHosts,
    });
    transport.onclose = () => {
      if (transport.sessionId) sessions.delete(transport.sessionId);
    };
    const session: ClientSession = { transport, close: () => server.close().catch(() => {}) };
    await server.connect(transport);
    return session;
  }

  function authorized(req: IncomingMessage): boolean {
    const given = Buffer.from(req.headers.authorization ?? '');
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = (req.url ?? '').split('?', 1)[0];
    if (!authorized(req)) {
      res.writeHead(401, { 'WWW-Authenticate': 'Bearer', 'Content-Length': '0' }).end();
      req.resume();
      return;
    }
    if (path !== MCP_PATH) {
      res.writeHead(404, { 'Content-Length': '0' }).end();
      req.resume();
      return;
    }
    const sessionId = req.headers['mcp-session-id'];
    const existing = typeof sessionId === 'string' ? sessions.get(sessionId) : undefined;
    if (req.method !== 'POST') {
      if (!existing) return jsonError(res, 404, 'Session not found');
      await existing.transport.handleRequest(req, res);
      return;
    }
    const body = await readBody(req);
    if (body === null) return jsonError(res, 413, `Invalid Request: message over ${MAX_MESSAGE_BYTES} bytes`);
    const verdict = screenLine(body.replace(/\r?\n/g, ' '), checkToolArguments);
    if (verdict.kind === 'answer') {
      const text = JSON.stringify(verdict.answer);
      res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(text) }).end(text);
      return;
    }
    if (verdict.kind === 'ignore') return jsonError(res, 400, 'Invalid Request: empty body');
    const parsed: unknown = JSON.parse(body);
    if (existing) {
      await existing.transport.handleRequest(req, res, parsed);
      return;
    }
    if (typeof sessionId === 'string') return jsonError(res, 404, 'Session not found');
    if (!isInitialize(parsed)) return jsonError(res, 400, 'Bad Request: no session; start one with initialize');
    const session = await openSession();
    await session.transport.handleRequest(req, res, parsed);
  }

  const http: Server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      notice(`repomap mcp: ${messageOf(error)}`);
      if (!res.headersSent) jsonError(res, 500, 'Internal error');
      else res.end();
    });
  });
  await new Promise<void>((done, fail) => {
    http.once('error', fail);
    http.listen(options.port ?? DEFAULT_HTTP_PORT, HOST, () => {
      http.off('error', fail);
      done();
    });
  }).catch((error: unknown) => {
    repo.close();
    throw error;
  });
  const port = (http.address() as AddressInfo).port;
  allowedHosts = [`${HOST}:${port}`, `localhost:${port}`];
  // Warm the index up in the background, as the stdio server does.
  calls.run(() => repo.update({ ...options.scan })).catch((error: unknown) => notice(`repomap: indexing failed: ${messageOf(error)}`));

  return {
    url: `http://${HOST}:${port}${MCP_PATH}`,
    token,
    generatedToken,
    sessions: () => sessions.size,
    async close() {
      for (const session of [...sessions.values()]) await session.close();
      sessions.clear();
      http.closeAllConnections();
      await new Promise<void>((done) => http.close(() => done()));
      await calls.idle();
      freshness.close();
      repo.close();
    },
  };
}

function isInitialize(message: unknown): boolean {
  return typeof message === 'object' && message !== null && (message as { method?: unknown }).method === 'initialize';
}

function jsonError(res: ServerResponse, status: number, message: string): void {
  const text = JSON.stringify({ jsonrpc: '2.0', id: null, error: { code: -32000, message } });
  res.writeHead(status, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(text) }).end(text);
}

/** The request body as text, or null when it is over MAX_MESSAGE_BYTES (the rest is drained). */
function readBody(req: IncomingMessage): Promise<string | null> {
  return new Promise((done, fail) => {
    const parts: Buffer[] = [];
    let size = 0;
    let over = false;
    req.on('data', (chunk: Buffer) => {
      if (over) return;
      size += chunk.length;
      if (size > MAX_MESSAGE_BYTES) {
        over = true;
        parts.length = 0;
        return;
      }
      parts.push(chunk);
    });
    req.on('end', () => done(over ? null : Buffer.concat(parts).toString('utf8')));
    req.on('error', fail);
  });
}
