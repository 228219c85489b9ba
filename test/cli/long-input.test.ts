// Error and no-match lines repeat at most 200 characters of what the user typed
// (a query, a name, a path, a flag's value), cut with `…`, control characters
// escaped: a 60 KB argument never comes back as a 60 KB line.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanupTemporaries, copyFixture, runCli } from '../helpers.js';

let root: string;

beforeAll(() => {
  root = copyFixture('ts-billing');
  expect(runCli(['index', root, '--quiet']).status).toBe(0);
});
afterAll(cleanupTemporaries);

/** 60,000 characters starting with an escape sequence; no definition has such a name. */
const LONG = `\u001b[2KZq${'Zq'.repeat(30_000)}`.slice(0, 60_000);
/** What the lines show of LONG: its first 199 characters, escaped, then `…`. */
const SHOWN = `\\033[2K${LONG.slice(4, 199)}…`;

describe('long user input in error lines', () => {
  it('is cut to 200 characters in every command that repeats it', () => {
    const cases: { args: string[]; line: string; status: number }[] = [
      { args: ['show', root, LONG], line: `repomap: no symbol named '${SHOWN}'`, status: 2 },
      { args: ['refs', root, LONG], line: `repomap: no definition or use of '${SHOWN}'`, status: 0 },
      { args: ['refs', root, 'applyTax', '--kind', LONG], line: `repomap: --kind must be one of call, new, inheritance, import, type, member, got '${SHOWN}'`, status: 2 },
      { args: ['search', root, 'tax', '--kind', LONG], line: `got '${SHOWN}'`, status: 2 },
      { args: ['show', root, 'x', '--context', LONG], line: `repomap: --context must be a non-negative integer, got '${SHOWN}'`, status: 2 },
      { args: ['symbols', root, LONG.slice(4)], line: `repomap: no such file: ${LONG.slice(4, 203)}…`, status: 2 },
      { args: ['map', root, '--format', LONG], line: `repomap: --format must be text, markdown or json, got '${SHOWN}'`, status: 2 },
      { args: ['pack', root, '--mode', LONG], line: `repomap: --mode must be fail-closed or compact, got '${SHOWN}'`, status: 2 },
      { args: ['pack', root, '--map-share', LONG], line: `repomap: --map-share must be a number from 0 to 1, got '${SHOWN}'`, status: 2 },
      { args: ['mcp', root, '--http', '--port', LONG], line: `repomap: --port: expected a port number 0-65535, got '${SHOWN}'`, status: 2 },
      { args: ['bench', LONG], line: `repomap: bench: unknown subcommand '${SHOWN}'`, status: 2 },
      { args: [LONG], line: `repomap: unknown command '${SHOWN}'`, status: 2 },
      { args: ['map', root, '--tokens', LONG], line: `repomap: --tokens must be a positive integer, got '${SHOWN}'`, status: 2 },
      { args: ['map', root, '--diff', LONG.slice(4)], line: `repomap: --diff: unknown revision or not a git repository: ${LONG.slice(4, 203)}…`, status: 2 },
      { args: ['map', root, '--seed', LONG.slice(4)], line: `no such file or directory: ${LONG.slice(4, 203)}…`, status: 2 },
      { args: ['map', root, '--seed', `/elsewhere/${LONG.slice(4)}`], line: `path is outside the repository root: /elsewhere/ZqZq`, status: 2 },
      { args: ['map', root, '--query-file', LONG.slice(4)], line: `repomap: --query-file: cannot read ZqZq`, status: 2 },
      { args: ['map', `${root}/${LONG.slice(4)}`], line: `repomap: root does not exist: ${root}/ZqZq`, status: 2 },
      { args: ['map', root, `--${LONG.slice(4)}`], line: `repomap: Unknown option '--ZqZq`, status: 2 },
      { args: ['pack', root, '--pr-path', LONG.slice(4)], line: `pr-path ${LONG.slice(4, 203)}…`, status: 2 },
    ];
    for (const { args, line, status } of cases) {
      const what = args.filter((arg) => arg !== LONG && arg !== root).join(' ') || 'command';
      const result = runCli([...args, ...(args[0] === LONG || args[0] === 'bench' ? [] : ['--quiet'])]);
      expect(result.status, what).toBe(status);
      const lines = result.stderr.split('\n');
      expect(lines, what).toHaveLength(2);
      expect(lines[1], what).toBe('');
      expect(lines[0], what).toContain(line);
      expect(lines[0]!.length, what).toBeLessThan(400);
      expect(lines[0]!.endsWith('…') || lines[0]!.includes('…'), what).toBe(true);
    }
  });
});
