// Every flag of every command, once: its name, value, default, one line saying what it does
// and the commands that take it. Each command's parser is built from this table
// (args.ts `parse`), and so are `repomap COMMAND --help` and the README's CLI reference
// (help.ts): what a command accepts and what its help describes cannot drift apart.

import { MAP_FORMATS_IN_WORDS } from '../core.js';

/** A command as the table names it: `map`, or a subcommand such as `bench run` or `mcp config`. */
export type CommandKey = string;

export interface FlagSpec {
  /** The long name, without `--`. */
  name: string;
  short?: string;
  /** The value's placeholder (`N`, `FILE`); none for a switch. */
  value?: string;
  multiple?: boolean;
  /** The default as help shows it; none when the flag is off or unset by default. */
  default?: string;
  description: string;
  commands: readonly CommandKey[];
  /** An older spelling of another flag of the same commands: taken as that flag, refused beside it. */
  aliasOf?: string;
  /** Where `.repomap.json` sets this flag's default (shared/config.ts). */
  config?: string;
  /** How help groups it: the task's seeds, the index's scanning, or the command's own. */
  group?: 'task' | 'index';
}

/** The commands that open and update the index. */
const INDEXING = ['index', 'map', 'rank', 'tune', 'graph', 'symbols', 'show', 'search', 'refs', 'mcp', 'pack', 'watch'] as const;
/** The commands that rank for a task. */
const SEEDED = ['map', 'rank', 'graph', 'watch'] as const;
/** The commands that print or write a map. */
const MAPPING = ['map', 'watch'] as const;
/** The bench subcommands that run rankers. */
const BENCH_RUNNING = ['bench run', 'bench cochange'] as const;

export const FLAGS: readonly FlagSpec[] = [
  // The task.
  { name: 'seed', value: 'PATH', multiple: true, group: 'task', commands: SEEDED, description: 'a path the task changes (relative to ROOT; a file or a directory); repeatable' },
  { name: 'diff', value: 'REV', group: 'task', commands: SEEDED, description: 'seed every file git says changed since REV, uncommitted and untracked work included' },
  { name: 'mention', value: 'IDENT', multiple: true, group: 'task', commands: SEEDED, description: 'a name the task mentions, bare or qualified (Invoice.applyTax); repeatable' },
  { name: 'query', value: 'TEXT', group: 'task', commands: SEEDED, description: 'free text such as an issue: its identifiers, paths, words and quotes seed the ranking' },
  { name: 'query-file', value: 'FILE', group: 'task', commands: SEEDED, description: 'the --query text read from FILE (relative to the current directory)' },
  { name: 'aider', group: 'task', commands: SEEDED, description: "rank with Aider's repo-map weights instead of repomap's, for comparison" },

  // Scanning and the index.
  { name: 'db', value: 'FILE', group: 'index', commands: INDEXING, default: 'ROOT/.repomap/index.db', description: 'where the index lives' },
  { name: 'quiet', short: 'q', group: 'index', commands: [...INDEXING, ...BENCH_RUNNING], description: 'no progress line (progress is shown only when stderr is a terminal)' },
  { name: 'exclude', value: 'GLOB', multiple: true, group: 'index', config: 'exclude', commands: INDEXING, description: 'leave out files matching GLOB (gitignore syntax); repeatable, adds to the config\'s' },
  { name: 'max-file-bytes', value: 'N', group: 'index', config: 'maxFileBytes', default: '1048576', commands: INDEXING, description: 'skip files larger than N bytes' },
  { name: 'include-vendored', group: 'index', config: 'includeVendored', commands: INDEXING, description: 'index node_modules, dist, vendor… (skipped by default)' },

  // Maps.
  { name: 'tokens', value: 'N', default: '2048', config: 'map.tokens', commands: MAPPING, description: 'token budget: the map never counts more than N tokens, and is filled to it' },
  { name: 'tokens', value: 'N', config: 'pack.tokens', commands: ['pack'], description: 'token budget of the whole output (none by default)' },
  { name: 'token-budget', value: 'N', aliasOf: 'tokens', commands: ['pack'], description: 'old spelling of --tokens' },
  { name: 'bytes', value: 'N', config: 'map.bytes', commands: MAPPING, description: 'also cap the map at N bytes of UTF-8' },
  { name: 'bytes', value: 'N', default: '32768', config: 'pack.bytes', commands: ['pack'], description: 'byte budget of the whole output (always applies)' },
  { name: 'byte-budget', value: 'N', aliasOf: 'bytes', commands: ['pack'], description: 'old spelling of --bytes' },
  {
    name: 'tokenizer',
    value: 'NAME',
    default: 'o200k_base',
    config: 'tokenizer',
    commands: [...MAPPING, 'pack'],
    description: 'count tokens as o200k_base (GPT-4o and later) or cl100k_base (GPT-4, GPT-3.5) does',
  },
  { name: 'format', value: 'FORMAT', default: 'text', config: 'map.format', commands: MAPPING, description: MAP_FORMATS_IN_WORDS },
  { name: 'json', commands: ['map', 'watch'], description: 'print JSON (the same as --format json)' },
  { name: 'docs', config: 'map.docs', commands: MAPPING, description: "follow a shown definition's signature with its doc comment's first sentence where the budget allows; on unless --no-docs" },
  { name: 'no-docs', commands: MAPPING, description: 'signatures only' },
  { name: 'output', short: 'o', value: 'FILE', commands: MAPPING, description: 'write the map to FILE (relative to the current directory; atomically, never through a link) instead of stdout' },

  // JSON.
  { name: 'json', commands: ['index', 'rank', 'tune', 'symbols', 'show', 'search', 'refs', 'languages'], description: 'print JSON instead of text' },

  // rank, graph.
  { name: 'top', value: 'K', config: 'rank.top', commands: ['rank'], description: 'show only the first K files (or symbols); all by default' },
  { name: 'symbols', commands: ['rank'], description: 'rank definitions instead of files' },
  { name: 'top', value: 'N', default: '50', commands: ['graph'], description: 'draw the N best-ranked files' },
  { name: 'html', value: 'FILE', commands: ['graph'], description: 'the page to write (required; relative to the current directory)' },

  // show, search, refs.
  { name: 'context', value: 'N', default: '20', commands: ['show'], description: 'lines shown around PATH:LINE' },
  { name: 'limit', value: 'N', default: '20', commands: ['search'], description: 'at most N results' },
  { name: 'kind', value: 'KIND', commands: ['search'], description: 'only definitions of this kind (function, class, method, …)' },
  { name: 'kind', value: 'KIND', commands: ['refs'], description: 'only references of this kind: call, new, inheritance, import, type, member' },
  { name: 'path', value: 'FILE', commands: ['refs'], description: 'only references in FILE (relative to ROOT)' },
  { name: 'limit', value: 'N', commands: ['refs'], description: 'at most N references or callers' },
  { name: 'callers', commands: ['refs'], description: 'the definitions that call NAME' },
  { name: 'callees', commands: ['refs'], description: 'what NAME calls' },

  // tune.
  { name: 'changes', value: 'N', default: '100', commands: ['tune'], description: 'tune on the last N qualifying changes of the history' },
  { name: 'show', commands: ['tune'], description: 'print the current tuning, change nothing' },
  { name: 'reset', commands: ['tune'], description: 'remove the tuning and turn automatic tuning off' },
  { name: 'auto', commands: ['tune'], description: 'turn automatic tuning on (retuned as the history grows)' },

  // pack.
  { name: 'required', value: 'PATH', multiple: true, commands: ['pack'], description: 'a file the output must contain whole (project rules such as AGENTS.md); repeatable' },
  { name: 'pr-path', value: 'PATH', multiple: true, commands: ['pack'], description: 'a file the pull request changes, shown whole in the order given; repeatable' },
  { name: 'mode', value: 'MODE', default: 'fail-closed', config: 'pack.mode', commands: ['pack'], description: 'fail-closed (a required or PR file that does not fit stops the run) or compact (leave it out)' },
  { name: 'profile', value: 'NAME', commands: ['pack'], description: 'take mode, budgets and required files from this profile of .repomap.json' },
  { name: 'map-share', value: 'F', default: '1', config: 'pack.mapShare', commands: ['pack'], description: "the map section's share of each budget, 0 to 1 (0 leaves it out)" },
  { name: 'audit', value: 'FILE', default: 'ROOT/.repomap/audit.jsonl', commands: ['pack'], description: 'append the run\'s audit line to FILE (relative to the current directory)' },

  // mcp.
  { name: 'http', commands: ['mcp'], description: 'serve Streamable HTTP on 127.0.0.1 instead of stdio (a bearer token is required)' },
  { name: 'port', value: 'N', default: '7823', commands: ['mcp', 'mcp config'], description: 'the HTTP port (with --http)' },
  { name: 'watch', commands: ['mcp'], description: 'keep the index fresh as files change' },
  { name: 'allow-origin', value: 'URL', multiple: true, commands: ['mcp'], description: 'a browser origin allowed to call the HTTP server (with --http); repeatable' },
  { name: 'max-sessions', value: 'N', default: '100', commands: ['mcp'], description: 'open HTTP sessions at most (with --http)' },
  { name: 'idle-timeout', value: 'SECONDS', default: '1800', commands: ['mcp'], description: 'close an HTTP session idle this long, 0 for never (with --http)' },
  { name: 'http', commands: ['mcp config'], description: "register the HTTP server (with its token's variable) instead of stdio" },
  { name: 'write', commands: ['mcp config'], description: "merge the entry into the client's config file (atomically, with a backup) instead of printing it" },

  // bench.
  { name: 'rankers', value: 'LIST', commands: BENCH_RUNNING, description: 'comma-separated rankers to run (repomap bench rankers lists them); all by default' },
  { name: 'json', value: 'FILE', commands: [...BENCH_RUNNING, 'bench fit'], description: 'also write the report as JSON to FILE' },
  { name: 'markdown', value: 'FILE', commands: BENCH_RUNNING, description: 'also write the report as Markdown to FILE' },
  { name: 'budgets', value: 'LIST', default: '1024,2048,4096,8192', commands: BENCH_RUNNING, description: 'token budgets at which maps are scored, or none' },
  { name: 'resamples', value: 'N', default: '1000', commands: BENCH_RUNNING, description: 'bootstrap resamples of the confidence intervals' },
  { name: 'cache-dir', value: 'DIR', default: 'TMPDIR/repomap-bench-cache-USER', commands: BENCH_RUNNING, description: 'where checkouts and indexes of the cases are kept' },
  { name: 'no-cache', commands: BENCH_RUNNING, description: 'keep no cache' },
  { name: 'compare', value: 'EARLIER.json', commands: BENCH_RUNNING, description: 'compare with an earlier JSON report' },
  { name: 'no-history', commands: BENCH_RUNNING, description: 'rank without the git history (co-change, past messages)' },
  { name: 'signals', value: 'FILE', commands: BENCH_RUNNING, description: "write each case's fusion inputs to FILE, one JSON line per case (for bench fit)" },
  { name: 'cases', value: 'N', default: '100', commands: ['bench cochange'], description: 'cases to make from the history' },
  { name: 'since', value: 'DATE', commands: ['bench cochange'], description: 'only changes after DATE' },
  { name: 'until', value: 'DATE', commands: ['bench cochange'], description: 'only changes before DATE' },
  { name: 'with-message', commands: ['bench cochange'], description: "seed each case with its commit message as well as half its files" },
  { name: 'text-only', commands: ['bench cochange'], description: 'seed each case with its commit message only' },
  { name: 'text-only', commands: ['bench fit'], description: "the cases are texts alone (issues): fit a text's fusion, on (MRR + Hit@5) / 2" },
  { name: 'rev', value: 'REV', default: 'HEAD', commands: ['bench cochange'], description: 'read the history back from REV' },
  { name: 'cases-out', value: 'FILE', commands: ['bench cochange'], description: 'also write the cases to FILE (JSON Lines, for bench run)' },
  { name: 'dry-run', commands: ['bench cochange'], description: 'print the cases, run nothing' },
  { name: 'validate', value: 'FILES', commands: ['bench fit'], description: 'signals files (comma-separated) to validate the fit on' },
  { name: 'cross-validate', commands: ['bench fit'], description: 'leave one repository out at a time' },
  { name: 'by-time', commands: ['bench fit'], description: "fit on each repository's older changes, check on its newer ones (as tune does)" },
  { name: 'min-gain', value: 'G', commands: ['bench fit'], description: 'the gain a fit must show to be kept (with --by-time)' },
  { name: 'unchecked', commands: ['bench fit'], description: 'keep the fit without the newer-changes check (with --by-time)' },
];

/** The flags a command takes, in table order. */
export function flagsOf(command: CommandKey): FlagSpec[] {
  return FLAGS.filter((flag) => flag.commands.includes(command));
}
