// The commands as help describes them: one line each, their arguments, and examples. Their
// flags come from flags.ts.

export interface CommandInfo {
  name: string;
  /** One line: what the command does. */
  summary: string;
  /** Synopsis lines (`repomap map [ROOT] [flags]`); subcommands get one each. */
  usage: readonly string[];
  /** What the positionals mean, and anything else a user needs before the flags. */
  notes?: readonly string[];
  /** For commands with subcommands: which table keys hold their flags, in order. */
  subcommands?: readonly string[];
  examples: readonly string[];
}

export const COMMAND_LIST: readonly CommandInfo[] = [
  {
    name: 'map',
    summary: 'print a ranked, signature-only map of the code that matters for a task, within a token budget',
    usage: ['repomap map [ROOT] [flags]'],
    notes: ['ROOT: the repository (default: the current directory); the index is brought up to date first.', 'No task flags: a general map by global rank.'],
    examples: ['repomap map . --tokens 2048 -o MAP.md', 'repomap map --diff main --json', 'repomap map --query-file issue.txt --tokenizer cl100k_base'],
  },
  {
    name: 'rank',
    summary: 'list the files (or definitions) that matter for a task, best first, with a reason each',
    usage: ['repomap rank [ROOT] [flags]'],
    notes: ['ROOT: the repository (default: the current directory).'],
    examples: ['repomap rank --seed src/billing/invoice.ts --top 10', 'repomap rank --mention Invoice.applyTax --symbols --json'],
  },
  {
    name: 'pack',
    summary: "assemble a task's context (required files, PR files, their dependencies, a map) under budgets, with an audit line",
    usage: ['repomap pack [ROOT] [flags]'],
    notes: ['ROOT: the repository (default: the current directory). PATHs are relative to ROOT.'],
    examples: ['repomap pack --required AGENTS.md --pr-path src/billing/invoice.ts --tokens 8000', 'repomap pack --profile review --pr-path src/api.ts'],
  },
  {
    name: 'index',
    summary: 'bring the index up to date and say what changed',
    usage: ['repomap index [ROOT] [flags]'],
    notes: ['ROOT: the repository (default: the current directory); map, rank and the rest index first on their own.'],
    examples: ['repomap index', 'repomap index ~/src/project --json'],
  },
  {
    name: 'symbols',
    summary: 'list the definitions of files, ctags-like',
    usage: ['repomap symbols [ROOT] [PATH]... [flags]', 'repomap symbols FILE... [flags]'],
    notes: [
      'PATH: a file relative to ROOT (every file when none is given).',
      'When the first argument is a file, not a directory, ROOT is the current directory and every argument is a FILE in it.',
    ],
    examples: ['repomap symbols src/flask/sessions.py', 'repomap symbols . src/app.ts src/db.ts --json'],
  },
  {
    name: 'show',
    summary: "print a definition's source, or lines of a file",
    usage: ['repomap show [ROOT] TARGET [flags]'],
    notes: ['TARGET: a symbol (Invoice.applyTax, applyTax) or PATH:LINE[-END], PATH relative to ROOT; with one argument ROOT is the current directory.'],
    examples: ['repomap show Invoice.applyTax', 'repomap show src/billing/invoice.ts:20-40'],
  },
  {
    name: 'search',
    summary: 'find definitions by name or by the words of their names',
    usage: ['repomap search [ROOT] QUERY [flags]'],
    notes: ['QUERY: words or a name (quote several words); with one argument ROOT is the current directory.'],
    examples: ['repomap search "apply tax"', 'repomap search Invoice --kind class --json'],
  },
  {
    name: 'refs',
    summary: "list a definition's uses, callers or callees",
    usage: ['repomap refs [ROOT] NAME [flags]'],
    notes: ['NAME: bare or qualified (applyTax, Invoice.applyTax); with one argument ROOT is the current directory.'],
    examples: ['repomap refs Invoice.applyTax', 'repomap refs applyTax --callers --json'],
  },
  {
    name: 'graph',
    summary: "write an HTML page of a task's ranked neighbourhood in the reference graph",
    usage: ['repomap graph [ROOT] --html FILE [flags]'],
    notes: ['ROOT: the repository (default: the current directory).'],
    examples: ['repomap graph --seed src/app.ts --html graph.html'],
  },
  {
    name: 'tune',
    summary: "fit the ranking's weights to this repository's own history of changes",
    usage: ['repomap tune [ROOT] [flags]'],
    notes: ['ROOT: the repository (default: the current directory).'],
    examples: ['repomap tune', 'repomap tune --show --json', 'repomap tune --auto'],
  },
  {
    name: 'watch',
    summary: 'keep the index fresh as files change; with -o, rewrite a map file after each change',
    usage: ['repomap watch [ROOT] [flags]'],
    notes: ['ROOT: the repository (default: the current directory). Ctrl-C stops.'],
    examples: ['repomap watch -o MAP.md --tokens 4096'],
  },
  {
    name: 'mcp',
    summary: "serve the repository to MCP clients (stdio or HTTP), or print a client's registration",
    usage: ['repomap mcp [ROOT] [flags]', 'repomap mcp config CLIENT [ROOT] [--http [--port N]] [--write]'],
    notes: ['ROOT: the repository (default: the current directory). CLIENT: claude-code, claude-desktop, cursor, vscode or codex.'],
    subcommands: ['mcp', 'mcp config'],
    examples: ['repomap mcp', 'repomap mcp --http --port 7823', 'repomap mcp config claude-code'],
  },
  {
    name: 'languages',
    summary: 'list the languages repomap reads and what it extracts from each',
    usage: ['repomap languages [flags]'],
    examples: ['repomap languages', 'repomap languages --json'],
  },
  {
    name: 'init',
    summary: 'write a commented .repomap.json with the defaults, to edit',
    usage: ['repomap init [ROOT]'],
    notes: ['ROOT: the repository (default: the current directory). An existing .repomap.json is never overwritten.'],
    examples: ['repomap init', 'repomap init ~/src/project'],
  },
  {
    name: 'bench',
    summary: 'measure rankings on case files or on a repository history',
    usage: [
      'repomap bench run CASES.json [flags]',
      'repomap bench cochange REPO [flags]',
      'repomap bench fit TRAIN.jsonl[,…] [flags]',
      'repomap bench rankers',
    ],
    subcommands: ['bench run', 'bench cochange', 'bench fit'],
    examples: ['repomap bench cochange ~/src/flask --cases 50 --json flask.json', 'repomap bench run cases.jsonl --rankers repomap,bm25'],
  },
  {
    name: 'help',
    summary: 'describe a command: its arguments, every flag with its default, examples',
    usage: ['repomap help [COMMAND]', 'repomap COMMAND --help'],
    examples: ['repomap help map'],
  },
];

export function commandInfo(name: string): CommandInfo | undefined {
  return COMMAND_LIST.find((command) => command.name === name);
}
