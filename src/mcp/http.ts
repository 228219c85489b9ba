// repomap's MCP server over the SDK's Streamable HTTP transport, on loopback
// only, behind a bearer token. Each client session (an `initialize` without a
// session id starts one) gets its own MCP server and read tracker; all of them
// share one index and one call queue, so calls still run one at a time on an
// index brought up to date first.
//
// Before anything answers a request (this module's early answers, the SDK's,
// Node's `100 Continue`), its `Host` and `Origin` are checked (http-guard.ts:
// 403 and a JSON-RPC error otherwise); then a request without the right token
// gets 401 and an empty body. A body is read up to MAX_MESSAGE_BYTES and
// screened as the stdio transport screens a line (see protocol.ts) before the
// SDK sees it: a body that is not JSON is -32700 with HTTP 400. Live sessions
// are capped and idle ones closed (http-sessions.ts).
import { randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { ErrorCode } from '@modelcontextprotocol/sdk/types.js';
import { Repository } from '../index.js';
import { messageOf } from './error-messages.js';
import { hostsFor, normalizeOrigin, originAllowed } from './http-guard.js';
import { DEFAULT_MAX_SESSIONS, DEFAULT_SESSION_IDLE_MS, MAX_SESSION_IDLE_MS, SessionPool } from './http-sessions.js';
import { clip, oneLine } from './issues.js';
import { MAX_MESSAGE_BYTES, screenLine } from './protocol.js';
import { CallQueue, createMcpServer, RepoSession, type McpServerOptions } from './session.js';
import { checkToolArguments } from './tools/index.js';
import { ALWAYS_CHECK, watchTree } from './watcher.js';

export { DEFAULT_MAX_SESSIONS, DEFAULT_SESSION_IDLE_MS, MAX_SESSION_IDLE_MS } from './http-sessions.js';
export { isLoopbackOrigin, normalizeOrigin } from './http-guard.js';

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
  /**
   * Origins served besides the loopback ones (`https://app.example.com`,
   * `http://host:8080`): a request with another `Origin` header gets 403.
   */
  allowOrigins?: string[];
  /** Live client sessions at most (default DEFAULT_MAX_SESSIONS). */
  maxSessions?: number;
  /** A session idle this long (ms) is closed (default DEFAULT_SESSION_IDLE_MS; 0: never). */
  sessionIdleMs?: number;
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

/** Parse errors and invalid requests are refused with 400; other answers (with the request's id) are 200. */
const BAD_REQUEST_CODES = new Set<number>([ErrorCode.ParseError, ErrorCode.InvalidRequest]);

/** Start serving `root`; resolves once the port is listening. */
export async function startHttpServer(root: string, options: HttpRunOptions = {}): Promise<HttpServerHandle> {
  const notice = options.onNotice ?? ((message: string) => process.stderr.write(`${message}\n`));
  const fromEnv = process.env.REPOMAP_MCP_TOKEN;
  const token = options.token ?? (fromEnv ? fromEnv : randomBytes(24).toString('base64url'));
  const generatedToken = options.token === undefined && !fromEnv;
  const expected = Buffer.from(`Bearer ${token}`);
  const allowedOrigins = new Set((options.allowOrigins ?? []).map(checkedOrigin));
  const maxSessions = options.maxSessions ?? DEFAULT_MAX_SESSIONS;
  const idleMs = options.sessionIdleMs ?? DEFAULT_SESSION_IDLE_MS;
  if (!Number.isSafeInteger(maxSessions) || maxSessions < 1) throw new RangeError(`maxSessions: expected a positive integer, got ${maxSessions}`);
  if (!(idleMs >= 0 && idleMs <= MAX_SESSION_IDLE_MS)) throw new RangeError(`sessionIdleMs: expected 0 to ${MAX_SESSION_IDLE_MS}, got ${idleMs}`);

  const repo = Repository.open(root, { db: options.db, onNotice: notice });
  const calls = new CallQueue();
  const freshness = options.watch ? watchTree(repo.root, { includeVendored: options.scan?.includeVendored, exclude: options.scan?.exclude }) : ALWAYS_CHECK;
  const pool = new SessionPool<ClientSession>(maxSessions, idleMs);
  let allowedHosts: string[] = [];

  /** A new session for the `initialize` request answered on `res`; live once the SDK gives it its id. */
  async function openSession(res: ServerResponse): Promise<{ session: ClientSession; live: () => boolean }> {
    const server = createMcpServer(new RepoSession(repo, options.scan, calls, freshness));
    let live = false;
    const transport: StreamableHTTPServerTransport = new StreamableHTTPServerTransport({
      sessionIdGenerator: () => randomUUID(),
      onsessioninitialized: (id) => {
        live = true;
        pool.opened(id, session);
        res.once('close', pool.use(id));
      },
      onsessionclosed: (id) => pool.forget(id),
      enableDnsRebindingProtection: true,
      allowedHosts,
    });
    transport.onclose = () => {
      if (transport.sessionId) pool.forget(transport.sessionId);
    };
    const session: ClientSession = { transport, close: () => server.close().catch(() => {}) };
    await server.connect(transport);
    return { session, live: () => live };
  }

  function authorized(req: IncomingMessage): boolean {
    const given = Buffer.from(req.headers.authorization ?? '');
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  /** Why a request may not be served at all (its Host or its Origin), or null. */
  function forbidden(req: IncomingMessage): string | null {
    const host = req.headers.host;
    if (host === undefined) return 'Forbidden: no Host header';
    if (!allowedHosts.includes(host)) return `Forbidden: Host ${quoted(host)} does not name this server (${allowedHosts.join(' or ')})`;
    const origin = req.headers.origin;
    if (!originAllowed(origin, allowedOrigins)) {
      return `Forbidden: Origin ${quoted(origin!)} is not allowed (only loopback origins and those given with --allow-origin are)`;
    }
    return null;
  }

  /** Answer a request that goes no further (a JSON-RPC error, or an empty body for null); its body is drained, not read. */
  function refuse(req: IncomingMessage, res: ServerResponse, status: number, message: string | null): void {
    if (message === null) res.writeHead(status, { 'Content-Length': '0' }).end();
    else jsonError(res, status, -32000, message);
    req.resume();
  }

  async function handle(req: IncomingMessage, res: ServerResponse, expectsContinue: boolean): Promise<void> {
    const why = forbidden(req);
    if (why !== null) return refuse(req, res, 403, why);
    if (!authorized(req)) {
      res.setHeader('WWW-Authenticate', 'Bearer');
      return refuse(req, res, 401, null);
    }
    const path = (req.url ?? '').split('?', 1)[0];
    if (path !== MCP_PATH) return refuse(req, res, 404, null);
    if (expectsContinue) res.writeContinue();

    const sessionId = req.headers['mcp-session-id'];
    const existing = typeof sessionId === 'string' ? pool.get(sessionId) : undefined;
    if (existing) res.once('close', pool.use(sessionId as string));
    if (req.method !== 'POST') {
      if (!existing) return jsonError(res, 404, -32000, 'Session not found');
      await existing.transport.handleRequest(req, res);
      return;
    }
    const body = await readBody(req);
    if (body === null) return jsonError(res, 413, ErrorCode.InvalidRequest, `Invalid Request: message over ${MAX_MESSAGE_BYTES} bytes`);
    // The body as it came: a line break between tokens is JSON whitespace, one inside a string a parse error.
    const verdict = screenLine(body, checkToolArguments);
    if (verdict.kind === 'ignore') return jsonError(res, 400, ErrorCode.ParseError, 'Parse error: empty body');
    if (verdict.kind === 'answer') {
      const answer = verdict.answer;
      return sendJson(res, 'error' in answer && BAD_REQUEST_CODES.has(answer.error.code) ? 400 : 200, answer);
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch (error) {
      return jsonError(res, 400, ErrorCode.ParseError, `Parse error: ${clip(oneLine((error as Error).message))}`);
    }
    if (existing) {
      await existing.transport.handleRequest(req, res, parsed);
      return;
    }
    if (typeof sessionId === 'string') return jsonError(res, 404, -32000, 'Session not found');
    if (!isInitialize(parsed)) return jsonError(res, 400, -32000, 'Bad Request: no session; start one with initialize');
    if (!(await pool.reserve())) {
      return jsonError(res, 503, -32000, `Server busy: ${maxSessions} sessions are open and in use; retry later, or end one (DELETE ${MCP_PATH})`);
    }
    let opened: Awaited<ReturnType<typeof openSession>> | null = null;
    try {
      opened = await openSession(res);
      await opened.session.transport.handleRequest(req, res, parsed);
    } finally {
      if (!opened?.live()) {
        pool.abandoned();
        await opened?.session.close();
      }
    }
  }

  function serve(req: IncomingMessage, res: ServerResponse, expectsContinue = false): void {
    handle(req, res, expectsContinue).catch((error: unknown) => {
      notice(`repomap mcp: ${messageOf(error)}`);
      if (!res.headersSent) jsonError(res, 500, ErrorCode.InternalError, 'Internal error');
      else res.end();
    });
  }

  // A request without Host reaches `forbidden` too (Node would answer it 400 with no body).
  const http: Server = createServer({ requireHostHeader: false }, (req, res) => serve(req, res));
  // Node answers `Expect: 100-continue` (and refuses other expectations) itself, before the
  // request reaches `serve`, unless these events are listened to: Host and Origin come first here too.
  http.on('checkContinue', (req: IncomingMessage, res: ServerResponse) => serve(req, res, true));
  http.on('checkExpectation', (req: IncomingMessage, res: ServerResponse) => {
    const why = forbidden(req);
    refuse(req, res, why === null ? 417 : 403, why);
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
  allowedHosts = hostsFor(HOST, port);
  // Warm the index up in the background, as the stdio server does.
  calls.run(() => repo.update({ ...options.scan })).catch((error: unknown) => notice(`repomap: indexing failed: ${messageOf(error)}`));

  return {
    url: `http://${HOST}:${port}${MCP_PATH}`,
    token,
    generatedToken,
    sessions: () => pool.size,
    async close() {
      await pool.closeAll();
      http.closeAllConnections();
      await new Promise<void>((done) => http.close(() => done()));
      await calls.idle();
      freshness.close();
      repo.close();
    },
  };
}

/** An allowed origin, written as browsers send it; a RangeError when `text` is not an origin. */
function checkedOrigin(text: string): string {
  const origin = normalizeOrigin(text);
  if (origin === null) throw new RangeError(`allowOrigins: not an origin (http[s]://host[:port]): ${quoted(text)}`);
  return origin;
}

/** A header or option value in a message: JSON-quoted, at most ECHO_CHARS characters of it. */
function quoted(text: string): string {
  return JSON.stringify(clip(text));
}

function isInitialize(message: unknown): boolean {
  return typeof message === 'object' && message !== null && (message as { method?: unknown }).method === 'initialize';
}

function sendJson(res: ServerResponse, status: number, value: unknown): void {
  const text = JSON.stringify(value);
  res.writeHead(status, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(text) }).end(text);
}

function jsonError(res: ServerResponse, status: number, code: number, message: string): void {
  sendJson(res, status, { jsonrpc: '2.0', id: null, error: { code, message } });
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
