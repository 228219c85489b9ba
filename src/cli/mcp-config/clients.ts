// The five MCP clients `repomap mcp config` registers with: where each keeps its servers, and
// the entry each reads. The formats follow each client's documentation as of 2026:
// - Claude Code: `claude mcp add [--scope project] [--transport http] NAME (URL | -- CMD ARGS…)`;
//   project scope is `.mcp.json` at the project root, `{"mcpServers": {NAME: {"type": "stdio",
//   "command", "args"} | {"type": "http", "url", "headers"}}}`, and `${VAR}` is expanded from
//   the environment in command, args, env, url and headers (code.claude.com/docs/en/mcp,
//   "Environment variable expansion in .mcp.json").
// - Claude Desktop: `claude_desktop_config.json`, `{"mcpServers": {NAME: {"command", "args"}}}`,
//   in ~/Library/Application Support/Claude (macOS) or %APPDATA%\Claude (Windows)
//   (modelcontextprotocol.io/quickstart/user); unofficial Linux builds read
//   $XDG_CONFIG_HOME/Claude (~/.config/Claude). The file holds local stdio servers only;
//   remote ones are connectors added in its settings.
// - Cursor: `.cursor/mcp.json` in the project (or ~/.cursor/mcp.json), `{"mcpServers": {NAME:
//   {"command", "args"} | {"url", "headers"}}}`, with `${env:NAME}` read from the environment
//   (cursor.com/docs/mcp).
// - VS Code: `.vscode/mcp.json`, `{"servers": {NAME: {"type": "stdio", "command", "args"} |
//   {"type": "http", "url", "headers"}}, "inputs": [...]}`; the documented way to a secret in a
//   header is a `promptString` input with `password: true`, used as `${input:ID}`
//   (code.visualstudio.com/docs/copilot/reference/mcp-configuration). `${env:…}` is not used:
//   microsoft/vscode#336232 reports it unexpanded in headers.
// - Codex: `[mcp_servers.NAME]` tables in $CODEX_HOME/config.toml (default ~/.codex), with
//   `command` and `args`, or `url` and `bearer_token_env_var` naming the variable that holds
//   the token (developers.openai.com/codex/mcp).
import { homedir } from 'node:os';
import { join } from 'node:path';
import { UsageError } from '../errors.js';
import { setJsonServer, jsonText, type JsonChange, type JsonObject, type PromptInput } from './json-config.js';
import { SERVER_NAME, type Launch } from './launch.js';
import { shellLine } from './shell-quote.js';
import { readTomlTable, setTomlTable, tomlTable, TomlError, type TomlEntry } from './toml.js';
import { echoPath } from '../../core.js';

export const CLIENT_NAMES = ['claude-code', 'claude-desktop', 'cursor', 'vscode', 'codex'] as const;
export type ClientName = (typeof CLIENT_NAMES)[number];

export interface ConfigLocation {
  path: string;
  /** `project`: inside ROOT (a directory under it may be created); `user`: the user's own config. */
  scope: 'project' | 'user';
  /** For a project file: its directory relative to ROOT ('' for ROOT itself). */
  dirInRoot?: string;
}

export interface Client {
  name: ClientName;
  /** Why `--http` cannot be registered with this client, when it cannot. */
  noHttp?: string;
  location(root: string, env: NodeJS.ProcessEnv, platform: NodeJS.Platform): ConfigLocation;
  /** What `repomap mcp config CLIENT` prints. */
  snippet(launch: Launch): string;
  /** The file's new text with our server set (the old text itself when it already is). */
  merge(text: string | null, path: string, launch: Launch): JsonChange;
}

const TOKEN_INPUT_ID = 'repomap-token';

function stdioOrThrow(launch: Launch): Extract<Launch, { transport: 'stdio' }> {
  if (launch.transport !== 'stdio') throw new Error('expected a stdio launch');
  return launch;
}

/** A client whose file is JSON with servers under one key. */
function jsonClient(
  name: ClientName,
  serversKey: string,
  entry: (launch: Launch) => JsonObject,
  location: Client['location'],
  inputs: (launch: Launch) => PromptInput[] = () => [],
): Omit<Client, 'noHttp'> {
  return {
    name,
    location,
    snippet: (launch) => {
      const fragment: JsonObject = { [serversKey]: { [SERVER_NAME]: entry(launch) } };
      const prompts = inputs(launch);
      if (prompts.length) fragment.inputs = prompts;
      return jsonText(fragment);
    },
    merge: (text, path, launch) => setJsonServer(text, path, serversKey, SERVER_NAME, entry(launch), inputs(launch)),
  };
}

function claudeCodeEntry(launch: Launch): JsonObject {
  if (launch.transport === 'stdio') return { type: 'stdio', command: launch.command, args: launch.args };
  return { type: 'http', url: launch.url, headers: { Authorization: `Bearer \${${launch.tokenVariable}}` } };
}

const claudeCode: Client = {
  ...jsonClient('claude-code', 'mcpServers', claudeCodeEntry, (root) => ({ path: join(root, '.mcp.json'), scope: 'project', dirInRoot: '' })),
  // The same entry through Claude Code's own command; single quotes keep `${VAR}` for Claude Code to expand.
  snippet: (launch) =>
    launch.transport === 'stdio'
      ? shellLine(['claude', 'mcp', 'add', '--scope', 'project', SERVER_NAME, '--', launch.command, ...launch.args])
      : shellLine(['claude', 'mcp', 'add', '--scope', 'project', '--transport', 'http', SERVER_NAME, launch.url, '--header', `Authorization: Bearer \${${launch.tokenVariable}}`]),
};

function claudeDesktopFile(env: NodeJS.ProcessEnv, platform: NodeJS.Platform): string {
  if (platform === 'darwin') return join(homedir(), 'Library', 'Application Support', 'Claude', 'claude_desktop_config.json');
  if (platform === 'win32') return join(env.APPDATA || join(homedir(), 'AppData', 'Roaming'), 'Claude', 'claude_desktop_config.json');
  return join(env.XDG_CONFIG_HOME || join(homedir(), '.config'), 'Claude', 'claude_desktop_config.json');
}

const claudeDesktop: Client = {
  ...jsonClient(
    'claude-desktop',
    'mcpServers',
    (launch) => {
      const { command, args } = stdioOrThrow(launch);
      return { command, args };
    },
    (_root, env, platform) => ({ path: claudeDesktopFile(env, platform), scope: 'user' }),
  ),
  noHttp: 'claude-desktop reads only stdio servers from its config file (remote ones are connectors in its settings): leave out --http',
};

function cursorEntry(launch: Launch): JsonObject {
  if (launch.transport === 'stdio') return { command: launch.command, args: launch.args };
  return { url: launch.url, headers: { Authorization: `Bearer \${env:${launch.tokenVariable}}` } };
}

const cursor: Client = jsonClient('cursor', 'mcpServers', cursorEntry, (root) => ({ path: join(root, '.cursor', 'mcp.json'), scope: 'project', dirInRoot: '.cursor' }));

function vscodeEntry(launch: Launch): JsonObject {
  if (launch.transport === 'stdio') return { type: 'stdio', command: launch.command, args: launch.args };
  return { type: 'http', url: launch.url, headers: { Authorization: `Bearer \${input:${TOKEN_INPUT_ID}}` } };
}

function vscodeInputs(launch: Launch): PromptInput[] {
  if (launch.transport === 'stdio') return [];
  return [{ type: 'promptString', id: TOKEN_INPUT_ID, description: `repomap MCP bearer token: the value of ${launch.tokenVariable}`, password: true }];
}

const vscode: Client = jsonClient(
  'vscode',
  'servers',
  vscodeEntry,
  (root) => ({ path: join(root, '.vscode', 'mcp.json'), scope: 'project', dirInRoot: '.vscode' }),
  vscodeInputs,
);

function codexEntries(launch: Launch): TomlEntry[] {
  return launch.transport === 'stdio'
    ? [
        ['command', launch.command],
        ['args', launch.args],
      ]
    : [
        ['url', launch.url],
        ['bearer_token_env_var', launch.tokenVariable],
      ];
}

const CODEX_TABLE = ['mcp_servers', SERVER_NAME];

const codex: Client = {
  name: 'codex',
  location: (_root, env) => ({ path: join(env.CODEX_HOME || join(homedir(), '.codex'), 'config.toml'), scope: 'user' }),
  snippet: (launch) => tomlTable(CODEX_TABLE, codexEntries(launch)).trimEnd(),
  merge: (text, path, launch) => {
    const old = text ?? '';
    let merged: string;
    let replaced: boolean;
    try {
      replaced = readTomlTable(old, CODEX_TABLE) !== null;
      merged = setTomlTable(old, CODEX_TABLE, codexEntries(launch));
    } catch (error) {
      if (!(error instanceof TomlError)) throw error;
      throw new UsageError(`cannot safely edit ${echoPath(path)}: ${error.message}; fix it or add the table by hand; nothing was written`);
    }
    // What was written must read back as exactly our table.
    const back = readTomlTable(merged, CODEX_TABLE);
    if (JSON.stringify(back) !== JSON.stringify(Object.fromEntries(codexEntries(launch)))) throw new Error('the merged config.toml does not read back as written');
    return { text: merged, changed: merged !== text, replaced: replaced && merged !== text };
  },
};

export const CLIENTS: Record<ClientName, Client> = {
  'claude-code': claudeCode,
  'claude-desktop': claudeDesktop,
  cursor,
  vscode,
  codex,
};

export function isClientName(name: string): name is ClientName {
  return (CLIENT_NAMES as readonly string[]).includes(name);
}
