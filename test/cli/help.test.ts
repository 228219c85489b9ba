// Help from one flag table: every flag a command's parser accepts is the table's, and its help
// describes each with its default; `repomap` alone lists the commands; the CLI
// reference in docs/cli.md is the table's, word for word.
import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { COMMAND_LIST } from '../../src/cli/command-list.js';
import { FLAGS, flagsOf } from '../../src/cli/flags.js';
import { optionsOf } from '../../src/cli/args.js';
import { commandHelp, HELPER_SUMMARY, withCliReference } from '../../src/cli/help.js';
import { SECTION_KEYS, TOP_KEYS } from '../../src/shared/config.js';
import { DEFAULT_HTTP_PORT } from '../../src/mcp/http.js';
import { DEFAULT_CONTEXT_LINES, DEFAULT_GRAPH_TOP, DEFAULT_MAP_TOKENS, DEFAULT_SEARCH_LIMIT, DEFAULT_BYTE_BUDGET } from '../../src/index.js';
import { DEFAULT_MAX_FILE_BYTES } from '../../src/scan/scan.js';
import { DEFAULT_MAX_SESSIONS, DEFAULT_SESSION_IDLE_MS } from '../../src/mcp/http-sessions.js';
import { DEFAULT_BUDGETS } from '../../src/bench/metrics.js';
import { DEFAULT_TOKENIZER } from '../../src/shared/tokenizers.js';
import { PROJECT_ROOT, runCli } from '../helpers.js';

const tableKeys = [...new Set(FLAGS.flatMap((flag) => flag.commands))];

describe('repomap with no arguments', () => {
  it('lists every command with its one-line summary, exit 0', () => {
    const result = runCli([]);
    expect(result.status).toBe(0);
    for (const command of COMMAND_LIST) expect(result.stdout).toContain(`  ${command.name.padEnd(11)}${command.summary}\n`);
    // The opt-in helper is not a map command but is listed, and its own help is there.
    expect(result.stdout).toContain(`  ${'helper'.padEnd(11)}${HELPER_SUMMARY}\n`);
    expect(runCli(['helper', '--help']).stdout).toContain('usage: repomap helper start|stop|status');
    expect(runCli(['--help']).stdout).toBe(result.stdout);
    expect(runCli(['help']).stdout).toBe(result.stdout);
  });
});

describe('each command\'s help', () => {
  it('describes every flag its parser accepts, with its default, and gives examples (repomap COMMAND --help = repomap help COMMAND)', () => {
    for (const command of COMMAND_LIST.filter((entry) => entry.name !== 'help')) {
      const result = runCli([command.name, '--help']);
      expect(result.status, command.name).toBe(0);
      expect(result.stdout, command.name).toBe(commandHelp(command));
      expect(result.stdout).toMatch(/\nExamples:\n {2}repomap /);
      if (command.name === 'map') expect(runCli(['help', 'map']).stdout).toBe(result.stdout);
      for (const key of command.subcommands ?? [command.name]) {
        for (const [name, option] of Object.entries(optionsOf(key))) {
          const spec = flagsOf(key).find((flag) => flag.name === name)!;
          const label = `${option.short ? `-${option.short}, ` : ''}--${name}${option.type === 'string' ? ` ${spec.value}` : ''}`;
          const line = result.stdout.split('\n').find((text) => text.startsWith(`  ${label} `));
          expect(line, `${key} --${name}`).toBeDefined();
          expect(line!.slice(label.length + 2).trim().length, `${key} --${name}`).toBeGreaterThan(10);
          if (spec.default !== undefined) expect(line, `${key} --${name}`).toContain(`default ${spec.default}`);
        }
      }
    }
  });

  it('covers every command key of the table', () => {
    const described = COMMAND_LIST.flatMap((command) => command.subcommands ?? [command.name]);
    expect(tableKeys.filter((key) => !described.includes(key))).toEqual([]);
  });

  it('is where every command parser comes from: no command defines flags of its own', () => {
    const dirs = ['src/cli/commands', 'src/cli/mcp-config'].map((dir) => join(PROJECT_ROOT, dir));
    for (const file of dirs.flatMap((dir) => readdirSync(dir).map((name) => join(dir, name)))) {
      const text = readFileSync(file, 'utf8');
      expect(text, file).not.toMatch(/type: '(string|boolean)'/);
      for (const call of text.matchAll(/\bparse\(argv, ([^)]*)\)/g)) expect(call[1], file).toMatch(/^'[a-z ]+'$/);
    }
  });

  it('refuses a flag the table does not give the command, and names the help to read', () => {
    const result = runCli(['rank', '.', '--tokenizer', 'cl100k_base']);
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/^repomap: Unknown option '--tokenizer'.*\(repomap help rank\)\n$/);
    const unknown = runCli(['help', 'frobnicate']);
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toMatch(/^repomap: unknown command 'frobnicate'/);
  });

  it('shows the built-in defaults the code uses', () => {
    const defaultOf = (name: string, command: string) => FLAGS.find((flag) => flag.name === name && flag.commands.includes(command))!.default;
    expect(defaultOf('tokens', 'map')).toBe(String(DEFAULT_MAP_TOKENS));
    expect(defaultOf('bytes', 'pack')).toBe(String(DEFAULT_BYTE_BUDGET));
    expect(defaultOf('tokenizer', 'map')).toBe(DEFAULT_TOKENIZER);
    expect(defaultOf('top', 'graph')).toBe(String(DEFAULT_GRAPH_TOP));
    expect(defaultOf('limit', 'search')).toBe(String(DEFAULT_SEARCH_LIMIT));
    expect(defaultOf('context', 'show')).toBe(String(DEFAULT_CONTEXT_LINES));
    expect(defaultOf('port', 'mcp')).toBe(String(DEFAULT_HTTP_PORT));
    expect(defaultOf('max-sessions', 'mcp')).toBe(String(DEFAULT_MAX_SESSIONS));
    expect(defaultOf('idle-timeout', 'mcp')).toBe(String(DEFAULT_SESSION_IDLE_MS / 1000));
    expect(defaultOf('max-file-bytes', 'index')).toBe(String(DEFAULT_MAX_FILE_BYTES));
    expect(defaultOf('budgets', 'bench run')).toBe(DEFAULT_BUDGETS.join(','));
  });

  it('names only config keys the config file knows', () => {
    for (const flag of FLAGS.filter((entry) => entry.config !== undefined)) {
      const [first, second] = flag.config!.split('.');
      if (second === undefined) expect(TOP_KEYS, flag.config).toContain(first);
      else expect(SECTION_KEYS[first!], flag.config).toContain(second);
    }
  });
});

describe('one spelling per concept', () => {
  it('takes the old spellings as aliases: pack --byte-budget is --bytes, refused beside it', () => {
    const both = runCli(['pack', '.', '--bytes', '100', '--byte-budget', '100']);
    expect(both.status).toBe(2);
    expect(both.stderr.trim()).toBe('repomap: give --byte-budget or --bytes, not both');
    const tokens = runCli(['pack', '.', '--tokens', '100', '--token-budget', '100']);
    expect(tokens.stderr.trim()).toBe('repomap: give --token-budget or --tokens, not both');
  });

  it('has one spelling per concept: --json on every command that prints JSON, the old budget spellings only as aliases', () => {
    for (const command of ['map', 'watch', 'index', 'rank', 'tune', 'symbols', 'show', 'search', 'refs', 'languages']) {
      expect(optionsOf(command).json, command).toEqual({ type: 'boolean' });
    }
    for (const old of ['token-budget', 'byte-budget', 'format']) {
      expect(FLAGS.filter((flag) => flag.name === old && flag.aliasOf === undefined && old !== 'format')).toEqual([]);
    }
    expect(optionsOf('pack').tokens).toEqual({ type: 'string' });
    expect(optionsOf('pack').bytes).toEqual({ type: 'string' });
  });
});

describe("the CLI reference (docs/cli.md)", () => {
  it('is the one the table makes (node scripts/cli-reference.mjs --write writes it)', () => {
    const readme = readFileSync(join(PROJECT_ROOT, 'docs', 'cli.md'), 'utf8');
    const regenerated = withCliReference(readme);
    expect(regenerated).not.toBeNull();
    expect(regenerated === readme, 'docs/cli.md differs from the flag table: run node scripts/cli-reference.mjs --write').toBe(true);
  });
});
