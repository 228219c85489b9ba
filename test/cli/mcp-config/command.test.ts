// `repomap mcp config CLIENT`: the printed entries are what each client reads, and --write
// merges them into the client's file without losing the rest of it.
import { afterEach, describe, expect, it } from 'vitest';
import { chmodSync, existsSync, mkdirSync, readFileSync, realpathSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { readTomlTable } from '../../../src/cli/mcp-config/toml.js';
import { CLI, cleanupTemporaries, runCli, temporaryDir } from '../../helpers.js';

afterEach(cleanupTemporaries);

const CLIENTS = ['claude-code', 'claude-desktop', 'cursor', 'vscode', 'codex'] as const;
const SECRET = 'tok-7f3a9c-never-printed';

interface Setup {
  root: string;
  home: string;
  /** PATH for the CLI: empty, so the entries start `node <CLI>` unless a test links `repomap`. */
  bin: string;
}

function setup(rootName = 'repo'): Setup {
  const base = temporaryDir('repomap-mcp-config-');
  const setup = { root: join(base, rootName), home: join(base, 'home'), bin: join(base, 'bin') };
  for (const dir of Object.values(setup)) mkdirSync(dir, { recursive: true });
  return setup;
}

function config(s: Setup, args: string[]) {
  return runCli(['mcp', 'config', ...args], {
    cwd: s.root,
    env: { HOME: s.home, XDG_CONFIG_HOME: '', APPDATA: '', CODEX_HOME: '', PATH: s.bin, REPOMAP_MCP_TOKEN: SECRET },
  });
}

/** Where each client's file is, with HOME at `s.home`. */
function fileOf(s: Setup, client: (typeof CLIENTS)[number]): string {
  switch (client) {
    case 'claude-code':
      return join(s.root, '.mcp.json');
    case 'cursor':
      return join(s.root, '.cursor', 'mcp.json');
    case 'vscode':
      return join(s.root, '.vscode', 'mcp.json');
    case 'codex':
      return join(s.home, '.codex', 'config.toml');
    case 'claude-desktop':
      if (process.platform === 'darwin') return join(s.home, 'Library', 'Application Support', 'Claude', 'claude_desktop_config.json');
      return join(s.home, '.config', 'Claude', 'claude_desktop_config.json');
  }
}

/** The words a POSIX shell makes of a line of plain and single-quoted words. */
function shellWords(line: string): string[] {
  const words: string[] = [];
  let word: string | null = null;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!;
    if (ch === ' ') {
      if (word !== null) words.push(word);
      word = null;
    } else if (ch === "'") {
      const end = line.indexOf("'", i + 1);
      word = (word ?? '') + line.slice(i + 1, end);
      i = end;
    } else if (ch === '\\') {
      word = (word ?? '') + line[++i];
    } else {
      word = (word ?? '') + ch;
    }
  }
  if (word !== null) words.push(word);
  return words;
}

/** The server entry of a client's printed snippet or file text. */
function entryOf(client: (typeof CLIENTS)[number], text: string): Record<string, unknown> {
  if (client === 'codex') return readTomlTable(text, ['mcp_servers', 'repomap'])!;
  const parsed = JSON.parse(text) as Record<string, Record<string, Record<string, unknown>>>;
  return parsed[client === 'vscode' ? 'servers' : 'mcpServers']!.repomap!;
}

const realCli = () => realpathSync(CLI);

describe('repomap mcp config CLIENT (printing)', () => {
  it.each(['claude-desktop', 'cursor', 'vscode', 'codex'] as const)('%s: prints an entry that parses and starts this CLI on the root', (client) => {
    const s = setup();
    const result = config(s, [client]);
    expect(result.status).toBe(0);
    const entry = entryOf(client, result.stdout);
    expect(entry.command).toBe('node');
    expect(entry.args).toEqual([realCli(), 'mcp', s.root]);
    if (client === 'vscode') expect(entry.type).toBe('stdio');
    expect(result.stderr).toContain(fileOf(s, client));
    expect(existsSync(fileOf(s, client))).toBe(false);
  });

  it('claude-code: prints a `claude mcp add` line whose words register the same server, quoting a root with spaces and quotes', () => {
    const s = setup("my repo's");
    const result = config(s, ['claude-code']);
    expect(result.status).toBe(0);
    expect(result.stdout.trimEnd().split('\n')).toHaveLength(1);
    expect(shellWords(result.stdout.trimEnd())).toEqual(['claude', 'mcp', 'add', '--scope', 'project', 'repomap', '--', 'node', realCli(), 'mcp', s.root]);
  });

  it('starts `repomap` when the repomap on PATH is this CLI (an installed package)', () => {
    const s = setup();
    symlinkSync(CLI, join(s.bin, 'repomap'));
    expect(entryOf('cursor', config(s, ['cursor']).stdout)).toEqual({ command: 'repomap', args: ['mcp', s.root] });
    expect(shellWords(config(s, ['claude-code']).stdout.trimEnd()).slice(-3)).toEqual(['repomap', 'mcp', s.root]);
  });

  it('starts `node <CLI>` when the repomap on PATH is another one', () => {
    const s = setup();
    writeFileSync(join(s.bin, 'repomap'), '#!/bin/sh\n', { mode: 0o755 });
    expect(entryOf('codex', config(s, ['codex']).stdout).command).toBe('node');
  });

  it('--http: the loopback URL with the token referenced by its variable, never its value', () => {
    const s = setup();
    const outputs = Object.fromEntries(CLIENTS.filter((c) => c !== 'claude-desktop').map((client) => [client, config(s, [client, '--http', '--port', '9100'])]));
    for (const result of Object.values(outputs)) {
      expect(result.status).toBe(0);
      expect(result.stdout + result.stderr).not.toContain(SECRET);
      expect(result.stderr).toContain('REPOMAP_MCP_TOKEN');
    }
    const url = 'http://127.0.0.1:9100/mcp';
    expect(shellWords(outputs['claude-code']!.stdout.trimEnd())).toEqual([
      'claude', 'mcp', 'add', '--scope', 'project', '--transport', 'http', 'repomap', url, '--header', 'Authorization: Bearer ${REPOMAP_MCP_TOKEN}',
    ]);
    expect(entryOf('cursor', outputs.cursor!.stdout)).toEqual({ url, headers: { Authorization: 'Bearer ${env:REPOMAP_MCP_TOKEN}' } });
    const vscode = JSON.parse(outputs.vscode!.stdout);
    expect(vscode.servers.repomap).toEqual({ type: 'http', url, headers: { Authorization: 'Bearer ${input:repomap-token}' } });
    expect(vscode.inputs).toEqual([expect.objectContaining({ type: 'promptString', id: 'repomap-token', password: true })]);
    expect(entryOf('codex', outputs.codex!.stdout)).toEqual({ url, bearer_token_env_var: 'REPOMAP_MCP_TOKEN' });
  });

  it.each([
    [['nope'], 'unknown client'],
    [[], 'which client'],
    [['claude-desktop', '--http'], 'only stdio servers'],
    [['cursor', '--port', '9100'], '--port needs --http'],
    [['cursor', '--http', '--port', '70000'], '--port'],
    [['cursor', 'missing-dir'], 'root does not exist'],
    [['cursor', '.', 'extra'], 'too many arguments'],
  ])('%j is exit 2 with one line', (args, message) => {
    const result = config(setup(), args);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain(message);
    expect(result.stderr.trimEnd().split('\n')).toHaveLength(1);
    if (args[0] === 'nope' || args.length === 0) expect(result.stderr).toContain(CLIENTS.join(', '));
  });
});

// An existing file for each client, with keys repomap must keep.
const EXISTING: Record<(typeof CLIENTS)[number], string> = {
  'claude-code': '{\n  "mcpServers": {\n    "github": { "type": "http", "url": "https://api.githubcopilot.com/mcp/" }\n  },\n  "other": [1, 2]\n}\n',
  'claude-desktop': '{"globalShortcut": "Ctrl+Space", "mcpServers": {"files": {"command": "npx", "args": ["-y", "fs"]}}}',
  cursor: '{"mcpServers": {"playwright": {"command": "npx", "args": ["@playwright/mcp@latest"]}}}\n',
  vscode: '{"inputs": [{"type": "promptString", "id": "gh", "description": "GitHub", "password": true}], "servers": {"gh": {"type": "http", "url": "https://x/mcp"}}}\n',
  codex: '# mine\nmodel = "o3"\n\n[mcp_servers.docs]\ncommand = "npx"\nargs = ["-y", "docs-mcp"]  # pinned\n\n[profiles.fast]\nmodel = "o4-mini"\n',
};

describe('repomap mcp config CLIENT --write', () => {
  it.each(CLIENTS)('%s: merges into the existing file, keeps the rest, saves a backup, and a second --write changes nothing', (client) => {
    const s = setup();
    const file = fileOf(s, client);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, EXISTING[client]);
    chmodSync(file, 0o600);

    const first = config(s, [client, '--write']);
    expect(first.status).toBe(0);
    expect(first.stdout).toContain(`${file}.bak`);
    expect(readFileSync(`${file}.bak`, 'utf8')).toBe(EXISTING[client]);
    const written = readFileSync(file, 'utf8');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(entryOf(client, written)).toEqual(expect.objectContaining({ command: 'node', args: [realCli(), 'mcp', s.root] }));
    if (client === 'codex') {
      expect(written.startsWith(EXISTING.codex)).toBe(true);
    } else {
      const before = JSON.parse(EXISTING[client]);
      const after = JSON.parse(written);
      const key = client === 'vscode' ? 'servers' : 'mcpServers';
      expect({ ...after, [key]: { ...after[key], repomap: undefined } }).toEqual({ ...before, [key]: { ...before[key], repomap: undefined } });
    }

    const second = config(s, [client, '--write']);
    expect(second.status).toBe(0);
    expect(second.stdout).toContain('left unchanged');
    expect(readFileSync(file, 'utf8')).toBe(written);
    expect(readFileSync(`${file}.bak`, 'utf8')).toBe(EXISTING[client]);
  });

  it.each(CLIENTS)('%s: creates the file (and its directory) when there is none, with no backup', (client) => {
    const s = setup();
    const result = config(s, [client, '--write']);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('created');
    expect(entryOf(client, readFileSync(fileOf(s, client), 'utf8')).args).toEqual([realCli(), 'mcp', s.root]);
    expect(existsSync(`${fileOf(s, client)}.bak`)).toBe(false);
  });

  it('replaces our earlier entry when switching to --http, and says so', () => {
    const s = setup();
    expect(config(s, ['vscode', '--write']).status).toBe(0);
    const result = config(s, ['vscode', '--write', '--http']);
    expect(result.stdout).toContain('replaced');
    const written = JSON.parse(readFileSync(fileOf(s, 'vscode'), 'utf8'));
    expect(written.servers.repomap.url).toBe('http://127.0.0.1:7823/mcp');
    expect(written.inputs.map((input: { id: string }) => input.id)).toEqual(['repomap-token']);
    expect(readFileSync(fileOf(s, 'vscode'), 'utf8')).not.toContain(SECRET);
  });

  it.each(CLIENTS)('%s: refuses a config file that is a symbolic link, and leaves its target alone', (client) => {
    const s = setup();
    const file = fileOf(s, client);
    const target = join(s.home, 'elsewhere');
    writeFileSync(target, EXISTING[client]);
    mkdirSync(dirname(file), { recursive: true });
    symlinkSync(target, file);
    const result = config(s, [client, '--write']);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('symbolic link');
    expect(readFileSync(target, 'utf8')).toBe(EXISTING[client]);
    expect(existsSync(`${file}.bak`)).toBe(false);
  });

  it('refuses a .vscode directory that links out of the repository', () => {
    const s = setup();
    const outside = join(s.home, 'outside');
    mkdirSync(outside);
    symlinkSync(outside, join(s.root, '.vscode'));
    const result = config(s, ['vscode', '--write']);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('out of the repository root');
    expect(existsSync(join(outside, 'mcp.json'))).toBe(false);
  });

  it.each([
    ['cursor', '{"mcpServers": {"a": {"command": "x"},}}\n', 'cannot parse'],
    ['claude-desktop', '// settings\n{}\n', 'cannot parse'],
    ['claude-code', '[1, 2]\n', 'expected a JSON object'],
    ['vscode', '{"servers": []}\n', '"servers" is not an object'],
    ['codex', '[mcp_servers.docs]\ncommand = "npx\n', 'line 2: unterminated string'],
    ['codex', 'mcp_servers = { repomap = { command = "x" } }\n', 'set by a key'],
  ] as const)('%s: a file it cannot parse (%j) is exit 2 with one line, and is left as it was', (client, text, message) => {
    const s = setup();
    const file = fileOf(s, client);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
    const result = config(s, [client, '--write']);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain(message);
    expect(result.stderr).toContain('nothing was written');
    expect(result.stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(readFileSync(file, 'utf8')).toBe(text);
    expect(existsSync(`${file}.bak`)).toBe(false);
  });

  it('takes CODEX_HOME for Codex and XDG_CONFIG_HOME for Claude Desktop on Linux', () => {
    const s = setup();
    const codexHome = join(s.home, 'codex-home');
    const xdg = join(s.home, 'xdg');
    const env = { HOME: s.home, CODEX_HOME: codexHome, XDG_CONFIG_HOME: xdg, PATH: s.bin };
    expect(runCli(['mcp', 'config', 'codex', s.root, '--write'], { env }).status).toBe(0);
    expect(existsSync(join(codexHome, 'config.toml'))).toBe(true);
    if (process.platform === 'linux') {
      expect(runCli(['mcp', 'config', 'claude-desktop', s.root, '--write'], { env }).status).toBe(0);
      expect(existsSync(join(xdg, 'Claude', 'claude_desktop_config.json'))).toBe(true);
    }
  });
});
