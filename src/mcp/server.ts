// repomap as an MCP server for one repository (stdio). Every tool call is
// answered on an up-to-date index: the index is brought up to date
// incrementally first (a scan with a size+mtime pre-check; only changed files
// are parsed), and calls run one at a time. Inputs are validated with zod; a
// bad input or a failed call is a tool error result (`isError: true`) with a
// one-line message, never a crash; malformed protocol messages get their
// JSON-RPC error (see protocol.ts). Source reads are tracked per session
// (see reads.ts).
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { Repository, type IndexOptions } from '../index.js';
import { messageOf, tidyError } from './error-messages.js';
import { ScreenedStdioTransport } from './protocol.js';
import { ReadTracker } from './reads.js';
import { failureResult } from './results.js';
import { TOOLS, checkToolArguments } from './tools/index.js';

export { MAX_ERROR_CHARS, errorMessage } from './error-messages.js';
export { MAX_RANGE_BYTES, capRange } from './range-cap.js';
export { MAX_LIST_ITEMS, MAX_NAME_CHARS, MAX_PATH_CHARS, MAX_PROFILE_CHARS, MAX_QUERY_CHARS } from './arguments.js';
export { DEFAULT_RANGE_LINES, MAX_RANGE_LINES } from './tools/read-range.js';
export { checkToolArguments } from './tools/index.js';

export const SERVER_NAME = 'repomap';
export const SERVER_VERSION = '0.1.0';

export type ScanOptions = Pick<IndexOptions, 'exclude' | 'maxFileBytes' | 'includeVendored'>;

export interface McpServerOptions {
  /** Scan options for every index update (as the CLI's `--exclude`, `--max-file-bytes`, `--include-vendored`). */
  scan?: ScanOptions;
}

const INSTRUCTIONS =
  'repomap indexes this repository (tree-sitter symbols in SQLite) and ranks its files by personalized PageRank. ' +
  'Start with repo_map (signatures of the most relevant code for a task, under a token budget) or search_symbols; ' +
  'read code with read_symbol / read_range. Reads are tracked: content you already have comes back as a one-line ' +
  'reference (pass force: true to get it again), changed content comes back in full; stale_reads lists earlier ' +
  'reads whose content has changed since. The index is updated incrementally before every call.';

/** One repository, one client: the index, the read tracker and the call queue. */
export class RepoSession {
  readonly reads = new ReadTracker();
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    readonly repo: Repository,
    private readonly scan: ScanOptions = {},
  ) {}

  /** Run `task` after every earlier call, on an index brought up to date first. */
  exclusive<T>(task: () => T | Promise<T>): Promise<T> {
    const run = this.queue.then(async () => {
      await this.repo.update({ ...this.scan });
      return task();
    });
    this.queue = run.catch(() => {});
    return run;
  }

  /** Resolves when no call is running or queued. */
  async idle(): Promise<void> {
    let seen: Promise<unknown> | null = null;
    while (seen !== this.queue) {
      seen = this.queue;
      await seen;
    }
  }
}

/** Run `handler` in the session's queue; a thrown error or a failure comes back as a tidy tool error result. */
function guarded<A>(session: RepoSession, handler: (args: A) => CallToolResult) {
  return async (args: A): Promise<CallToolResult> => {
    let result: CallToolResult;
    try {
      result = await session.exclusive(() => handler(args));
    } catch (error) {
      result = failureResult(messageOf(error));
    }
    return result.isError ? tidyError(result, args) : result;
  };
}

/** Register repomap's tools on a new MCP server for `session`'s repository. */
export function createMcpServer(session: RepoSession): McpServer {
  const server = new McpServer({ name: SERVER_NAME, version: SERVER_VERSION }, { instructions: INSTRUCTIONS });
  for (const tool of TOOLS) {
    const { name, title, description, inputSchema, annotations } = tool;
    server.registerTool(name, { title, description, inputSchema, annotations }, guarded(session, (args) => tool.handle(session, args)));
  }
  return server;
}

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
  const session = new RepoSession(repo, options.scan);
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
  repo.close();
}
