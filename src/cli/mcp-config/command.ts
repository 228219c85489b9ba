// `repomap mcp config CLIENT [ROOT] [--http [--port N]] [--write]`: print the entry that
// registers repomap's MCP server for ROOT with a client, or merge it into the client's file.
import { mkdirSync, realpathSync, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { parse, rootArg } from '../args.js';
import { UsageError } from '../errors.js';
import { CLIENT_NAMES, CLIENTS, isClientName, type Client } from './clients.js';
import { readConfigFile, writeConfigFile } from './config-file.js';
import { httpLaunch, stdioLaunch, SERVER_NAME, TOKEN_VARIABLE, type Launch } from './launch.js';
import { shellLine } from './shell-quote.js';
import { DEFAULT_HTTP_PORT } from '../../mcp/server.js';
import { echoPath, echoText, ensureDirectoryInside, quotePath, RepoError } from '../../core.js';

export const usage =
  'repomap mcp config CLIENT [ROOT] [--http [--port N]] [--write]\n' +
  `                   (register the MCP server for ROOT with ${CLIENT_NAMES.join(', ')}: print the entry, or merge it into the client's config with --write)`;

const USAGE_LINE = 'repomap mcp config CLIENT [ROOT]';

function portArg(text: string): number {
  const port = Number(text);
  if (!/^\d+$/.test(text) || port < 1 || port > 65535) throw new UsageError(`--port: expected a port number 1-65535, got '${echoText(text)}'`);
  return port;
}

export async function run(argv: string[]): Promise<void> {
  const { values, positionals } = parse(argv, 'mcp config');
  const [name, rootText, ...extra] = positionals;
  if (name === undefined) throw new UsageError(`which client? ${USAGE_LINE} (clients: ${CLIENT_NAMES.join(', ')})`);
  if (!isClientName(name)) throw new UsageError(`unknown client '${echoText(name)}' (clients: ${CLIENT_NAMES.join(', ')})`);
  if (extra.length) throw new UsageError(`too many arguments (${USAGE_LINE})`);
  const root = rootArg(rootText === undefined ? [] : [rootText]);
  if (!statSync(root).isDirectory()) throw new UsageError(`root is not a directory: ${echoPath(rootText!)}`);
  if (values.port !== undefined && !values.http) throw new UsageError('--port needs --http');
  const client = CLIENTS[name];
  if (values.http && client.noHttp) throw new UsageError(client.noHttp);
  const port = values.port === undefined ? DEFAULT_HTTP_PORT : portArg(String(values.port));
  const stdio = stdioLaunch(root, process.argv[1] ?? '', process.env.PATH);
  const launch = values.http ? httpLaunch(port) : stdio;
  if (values.write) writeEntry(client, root, launch);
  else printEntry(client, root, launch);
  if (launch.transport === 'http' && stdio.transport === 'stdio') {
    const serve = shellLine([stdio.command, ...stdio.args, '--http', '--port', String(port)]);
    process.stderr.write(
      `repomap: start the server with ${serve}, with ${TOKEN_VARIABLE} set ` +
        `in its environment${name === 'vscode' ? ' (VS Code asks for that value once)' : " and the client's"}\n`,
    );
  }
}

function printEntry(client: Client, root: string, launch: Launch): void {
  process.stdout.write(`${client.snippet(launch)}\n`);
  const { path } = client.location(root, process.env, process.platform);
  const where =
    client.name === 'claude-code'
      ? `run it in ${quotePath(root)} (it writes ${quotePath(path)})`
      : `merge it into ${quotePath(path)}${client.name === 'codex' ? '' : ` under "${client.name === 'vscode' ? 'servers' : 'mcpServers'}"`}`;
  process.stderr.write(`repomap: ${where}, or run this command again with --write\n`);
}

function writeEntry(client: Client, root: string, launch: Launch): void {
  const location = client.location(root, process.env, process.platform);
  let path = location.path;
  if (location.scope === 'project') {
    // The directory (.vscode, .cursor) may exist already, as a link only to a directory inside ROOT.
    let dir: string;
    try {
      dir = ensureDirectoryInside(realpathSync.native(root), location.dirInRoot ?? '', client.name);
    } catch (error) {
      if (error instanceof RepoError) throw new UsageError(error.message);
      throw error;
    }
    path = join(dir, basename(location.path));
  } else {
    orUsageError(path, () => mkdirSync(dirname(path), { recursive: true }));
  }
  const existing = readConfigFile(path);
  const change = client.merge(existing ? existing.text : null, path, launch);
  if (!change.changed) {
    process.stdout.write(`repomap: ${quotePath(path)} already has this ${SERVER_NAME} server: left unchanged\n`);
    return;
  }
  const backup = orUsageError(path, () => writeConfigFile(path, change.text, existing, location.scope === 'user' ? 0o600 : 0o644));
  const what = change.replaced ? `replaced the ${SERVER_NAME} server in` : existing ? `added the ${SERVER_NAME} server to` : `created`;
  const saved = backup ? `; the previous file is saved as ${quotePath(backup)}` : '';
  process.stdout.write(`repomap: ${what} ${quotePath(path)}${saved}\n`);
}

/** A file system refusal (EACCES, EROFS, ENOSPC…) while writing a config is one line, exit 2, not an internal error. */
function orUsageError<T>(path: string, work: () => T): T {
  try {
    return work();
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === undefined || error instanceof UsageError) throw error;
    throw new UsageError(`cannot write ${echoPath(path)}: ${code}`);
  }
}
