// repomap as an MCP server for one repository (stdio). Every tool call is
// answered on an up-to-date index: the index is brought up to date
// incrementally first (a scan with a size+mtime pre-check; only changed files
// are parsed), and calls run one at a time. Inputs are validated with zod; a
// bad input or a failed call is a tool error result (`isError: true`) with a
// one-line message, never a crash; malformed protocol messages get their
// JSON-RPC error (see protocol.ts). Source reads are tracked per session
// (see reads.ts).
import { Repository } from '../index.js';
import { messageOf } from './error-messages.js';
import { ScreenedStdioTransport } from './protocol.js';
import { CallQueue, createMcpServer, RepoSession, type McpServerOptions } from './session.js';
import { ALWAYS_CHECK, watchTree } from './watcher.js';
import { checkToolArguments } from './tools/index.js';

export { MAX_ERROR_CHARS, errorMessage } from './error-messages.js';
export { MAX_RANGE_BYTES, capRange } from './range-cap.js';
export { MAX_LIST_ITEMS, MAX_NAME_CHARS, MAX_PATH_CHARS, MAX_PROFILE_CHARS, MAX_QUERY_CHARS } from './arguments.js';
export { DEFAULT_RANGE_LINES, MAX_RANGE_LINES } from './tools/read-range.js';
export { checkToolArguments } from './tools/index.js';
export { CallQueue, createMcpServer, RepoSession, SERVER_NAME, SERVER_VERSION } from './session.js';
export type { McpServerOptions, ScanOptions } from './session.js';
export {
  DEFAULT_HTTP_PORT,
  DEFAULT_MAX_SESSIONS,
  DEFAULT_SESSION_IDLE_MS,
  MAX_SESSION_IDLE_MS,
  MCP_PATH,
  isLoopbackOrigin,
  normalizeOrigin,
  startHttpServer,
  type HttpRunOptions,
  type HttpServerHandle,
} from './http.js';

export interface RunOptions extends McpServerOptions {
  /** Index file; default `<root>/.repomap/index.db`. */
  db?: string;
  /** One-line notices (a corrupt index rebuilt); default stderr. */
  onNotice?: (message: string) => void;
}

/**
 * Serve `root` over stdio until the client closes stdin. Nothing but protocol
 * messages is written to stdout. The index is warmed up in the background as
 * soon as the server starts.
 */
export async function runStdioServer(root: string, options: RunOptions = {}): Promise<void> {
  const notice = options.onNotice ?? ((message: string) => process.stderr.write(`${message}\n`));
  const repo = Repository.open(root, { db: options.db, onNotice: notice });
  const freshness = options.watch ? watchTree(repo.root, { includeVendored: options.scan?.includeVendored, exclude: options.scan?.exclude }) : ALWAYS_CHECK;
  const session = new RepoSession(repo, options.scan, new CallQueue(), freshness);
  const server = createMcpServer(session);
  const closed = new Promise<void>((done) => {
    server.server.onclose = done;
    process.stdin.once('end', done);
    process.stdin.once('close', done);
    process.stdout.once('error', done); // the client went away (EPIPE)
  });
  await server.connect(new ScreenedStdioTransport(checkToolArguments));
  session.exclusive(() => {}).catch((error: unknown) => notice(`repomap: indexing failed: ${messageOf(error)}`));
  await closed;
  await session.idle();
  await server.close().catch(() => {});
  freshness.close();
  repo.close();
}
