// The stdio transport with a screen in front of the SDK's: every line from the
// client is checked before the SDK reads it, and the lines the SDK would drop
// silently or answer with a multi-line dump are answered here, on one line, as
// JSON-RPC 2.0 defines:
// - not JSON: -32700 Parse error, id null;
// - JSON but not a JSON-RPC message: -32600 Invalid Request (the id when one can be read);
// - a request the server handles whose params fail its schema (`tools/call`
//   with `arguments: null`): -32602 Invalid params;
// - `tools/call` of one of our tools with arguments its schema refuses: a tool
//   error result (`isError: true`) naming the first bad field;
// - a line over MAX_MESSAGE_BYTES: -32600 (the SDK would close the connection).
// Everything else — blank lines excepted — goes to the SDK unchanged, which does the rest.
import process from 'node:process';
import { Transform, type Readable, type TransformCallback, type Writable } from 'node:stream';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { STDIO_DEFAULT_MAX_BUFFER_SIZE } from '@modelcontextprotocol/sdk/shared/stdio.js';
import {
  CallToolRequestSchema,
  ErrorCode,
  InitializeRequestSchema,
  JSONRPCErrorResponseSchema,
  JSONRPCMessageSchema,
  JSONRPCNotificationSchema,
  JSONRPCRequestSchema,
  JSONRPCResultResponseSchema,
  ListToolsRequestSchema,
  PingRequestSchema,
  type CallToolResult,
} from '@modelcontextprotocol/sdk/types.js';
import type { z } from 'zod';
import { clip, describeIssue, kindOf, oneLine } from './issues.js';

/** Longest message (one line, in bytes) the server reads; the SDK's default. */
export const MAX_MESSAGE_BYTES = STDIO_DEFAULT_MAX_BUFFER_SIZE;

/**
 * Why `args` are not acceptable for `tool` (one line, naming the first bad
 * field), or null: valid, or not one of our tools (the SDK answers that).
 */
export type ToolArgumentCheck = (tool: string, args: Record<string, unknown>) => string | null;

type Id = string | number | null;

/** A reply the screen writes itself. */
export type ScreenAnswer =
  | { jsonrpc: '2.0'; id: Id; error: { code: number; message: string } }
  | { jsonrpc: '2.0'; id: Id; result: CallToolResult };

export type Verdict = { kind: 'forward' } | { kind: 'ignore' } | { kind: 'answer'; answer: ScreenAnswer };

/** The requests the server handles, with the SDK's schema for each: their params are checked here. */
const REQUEST_SCHEMAS: Record<string, z.ZodType> = {
  initialize: InitializeRequestSchema,
  ping: PingRequestSchema,
  'tools/list': ListToolsRequestSchema,
  'tools/call': CallToolRequestSchema,
};

/** What MCP allows as a tool name; anything else is refused before the SDK echoes it. */
const TOOL_NAME = /^[A-Za-z0-9_.-]{1,128}$/;
/** Longest string id echoed in the answer to an invalid request. */
const MAX_ECHOED_ID_CHARS = 1000;

const FORWARD: Verdict = { kind: 'forward' };

const errorAnswer = (id: Id, code: number, message: string): Verdict => ({
  kind: 'answer',
  answer: { jsonrpc: '2.0', id, error: { code, message } },
});

/** Decide what to do with one line from the client (without its line break). */
export function screenLine(line: string, checkArguments: ToolArgumentCheck): Verdict {
  if (line.trim() === '') return { kind: 'ignore' };
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch (error) {
    return errorAnswer(null, ErrorCode.ParseError, `Parse error: ${clip(oneLine((error as Error).message))}`);
  }
  if (!JSONRPCMessageSchema.safeParse(value).success) {
    return errorAnswer(readableId(value), ErrorCode.InvalidRequest, `Invalid Request: ${whyNotAMessage(value)}`);
  }
  const message = value as { id?: string | number; method?: string; params?: Record<string, unknown> };
  if (message.method === undefined || message.id === undefined) return FORWARD; // a response or a notification
  return screenRequest(message as { id: string | number; method: string }, value, checkArguments);
}

function screenRequest(request: { id: string | number; method: string }, value: unknown, checkArguments: ToolArgumentCheck): Verdict {
  const schema = Object.hasOwn(REQUEST_SCHEMAS, request.method) ? REQUEST_SCHEMAS[request.method] : undefined;
  if (!schema) return FORWARD;
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    return errorAnswer(request.id, ErrorCode.InvalidParams, `Invalid params: ${describeIssue(parsed.error, value, 1)}`);
  }
  if (request.method !== 'tools/call') return FORWARD;
  const params = (value as { params: { name: string; arguments?: Record<string, unknown> } }).params;
  if (!TOOL_NAME.test(params.name)) {
    return errorAnswer(request.id, ErrorCode.InvalidParams, `Invalid params: name: not a tool name: ${JSON.stringify(clip(oneLine(params.name), 60))}`);
  }
  const problem = checkArguments(params.name, params.arguments ?? {});
  if (problem === null) return FORWARD;
  return {
    kind: 'answer',
    answer: { jsonrpc: '2.0', id: request.id, result: { content: [{ type: 'text', text: `invalid arguments: ${problem}` }], isError: true } },
  };
}

/** The id of an invalid message, when it has a usable one. */
function readableId(value: unknown): Id {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return null;
  const id = (value as { id?: unknown }).id;
  if (typeof id === 'string' && id.length <= MAX_ECHOED_ID_CHARS) return id;
  if (typeof id === 'number' && Number.isSafeInteger(id)) return id;
  return null;
}

/** Why a JSON value is not a JSON-RPC message, checked against the kind of message it looks like. */
function whyNotAMessage(value: unknown): string {
  if (Array.isArray(value)) return 'batches are not supported (one message per line)';
  if (value === null || typeof value !== 'object') return `expected a JSON-RPC 2.0 message (an object), got ${kindOf(value)}`;
  const schema =
    'method' in value
      ? 'id' in value
        ? JSONRPCRequestSchema
        : JSONRPCNotificationSchema
      : 'error' in value
        ? JSONRPCErrorResponseSchema
        : JSONRPCResultResponseSchema;
  const parsed = schema.safeParse(value);
  return parsed.success ? 'not a JSON-RPC 2.0 request, notification or response' : describeIssue(parsed.error, value);
}

const NEWLINE = 0x0a;

/**
 * Splits the client's bytes into lines, screens each and passes on the ones
 * to forward (with their line break); answers the others through `answer`.
 */
class LineScreen extends Transform {
  private parts: Buffer[] = [];
  private size = 0;
  /** Inside a line over the limit: its bytes are dropped up to the next line break. */
  private oversized = false;

  constructor(
    private readonly screen: (line: string) => Verdict,
    private readonly answer: (answer: ScreenAnswer) => void,
    private readonly maxBytes: number,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    let from = 0;
    for (let newline = chunk.indexOf(NEWLINE); newline !== -1; newline = chunk.indexOf(NEWLINE, from)) {
      this.collect(chunk.subarray(from, newline + 1));
      this.endLine();
      from = newline + 1;
    }
    this.collect(chunk.subarray(from));
    done();
  }

  private collect(part: Buffer): void {
    if (this.oversized || part.length === 0) return;
    if (this.size + part.length > this.maxBytes + 1) {
      this.oversized = true;
      this.parts = [];
      this.size = 0;
      this.answer({
        jsonrpc: '2.0',
        id: null,
        error: { code: ErrorCode.InvalidRequest, message: `Invalid Request: message over ${this.maxBytes} bytes` },
      });
      return;
    }
    this.parts.push(part);
    this.size += part.length;
  }

  private endLine(): void {
    if (this.oversized) {
      this.oversized = false;
      return;
    }
    const bytes = Buffer.concat(this.parts, this.size);
    this.parts = [];
    this.size = 0;
    const verdict = this.screen(bytes.toString('utf8', 0, bytes.length - 1).replace(/\r$/, ''));
    if (verdict.kind === 'forward') this.push(bytes);
    else if (verdict.kind === 'answer') this.answer(verdict.answer);
  }
}

/** The SDK's stdio server transport, reading the client's lines through the screen. */
export class ScreenedStdioTransport extends StdioServerTransport {
  constructor(checkArguments: ToolArgumentCheck, stdin: Readable = process.stdin, stdout: Writable = process.stdout) {
    const screen = new LineScreen(
      (line) => screenLine(line, checkArguments),
      (answer) => stdout.write(`${JSON.stringify(answer)}\n`),
      MAX_MESSAGE_BYTES,
    );
    stdin.on('error', (error) => screen.destroy(error));
    // The SDK's buffer gets room for one whole forwarded line and the next chunk.
    super(stdin.pipe(screen), stdout, { maxBufferSize: 2 * MAX_MESSAGE_BYTES + 2 });
  }
}
