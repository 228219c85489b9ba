import { resolve } from 'node:path';
import { statSync } from 'node:fs';
import { onlyRoot, parse, rootArg, scanOptions } from '../args.js';
import { UsageError } from '../errors.js';
import {
  DEFAULT_HTTP_PORT,
  MAX_SESSION_IDLE_MS,
  normalizeOrigin,
  runStdioServer,
  startHttpServer,
  type HttpServerHandle,
} from '../../mcp/server.js';
import { echoPath, echoText, escapeControls } from '../../index.js';
import { run as runConfig } from '../mcp-config/command.js';

/** The flags that only mean something with --http. */
const HTTP_FLAGS = ['port', 'allow-origin', 'max-sessions', 'idle-timeout'] as const;

export async function run(argv: string[]): Promise<void> {
  if (argv[0] === 'config') return runConfig(argv.slice(1));
  const { values, positionals } = parse(argv, 'mcp');
  onlyRoot(positionals, 'repomap mcp [ROOT]');
  const root = rootArg(positionals);
  if (!statSync(root).isDirectory()) throw new UsageError(`root is not a directory: ${echoPath(positionals[0]!)}`);
  const scan = scanOptions(values, root);
  // stdout carries the protocol only: a stray error must not kill the server or write there.
  process.on('uncaughtException', (error) => process.stderr.write(`repomap mcp: ${escapeControls(error.message.split('\n')[0]!)}\n`));
  process.on('unhandledRejection', (error) => process.stderr.write(`repomap mcp: ${escapeControls(String(error).split('\n')[0]!)}\n`));
  const db = typeof values.db === 'string' ? resolve(values.db) : undefined;
  const watch = values.watch === true;
  if (!values.http) {
    const stray = HTTP_FLAGS.find((flag) => values[flag] !== undefined);
    if (stray) throw new UsageError(`--${stray} needs --http`);
    await runStdioServer(root, { db, scan, watch });
    return;
  }
  const port = values.port === undefined ? DEFAULT_HTTP_PORT : portArg(String(values.port));
  const allowOrigins = ((values['allow-origin'] as string[] | undefined) ?? []).map(originArg);
  const maxSessions = values['max-sessions'] === undefined ? undefined : maxSessionsArg(String(values['max-sessions']));
  const sessionIdleMs = values['idle-timeout'] === undefined ? undefined : idleTimeoutArg(String(values['idle-timeout']));
  let server: HttpServerHandle;
  try {
    server = await startHttpServer(root, { db, scan, port, watch, allowOrigins, maxSessions, sessionIdleMs });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE' || code === 'EACCES') throw new UsageError(`--port ${port}: cannot listen on 127.0.0.1 (${code})`);
    throw error;
  }
  process.stderr.write(`repomap mcp: serving ${server.url}\n`);
  if (server.generatedToken) process.stderr.write(`repomap mcp: bearer token ${server.token} (set REPOMAP_MCP_TOKEN to choose it)\n`);
  await new Promise<void>((done) => {
    process.once('SIGINT', done);
    process.once('SIGTERM', done);
  });
  await server.close();
}

function portArg(text: string): number {
  const port = Number(text);
  if (!/^\d+$/.test(text) || port > 65535) throw new UsageError(`--port: expected a port number 0-65535, got '${echoText(text)}'`);
  return port;
}

/** `--allow-origin URL`: an http(s) origin, as browsers send it (`https://app.example.com`, `http://host:8080`). */
function originArg(text: string): string {
  const origin = normalizeOrigin(text);
  if (origin === null) throw new UsageError(`--allow-origin: expected an origin like https://host[:port] (no path), got '${echoText(text)}'`);
  return origin;
}

function maxSessionsArg(text: string): number {
  const max = Number(text);
  if (!/^\d+$/.test(text) || max < 1 || !Number.isSafeInteger(max)) throw new UsageError(`--max-sessions must be a positive integer, got '${echoText(text)}'`);
  return max;
}

/** `--idle-timeout SECONDS` in ms: decimals allowed, 0 for never, at most a week. */
function idleTimeoutArg(text: string): number {
  const ms = Math.ceil(Number(text) * 1000);
  if (!/^(\d+(\.\d*)?|\.\d+)$/.test(text) || ms > MAX_SESSION_IDLE_MS) {
    throw new UsageError(`--idle-timeout must be a number of seconds from 0 (never) to ${MAX_SESSION_IDLE_MS / 1000}, got '${echoText(text)}'`);
  }
  return ms;
}
