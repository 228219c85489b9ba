// repomap as an MCP server for one repository (stdio). Every tool call is
// answered on an up-to-date index: the index is brought up to date
// incrementally first (a scan with a size+mtime pre-check; only changed files
// are parsed), and calls run one at a time. Inputs are validated with zod; a
// bad input or a failed call is a tool error result (`isError: true`) with a
// one-line message, never a crash; malformed protocol messages get their
// JSON-RPC error (see protocol.ts). Source reads are tracked per session
// (see reads.ts).
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import {
  RepoError,
  Repository,
  checkSeedRequest,
  numberLines,
  readSource,
  readSymbol,
  searchSymbols,
  type IndexOptions,
  type SeedRequest,
  type SourceRange,
} from '../index.js';
import { packContext, PACK_MODES } from '../pack/index.js';
import { symbolJson } from '../render/json.js';
import { DEFINITION_KINDS } from '../store/search.js';
import { SourceError, contentHash, readSourceLines, repoPath } from '../store/source.js';
import { ECHO_CHARS, clip, describeIssue, oneLine } from './issues.js';
import { ScreenedStdioTransport } from './protocol.js';
import { ReadTracker, describeRange, type ReadDecision, type ReadRecord, type ReadSymbol } from './reads.js';

export const SERVER_NAME = 'repomap';
export const SERVER_VERSION = '0.1.0';
/** Lines `read_range` returns when no end is given. */
export const DEFAULT_RANGE_LINES = 200;
/** Most lines one `read_range` call returns. */
export const MAX_RANGE_LINES = 2000;
/** Most UTF-8 bytes of source text one `read_range` call returns. */
export const MAX_RANGE_BYTES = 100_000;
/** Longest path argument, in characters (PATH_MAX on Linux). */
export const MAX_PATH_CHARS = 4096;
/** Longest symbol name, mention or search query. */
export const MAX_NAME_CHARS = 1000;
/** Longest pack profile name. */
export const MAX_PROFILE_CHARS = 200;
/** Longest free-text query of repo_map / rank_files. */
export const MAX_QUERY_CHARS = 1_000_000;
/** Most entries of a list argument (paths, mentions). */
export const MAX_LIST_ITEMS = 10_000;
/** Longest tool error message, in characters: a safety net on top of the cut user strings. */
export const MAX_ERROR_CHARS = 500;

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

const text = (body: string, structured?: Record<string, unknown>): CallToolResult => ({
  content: [{ type: 'text', text: body }],
  ...(structured ? { structuredContent: structured } : {}),
});

const failure = (message: string): CallToolResult => ({ content: [{ type: 'text', text: message }], isError: true });

/** An error result with its messages as the client gets them (see errorMessage). */
function tidyError(result: CallToolResult, args: unknown): CallToolResult {
  const content = result.content.map((part) => (part.type === 'text' ? { ...part, text: errorMessage(part.text, args) } : part));
  const structured = result.structuredContent;
  if (structured && typeof structured.failure === 'string') {
    return { ...result, content, structuredContent: { ...structured, failure: errorMessage(structured.failure, args) } };
  }
  return { ...result, content };
}

function messageOf(error: unknown): string {
  if (error instanceof RepoError || error instanceof SourceError) return error.message;
  const message = error instanceof Error ? error.message : String(error);
  return `internal error: ${message.split('\n')[0]}`;
}

/** Every string of a call's arguments (list entries included) that is too long to echo whole. */
function longStrings(args: unknown): string[] {
  if (args === null || typeof args !== 'object') return [];
  const strings = Object.values(args).flatMap((value: unknown) => (Array.isArray(value) ? value : [value]));
  return strings.filter((value): value is string => typeof value === 'string' && value.length > ECHO_CHARS);
}

/** An error message as the client gets it: one line, every long argument it repeats cut, and not too long overall. */
export function errorMessage(message: string, args: unknown): string {
  let out = message;
  for (const long of longStrings(args).sort((a, b) => b.length - a.length)) {
    if (out.includes(long)) out = out.split(long).join(clip(long));
  }
  return clip(oneLine(out), MAX_ERROR_CHARS);
}

const pathArg = (what: string) => z.string().min(1).max(MAX_PATH_CHARS).describe(what);
const pathList = (what: string) => z.array(z.string().min(1).max(MAX_PATH_CHARS)).max(MAX_LIST_ITEMS).optional().describe(what);

const seedShape = {
  paths: pathList('Paths the task changes, relative to the repository root (files or directories): the ranking centres on them.'),
  mentions: z
    .array(z.string().min(1).max(MAX_NAME_CHARS))
    .max(MAX_LIST_ITEMS)
    .optional()
    .describe('Identifiers the task names, bare or qualified (e.g. "Invoice.applyTax").'),
  query: z.string().max(MAX_QUERY_CHARS).optional().describe('Free text such as an issue body: identifiers, paths and words are taken from it.'),
};

const force = z.boolean().optional().describe('Return the content in full even if this session already received it unchanged.');

const schemas = {
  repo_map: z
    .object({
      ...seedShape,
      tokens: z.number().int().min(1).max(10_000_000).optional().describe('Hard cap on the map\'s o200k_base tokens (default 2048).'),
      bytes: z.number().int().min(1).optional().describe('Optional hard cap on its UTF-8 bytes.'),
      format: z.enum(['text', 'markdown']).optional().describe('Default text.'),
    })
    .strict(),
  rank_files: z
    .object({ ...seedShape, top: z.number().int().min(1).max(1_000_000).optional().describe('How many files (default 20).') })
    .strict(),
  read_symbol: z
    .object({
      name: z.string().min(1).max(MAX_NAME_CHARS).describe('A definition\'s name or qualified name: "applyTax", "Invoice.applyTax".'),
      path: pathArg('Only definitions in this file (to choose among several matches).').optional(),
      force,
    })
    .strict(),
  read_range: z
    .object({
      path: pathArg('A file, relative to the repository root.'),
      start: z.number().int().min(1).optional().describe('First line, 1-based (default 1).'),
      end: z
        .number()
        .int()
        .min(1)
        .optional()
        .describe(
          `Last line, inclusive (default start + ${DEFAULT_RANGE_LINES - 1}; at most ${MAX_RANGE_LINES} lines and ${MAX_RANGE_BYTES} bytes a call; clamped to the file).`,
        ),
      force,
    })
    .strict(),
  search_symbols: z
    .object({
      query: z.string().min(1).max(MAX_NAME_CHARS).describe('Words of a name or signature; camelCase and snake_case parts and prefixes match ("apply tax", "appl").'),
      limit: z.number().int().min(1).max(1000).optional().describe('Most hits (default 20).'),
      kind: z.enum(DEFINITION_KINDS).optional().describe('Only definitions of this kind.'),
    })
    .strict(),
  pack_context: z
    .object({
      required: pathList('Files that must be included whole (project rules such as AGENTS.md).'),
      prPaths: pathList('Files the pull request changes, included whole in this order; their direct dependencies follow where the budget allows.'),
      mode: z.enum(PACK_MODES as [string, ...string[]]).optional().describe('fail-closed (default): a required or PR file that is missing or does not fit fails the call; compact: optional items that do not fit are dropped.'),
      byteBudget: z.number().int().min(1).optional().describe('Hard cap on the UTF-8 size (default 32 KiB).'),
      tokenBudget: z.number().int().min(1).optional().describe('Hard cap on the o200k_base tokens (default none).'),
      mapShare: z.number().min(0).max(1).optional().describe('Largest share of each budget the repo map section may use (default 1; 0: no map).'),
      profile: z.string().min(1).max(MAX_PROFILE_CHARS).optional().describe('A profile of <root>/.repomap.json.'),
    })
    .strict(),
  stale_reads: z.object({}).strict(),
};

/** Why `args` fail `tool`'s schema, on one line (`start: expected number, got string`); null when they pass or the tool is not ours. */
export function checkToolArguments(tool: string, args: Record<string, unknown>): string | null {
  if (!Object.hasOwn(schemas, tool)) return null;
  const parsed = schemas[tool as keyof typeof schemas].safeParse(args);
  return parsed.success ? null : describeIssue(parsed.error, args);
}

/** Register repomap's tools on a new MCP server for `session`'s repository. */
export function createMcpServer(session: RepoSession): McpServer {
  const server = new McpServer({ name: SERVER_NAME, version: SERVER_VERSION }, { instructions: INSTRUCTIONS });
  const { repo } = session;

  const guarded =
    <A>(handler: (args: A) => CallToolResult | Promise<CallToolResult>) =>
    async (args: A): Promise<CallToolResult> => {
      let result: CallToolResult;
      try {
        result = await session.exclusive(() => handler(args));
      } catch (error) {
        result = failure(messageOf(error));
      }
      return result.isError ? tidyError(result, args) : result;
    };

  const readOnly = { readOnlyHint: true, openWorldHint: false } as const;

  server.registerTool(
    'repo_map',
    {
      title: 'Repository map',
      description:
        'A signature-only map (never function bodies) of the code most relevant to a task, ranked by personalized PageRank over ' +
        'the definition/reference graph, grouped by file with line numbers and a reason per file, never over the token budget. ' +
        'No seeds: a general map of the repository.',
      inputSchema: schemas.repo_map,
      annotations: readOnly,
    },
    guarded((args: z.infer<typeof schemas.repo_map>) => {
      const map = repo.map(seedRequest(repo, args), { tokens: args.tokens, bytes: args.bytes ?? null, format: args.format ?? 'text' });
      return text(map.text || '(the map is empty: nothing indexed, or nothing fits the budget)', {
        tokens: map.tokens,
        bytes: map.bytes,
        budget: map.budget,
        tokenizer: map.tokenizer,
        files: map.files.map(({ path, reason, score }) => ({ path, reason, score })),
      });
    }),
  );

  server.registerTool(
    'rank_files',
    {
      title: 'Rank files',
      description: 'Files ranked for a task (personalized PageRank seeded from paths, identifiers and free text), best first, with scores and reasons.',
      inputSchema: schemas.rank_files,
      annotations: readOnly,
    },
    guarded((args: z.infer<typeof schemas.rank_files>) => {
      const files = repo.rank(seedRequest(repo, args)).slice(0, args.top ?? 20);
      const body = files.map((file) => `${file.score.toExponential(3)}  ${file.path}  ${file.reason}`).join('\n');
      return text(body || '(no files indexed)', { files: files.map(({ path, score, reason }) => ({ path, score, reason })) });
    }),
  );

  server.registerTool(
    'read_symbol',
    {
      title: 'Read a definition',
      description:
        'The full source of a definition (class, function, method, …) by name or qualified name, with line numbers, read from disk. ' +
        'Several matches: a list of locations (call again with path or a qualified name). Unchanged content already returned ' +
        'in this session comes back as a one-line reference unless force is true.',
      inputSchema: schemas.read_symbol,
      annotations: readOnly,
    },
    guarded((args: z.infer<typeof schemas.read_symbol>) => {
      let matches = repo.findSymbol(args.name);
      if (args.path !== undefined) {
        const path = repoPath(repo.root, args.path);
        matches = matches.filter((def) => def.path === path);
      }
      if (!matches.length) {
        const suggestions = [...new Set(searchSymbols(repo, args.name, { limit: 5 }).map((hit) => hit.qualifiedName))].slice(0, 3);
        return failure(
          `no symbol named '${args.name}'${args.path !== undefined ? ` in ${args.path}` : ''}` +
            (suggestions.length ? ` (did you mean ${suggestions.join(', ')}?)` : ' (try search_symbols)'),
        );
      }
      if (matches.length > 1) {
        const list = matches
          .map((def, index) => `${index + 1}. ${def.path}:${def.startLine}-${def.endLine}  ${def.kind} ${def.qualifiedName}`)
          .join('\n');
        return text(
          `${matches.length} definitions match '${args.name}':\n${list}\n` +
            'Call read_symbol again with path (or a qualified name), or read_range with one of these locations.',
          { matches: matches.map(symbolJson) },
        );
      }
      const def = matches[0]!;
      const source = readSymbol(repo, def);
      const symbol = { qualifiedName: def.qualifiedName, kind: def.kind };
      return answerRead(session, capRange(source), `symbol:${def.path}#${def.qualifiedName}`, symbol, args.force === true);
    }),
  );

  server.registerTool(
    'read_range',
    {
      title: 'Read lines of a file',
      description:
        `Lines start..end of a file of the repository, with line numbers (default: ${DEFAULT_RANGE_LINES} lines from start; ` +
        `at most ${MAX_RANGE_LINES} lines and ${MAX_RANGE_BYTES} bytes: a longer answer ends early and says where to continue). Only files the index sees (tracked or not ignored) are served. Unchanged content already ` +
        'returned in this session (also as part of a larger read) comes back as a one-line reference unless force is true.',
      inputSchema: schemas.read_range,
      annotations: readOnly,
    },
    guarded((args: z.infer<typeof schemas.read_range>) => {
      const start = args.start ?? 1;
      if (args.end !== undefined && args.end < start) return failure(`end (${args.end}) is before start (${start})`);
      const end = Math.min(args.end ?? start + DEFAULT_RANGE_LINES - 1, start + MAX_RANGE_LINES - 1);
      const range = capRange(readSource(repo, args.path, start, end, { indexedOnly: true }));
      return answerRead(session, range, `range:${range.path}:${start}-${end}`, null, args.force === true);
    }),
  );

  server.registerTool(
    'search_symbols',
    {
      title: 'Search symbols',
      description:
        'Definitions whose name, qualified name or signature match the query words (SQLite FTS5; prefixes and camelCase/snake_case ' +
        'parts match: "apply tax", "tax" and "appl" all find applyTax), exact name matches first, then by bm25; with kind, location and signature.',
      inputSchema: schemas.search_symbols,
      annotations: readOnly,
    },
    guarded((args: z.infer<typeof schemas.search_symbols>) => {
      const hits = searchSymbols(repo, args.query, { limit: args.limit ?? 20, kind: args.kind });
      if (!hits.length) return text(`no symbol matches '${clip(args.query)}'`, { match: 'none', symbols: [] });
      const lines = hits.map(
        (hit) => `${hit.path}:${hit.startLine}-${hit.endLine}  ${hit.kind} ${hit.qualifiedName}\n    ${hit.signature.replace(/\s+/g, ' ').trim()}`,
      );
      const note = hits[0]!.match === 'any' ? `(no symbol matches every word of '${clip(args.query)}'; these match some)\n` : '';
      return text(note + lines.join('\n'), {
        match: hits[0]!.match,
        symbols: hits.map((hit) => ({ ...symbolJson(hit), score: hit.score, exact: hit.exact })),
      });
    }),
  );

  server.registerTool(
    'pack_context',
    {
      title: 'Pack context',
      description:
        'Assemble a prompt context under byte (and token) budgets: required files first, then the PR files whole, then their direct ' +
        'dependencies, then a repo map in the remaining budget. Every run appends one line to the audit file. Only files the index ' +
        'sees are served. A failed run (fail-closed mode) is an error result with the reason.',
      inputSchema: schemas.pack_context,
      annotations: { openWorldHint: false },
    },
    guarded((args: z.infer<typeof schemas.pack_context>) => {
      const result = packContext(repo, {
        required: args.required,
        prPaths: args.prPaths,
        mode: args.mode as (typeof PACK_MODES)[number] | undefined,
        byteBudget: args.byteBudget,
        tokenBudget: args.tokenBudget,
        mapShare: args.mapShare,
        profile: args.profile,
        indexedOnly: true,
      });
      const summary = {
        status: result.status,
        failure: result.failure,
        used: result.audit.used,
        budgets: result.audit.budgets,
        items: result.audit.items,
      };
      if (result.status === 'failed') return { ...failure(`pack failed: ${result.failure ?? 'unknown reason'}`), structuredContent: summary };
      return text(result.text, summary);
    }),
  );

  server.registerTool(
    'stale_reads',
    {
      title: 'Stale reads',
      description: 'Earlier reads of this session (read_symbol, read_range) whose content has changed on disk since it was returned.',
      inputSchema: schemas.stale_reads,
      annotations: readOnly,
    },
    guarded(() => {
      const stale = session.reads.stale((read) => currentContent(repo, read));
      const total = session.reads.reads().length;
      if (!stale.length) return text(`no stale reads (${total} read${total === 1 ? '' : 's'} on record)`, { stale: [] });
      const lines = stale.map(({ read, status, now }) => {
        const where = now && (now.startLine !== read.startLine || now.endLine !== read.endLine) ? ` (now lines ${now.startLine}-${now.endLine})` : '';
        return `read #${read.id} ${describeRead(read)}: ${status}${where}`;
      });
      return text(`${stale.length} of ${total} reads are stale:\n${lines.join('\n')}`, {
        stale: stale.map(({ read, status, now }) => ({
          read: read.id,
          path: read.path,
          startLine: read.startLine,
          endLine: read.endLine,
          symbol: read.symbol?.qualifiedName ?? null,
          status,
          now,
        })),
      });
    }),
  );

  return server;
}


/** The task of repo_map / rank_files, every path checked to lie inside the root and exist. */
function seedRequest(repo: Repository, args: { paths?: string[]; mentions?: string[]; query?: string }): SeedRequest {
  return checkSeedRequest(repo.root, { paths: args.paths ?? [], mentions: args.mentions ?? [], query: args.query });
}

function describeRead(read: Pick<ReadRecord, 'path' | 'startLine' | 'endLine'> & { symbol: ReadSymbol | null }): string {
  return `${describeRange(read)}${read.symbol ? ` ${read.symbol.kind} ${read.symbol.qualifiedName}` : ''}`;
}

/** A range as a read returns it: for read_range, at most MAX_RANGE_BYTES of text. */
interface ServedRange extends SourceRange {
  /** Lines at the end (or the end of the only line) were left out to stay within MAX_RANGE_BYTES. */
  truncated: boolean;
  /** The one line returned is only the start of that line. */
  lineCut: boolean;
}

const whole = (range: SourceRange): ServedRange => ({ ...range, truncated: false, lineCut: false });

/**
 * `text` (lines joined with `\n`) cut to `maxBytes` UTF-8 bytes, or null when
 * it fits: whole lines while the next one fits, or — when the first line alone
 * is over — that line's first bytes, cut at a character boundary.
 */
function capText(text: string, maxBytes: number): { text: string; lines: number; lineCut: boolean } | null {
  if (Buffer.byteLength(text, 'utf8') <= maxBytes) return null;
  const lines = text.split('\n');
  let bytes = -1; // the first line has no separator before it
  let kept = 0;
  while (kept < lines.length) {
    const next = bytes + 1 + Buffer.byteLength(lines[kept]!, 'utf8');
    if (next > maxBytes) break;
    bytes = next;
    kept += 1;
  }
  if (kept > 0) return { text: lines.slice(0, kept).join('\n'), lines: kept, lineCut: false };
  return { text: utf8Prefix(lines[0]!, maxBytes), lines: 1, lineCut: true };
}

/** The longest start of `text` within `maxBytes` UTF-8 bytes that ends at a character boundary. */
function utf8Prefix(text: string, maxBytes: number): string {
  const bytes = Buffer.from(text, 'utf8');
  let end = Math.min(maxBytes, bytes.length);
  while (end > 0 && end < bytes.length && (bytes[end]! & 0xc0) === 0x80) end -= 1; // 10xxxxxx: inside a character
  return bytes.toString('utf8', 0, end);
}

/** `range` as read_range returns it: within MAX_RANGE_BYTES of source text. */
export function capRange(range: SourceRange, maxBytes: number = MAX_RANGE_BYTES): ServedRange {
  const capped = capText(range.text, maxBytes);
  if (!capped) return whole(range);
  const endLine = range.startLine + capped.lines - 1;
  return { ...range, endLine, text: capped.text, hash: contentHash(capped.text), truncated: true, lineCut: capped.lineCut };
}

/** `truncated at 100000 bytes; continue with start: 41`, or null for a range returned whole. */
function truncationNote(range: ServedRange): string | null {
  if (!range.truncated) return null;
  const next = range.endLine < range.totalLines ? `; continue with start: ${range.endLine + 1}` : '';
  if (range.lineCut) return `truncated at ${MAX_RANGE_BYTES} bytes: line ${range.endLine} alone is longer and was cut${next}`;
  return `truncated at ${MAX_RANGE_BYTES} bytes${next}`;
}

/** Answer a read through the session's tracker: in full, or as a one-line reference. */
function answerRead(session: RepoSession, range: ServedRange, key: string, symbol: ReadSymbol | null, force: boolean): CallToolResult {
  const decision: ReadDecision = session.reads.observe(
    { key, path: range.path, startLine: range.startLine, endLine: range.endLine, text: range.text, hash: range.hash, symbol },
    force,
  );
  const what = describeRead({ ...range, symbol });
  const tail = symbol ? '' : range.endLine < range.totalLines ? ` of ${range.totalLines} lines (more from line ${range.endLine + 1})` : ` of ${range.totalLines} lines`;
  const structured = {
    status: decision.kind,
    read: decision.kind === 'unchanged' ? null : decision.record.id,
    earlier: decision.kind === 'new' ? null : (decision.earlier?.id ?? null),
    path: range.path,
    startLine: range.startLine,
    endLine: range.endLine,
    totalLines: range.totalLines,
    hash: range.hash,
    truncated: range.truncated,
    lineCut: range.lineCut,
  };
  const note = truncationNote(range);
  if (decision.kind === 'unchanged') {
    const earlier = decision.earlier;
    const then =
      earlier.startLine !== range.startLine || earlier.endLine !== range.endLine ? ` (${describeRange(earlier)})` : '';
    const reference = `[unchanged since read #${earlier.id}${then}] ${what}: not repeated; pass force: true to get it again`;
    return text(note ? `${reference} (${note})` : reference, structured);
  }
  let label = `read #${decision.record.id}`;
  if (decision.kind === 'changed') {
    label += `, supersedes read #${decision.earlier.id} (${describeRange(decision.earlier)}): content changed since`;
  } else if (decision.kind === 'forced' && decision.earlier) {
    label += decision.earlier.hash === range.hash ? `, same content as read #${decision.earlier.id}` : `, supersedes read #${decision.earlier.id}: content changed since`;
  }
  return text(`[${label}] ${what}${tail}\n${numberLines(range)}${note ? `\n… ${note}` : ''}`, structured);
}

/** What a read's key holds now, for stale_reads. */
function currentContent(repo: Repository, read: ReadRecord): ReturnType<Parameters<ReadTracker['stale']>[0]> {
  if (read.symbol) {
    const defs = repo.findSymbol(read.symbol.qualifiedName).filter((def) => def.path === read.path && def.qualifiedName === read.symbol!.qualifiedName);
    if (!defs.length) return { status: existsSync(resolve(repo.root, read.path)) ? 'removed' : 'deleted' };
    const def = defs.reduce((best, d) => (Math.abs(d.startLine - read.startLine) < Math.abs(best.startLine - read.startLine) ? d : best));
    try {
      const source = capRange(readSymbol(repo, def));
      return { status: 'ok', startLine: source.startLine, endLine: source.endLine, text: source.text };
    } catch {
      return { status: 'deleted' };
    }
  }
  let lines: string[];
  try {
    lines = readSourceLines(repo.guard, read.path);
  } catch {
    return { status: 'deleted' };
  }
  // Compared with what read_range returned: the same lines, cut the same way.
  const returned = lines.slice(read.startLine - 1, read.endLine).join('\n');
  const now = capText(returned, MAX_RANGE_BYTES)?.text ?? returned;
  return { status: 'ok', startLine: read.startLine, endLine: read.endLine, text: now };
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
