import { resolve } from 'node:path';
import { statSync } from 'node:fs';
import { COMMON_OPTIONS, onlyRoot, parse, rootArg, scanOptions } from '../args.js';
import { UsageError } from '../errors.js';
import { runStdioServer } from '../../mcp/server.js';
import { escapeControls, quotePath } from '../../index.js';

export const usage = 'repomap mcp [ROOT] [--db FILE]   (an MCP server on stdio for the repository at ROOT)';

export async function run(argv: string[]): Promise<void> {
  const { values, positionals } = parse(argv, COMMON_OPTIONS);
  onlyRoot(positionals, 'repomap mcp [ROOT]');
  const root = rootArg(positionals);
  if (!statSync(root).isDirectory()) throw new UsageError(`root is not a directory: ${quotePath(positionals[0]!)}`);
  const scan = scanOptions(values);
  // stdout carries the protocol only: a stray error must not kill the server or write there.
  process.on('uncaughtException', (error) => process.stderr.write(`repomap mcp: ${escapeControls(error.message.split('\n')[0]!)}\n`));
  process.on('unhandledRejection', (error) => process.stderr.write(`repomap mcp: ${escapeControls(String(error).split('\n')[0]!)}\n`));
  await runStdioServer(root, { db: typeof values.db === 'string' ? resolve(values.db) : undefined, scan });
}
