import { describe, expect, it } from 'vitest';
import { readTomlTable, setTomlTable, tomlTable, TomlError, type TomlEntry } from '../../../src/cli/mcp-config/toml.js';

// A config.toml as Codex users write them: top-level settings, servers with env tables and
// arrays over several lines, profiles, comments everywhere, and the string kinds TOML has.
const CODEX_CONFIG = `# ~/.codex/config.toml
model = "gpt-5-codex"
approval_policy = "on-request"
model_reasoning_effort = 'high'
notify = ["notify-send", "Codex"]
max_tokens = 1_000
started = 1979-05-27 07:32:00Z
instructions = """
Be brief.\\
   Really."""

[mcp_servers.context7]
command = "npx"
args = [
  "-y",            # always the latest
  "@upstash/context7-mcp",
]
startup_timeout_sec = 20
env = { "CONTEXT7_API_KEY" = "abc", DEBUG = false }

[mcp_servers."figma desk"]
url = 'https://mcp.figma.com/mcp'
bearer_token_env_var = "FIGMA_TOKEN"
enabled = true

[mcp_servers.context7.tools.search]
approval = "never"

[profiles.fast]
model = "o4-mini"
sandbox_workspace_write.network_access = true

[[hooks.on_start]]
run = "echo hi" # a comment after a value
`;

const OURS = ['mcp_servers', 'repomap'];
const STDIO: TomlEntry[] = [
  ['command', 'repomap'],
  ['args', ['mcp', '/home/me/project']],
];

describe('readTomlTable', () => {
  it('reads the servers of a real-format Codex config, with their arrays, inline tables and sub-tables', () => {
    expect(readTomlTable(CODEX_CONFIG, ['mcp_servers', 'context7'])).toEqual({
      command: 'npx',
      args: ['-y', '@upstash/context7-mcp'],
      startup_timeout_sec: 20,
      env: { CONTEXT7_API_KEY: 'abc', DEBUG: false },
      tools: { search: { approval: 'never' } },
    });
    expect(readTomlTable(CODEX_CONFIG, ['mcp_servers', 'figma desk'])).toEqual({
      url: 'https://mcp.figma.com/mcp',
      bearer_token_env_var: 'FIGMA_TOKEN',
      enabled: true,
    });
    expect(readTomlTable(CODEX_CONFIG, ['profiles', 'fast'])).toEqual({ model: 'o4-mini', sandbox_workspace_write: { network_access: true } });
    expect(readTomlTable(CODEX_CONFIG, OURS)).toBeNull();
  });

  it('reads top-level keys, multi-line strings with a line-ending backslash, dates and numbers', () => {
    const top = readTomlTable(`${CODEX_CONFIG.split('[mcp_servers.context7]')[0]}`, [])!;
    expect(top.instructions).toBe('Be brief.Really.');
    expect(top.started).toBe('1979-05-27 07:32:00Z');
    expect(top.max_tokens).toBe(1000);
    expect(top.notify).toEqual(['notify-send', 'Codex']);
  });

  it('reads the same document with CRLF line breaks', () => {
    expect(readTomlTable(CODEX_CONFIG.replaceAll('\n', '\r\n'), ['mcp_servers', 'context7'])?.args).toEqual(['-y', '@upstash/context7-mcp']);
  });

  it.each([
    ['name = "unterminated\n', 1, 'unterminated string'],
    ['[table\nkey = 1\n', 1, "expected ']'"],
    ['a = 1\nkey value\n', 2, "expected '='"],
    ['a = 1 b = 2\n', 1, 'unexpected text'],
    ['a = [1, 2\nb = 3\n', 2, "expected ',' or ']'"],
    ['a = 1\nb = """never closed\n\n', 2, 'unterminated multi-line string'],
    ['a = "\\q"\n', 1, 'bad escape'],
    ['a = \n', 1, 'expected a value'],
  ])('refuses %j, naming line %i', (text, line, reason) => {
    let error: unknown;
    try {
      readTomlTable(text, OURS);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(TomlError);
    expect((error as TomlError).line).toBe(line);
    expect((error as TomlError).message).toContain(reason);
  });
});

describe('tomlTable', () => {
  it('writes strings that read back exactly, quotes, backslashes and control characters included', () => {
    const hostile = 'C:\\dir "quoted" \u0007bell\nnewline\ttab \u009b csi \u{1F600}';
    const text = tomlTable(['mcp_servers', 'odd name'], [
      ['command', hostile],
      ['args', ['mcp', hostile, '']],
    ]);
    expect(text.split('\n')[0]).toBe('[mcp_servers."odd name"]');
    expect(text).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/);
    expect(readTomlTable(text, ['mcp_servers', 'odd name'])).toEqual({ command: hostile, args: ['mcp', hostile, ''] });
  });
});

describe('setTomlTable', () => {
  it('appends the table after the rest, which stays byte for byte', () => {
    const merged = setTomlTable(CODEX_CONFIG, OURS, STDIO);
    expect(merged.startsWith(CODEX_CONFIG)).toBe(true);
    expect(merged.slice(CODEX_CONFIG.length)).toBe('\n[mcp_servers.repomap]\ncommand = "repomap"\nargs = ["mcp", "/home/me/project"]\n');
    expect(readTomlTable(merged, OURS)).toEqual({ command: 'repomap', args: ['mcp', '/home/me/project'] });
    expect(readTomlTable(merged, ['mcp_servers', 'context7'])).toEqual(readTomlTable(CODEX_CONFIG, ['mcp_servers', 'context7']));
  });

  it('is idempotent: setting the same table again changes nothing', () => {
    const once = setTomlTable(CODEX_CONFIG, OURS, STDIO);
    expect(setTomlTable(once, OURS, STDIO)).toBe(once);
  });

  it('replaces an existing table and its sub-tables where they stand, keeping what follows', () => {
    const text = 'a = 1\n\n[mcp_servers.repomap]\ncommand = "old"\nstartup_timeout_sec = 5\n# about the next table\n\n[mcp_servers.repomap.env]\nX = "1"\n\n[other]\nb = 2\n';
    const merged = setTomlTable(text, OURS, [
      ['url', 'http://127.0.0.1:7823/mcp'],
      ['bearer_token_env_var', 'REPOMAP_MCP_TOKEN'],
    ]);
    expect(merged).toBe(
      'a = 1\n\n[mcp_servers.repomap]\nurl = "http://127.0.0.1:7823/mcp"\nbearer_token_env_var = "REPOMAP_MCP_TOKEN"\n# about the next table\n\n\n[other]\nb = 2\n',
    );
    expect(readTomlTable(merged, OURS)).toEqual({ url: 'http://127.0.0.1:7823/mcp', bearer_token_env_var: 'REPOMAP_MCP_TOKEN' });
  });

  it('writes CRLF into a CRLF file, and starts an empty file with the table alone', () => {
    expect(setTomlTable('a = 1\r\n', OURS, STDIO)).toBe('a = 1\r\n\r\n[mcp_servers.repomap]\r\ncommand = "repomap"\r\nargs = ["mcp", "/home/me/project"]\r\n');
    expect(setTomlTable('', OURS, STDIO)).toBe(tomlTable(OURS, STDIO));
    expect(setTomlTable('a = 1', OURS, STDIO)).toBe(`a = 1\n\n${tomlTable(OURS, STDIO)}`);
  });

  it.each([
    ['mcp_servers = { repomap = { command = "x" } }\n', 'mcp_servers is set by a key'],
    ['mcp_servers.repomap.command = "x"\n', 'mcp_servers.repomap.command is set by a key'],
    ['[mcp_servers]\nrepomap = { command = "x" }\n', 'mcp_servers.repomap is set by a key'],
    ['[[mcp_servers]]\nname = "x"\n', 'array of tables'],
  ])('refuses to guess when the document defines our table another way: %j', (text, reason) => {
    expect(() => setTomlTable(text, OURS, STDIO)).toThrow(reason);
  });
});
