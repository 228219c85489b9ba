// One client session of repomap's MCP server: the tools registered on an SDK
// server, the client's read tracker, and the call queue its index is shared by.
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { Repository, type IndexOptions, type ProgressListener } from '../index.js';
import { messageOf, tidyError } from './error-messages.js';
import { ReadTracker } from './reads.js';
import { ALWAYS_CHECK, type Freshness } from './watcher.js';
import { failureResult } from './results.js';
import { TOOLS } from './tools/index.js';
import { progressNotifier, type CallExtra } from './progress.js';

export const SERVER_NAME = 'repomap';
export const SERVER_VERSION = '0.1.0';

export type ScanOptions = Pick<IndexOptions, 'exclude' | 'maxFileBytes' | 'includeVendored'>;

export interface McpServerOptions {
  /** Scan options for every index update (as the CLI's `--exclude`, `--max-file-bytes`, `--include-vendored`). */
  scan?: ScanOptions;
  /** Watch the tree and update the index only after a change, instead of checking before every call. */
  watch?: boolean;
}

const INSTRUCTIONS =
  'repomap indexes this repository (tree-sitter symbols in SQLite) and ranks its files by personalized PageRank. ' +
  'Start with repo_map (signatures of the most relevant code for a task, under a token budget) or search_symbols; ' +
  'read code with read_symbol / read_range; find_references gives the uses, callers or callees of a definition. Reads are tracked: content you already have comes back as a one-line ' +
  'reference (pass force: true to get it again), changed content comes back in full; stale_reads lists earlier ' +
  'reads whose content has changed since. The index is updated incrementally before every call.';

/** Calls run one at a time, in order: one SQLite connection, one index update at a time. */
export class CallQueue {
  private queue: Promise<unknown> = Promise.resolve();

  run<T>(task: () => T | Promise<T>): Promise<T> {
    const run = this.queue.then(task);
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

/**
 * One client of one repository: its read tracker, and the call queue it shares
 * with every other client of that index (over HTTP there are several).
 */
export class RepoSession {
  readonly reads = new ReadTracker();

  constructor(
    readonly repo: Repository,
    private readonly scan: ScanOptions = {},
    private readonly calls: CallQueue = new CallQueue(),
    private readonly freshness: Freshness = ALWAYS_CHECK,
  ) {}

  /**
   * Run `task` after every earlier call, on an index brought up to date first. `onProgress`
   * hears what the repository does from now until `task` is done: the work of the calls
   * (or the warm-up) it waits behind, its own update, and a graph built or a tuning fitted for it.
   */
  async exclusive<T>(task: () => T | Promise<T>, onProgress?: ProgressListener): Promise<T> {
    const stopWatching = onProgress ? this.repo.watchProgress(onProgress) : () => {};
    try {
      return await this.queued(task);
    } finally {
      stopWatching();
    }
  }

  private queued<T>(task: () => T | Promise<T>): Promise<T> {
    return this.calls.run(async () => {
      if (this.freshness.stale()) {
        // Marked fresh before the update: a change seen while it runs keeps the index stale.
        this.freshness.updated();
        try {
          await this.repo.update({ ...this.scan });
        } catch (error) {
          this.freshness.invalidate();
          throw error;
        }
      }
      return task();
    });
  }

  /** Resolves when no call is running or queued. */
  idle(): Promise<void> {
    return this.calls.idle();
  }
}

/** Run `handler` in the session's queue; a thrown error or a failure comes back as a tidy tool error result. */
function guarded<A>(session: RepoSession, handler: (args: A) => CallToolResult) {
  return async (args: A, extra: CallExtra): Promise<CallToolResult> => {
    let result: CallToolResult;
    try {
      result = await session.exclusive(() => handler(args), progressNotifier(extra));
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

