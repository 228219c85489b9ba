import { resolve } from 'node:path';
import { statSync } from 'node:fs';
import { COMMON_OPTIONS, onlyRoot, parse, rootArg, scanOptions } from '../args.js';
import { UsageError } from '../errors.js';
import { DEFAULT_HTTP_PORT, runStdioServer, startHttpServer, type HttpServerHandle } from '../../mcp/server.js';
import { escapeControls, quotePath } from '../../index.js';

export const usage =
  'repomap mcp [ROOT] [--db FILE] [--watch] [--http [--port N]]   (an MCP server for the repository at ROOT: stdio, or Streamable HTTP on 127.0.0.1)';

export async function run(argv: string[]): Promise<void> {
  const { values, positionals } = parse(argv, { ...COMMON_OPTIONS, http: { type: 'boolean' }, port: { type: 'string' }, watch: { type: 'boolean' } });
  onlyRoot(positionals, 'repomap mcp [ROOT]');
  const root = rootArg(positionals);
  if (!statSync(root).isDirectory()) throw new UsageError(`root is not a directory: ${quotePath(positionals[0]!)}`);
  const scan = scanOptions(values);
  // stdout carries the protocol only: a stray error must not kill the server or write there.
  process.on('uncaughtException', (error) => process.stderr.write(`repomap mcp: ${escapeControls(error.message.split('\n')[0]!)}\n`));
  process.on('unhandledRejection', (error) => process.stderr.write(`repomap mcp: ${escapeControls(String(error).split('\n')[0]!)}\n`));
  const db = typeof values.db === 'string' ? resolve(values.db) : undefined;
  const watch = values.watch === true;
  if (values.port !== undefined && !values.http) throw new UsageError('--port needs --http');
  if (!values.http) {
    await runStdioServer(root, { db, scan, watch });
    return;
  }
  const port = values.port === undefined ? DEFAULT_HTTP_PORT : portArg(String(values.port));
  let server: HttpServerHandle;
  try {
    server = await startHttpServer(root, { db, scan, port, watch });
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
  if (!/^\d+$/.test(text) || port > 65535) throw new UsageError(`--port: expected a port number 0-65535, got ${JSON.stringify(text)}`);
  return port;
}
