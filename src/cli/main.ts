#!/usr/bin/env node
import { EXIT_BAD_INPUT, EXIT_INTERNAL, UsageError } from './errors.js';
// The core door, not index.ts: `repomap map` loads only what a map needs (see core.ts).
import { echoText, escapeControls, GitError, LockTimeout, RepoError } from '../core.js';
import { commandHelp, commandInfo, commandListText } from './help.js';

/** The detached tuner's command word (tune-later.ts; kept here so the map loads no more for it). */
const TUNE_LATER_COMMAND = '--tune-later';
/** `repomap helper start|stop|status` (helper/command.ts): not a map command, so not in COMMANDS. */
const HELPER_COMMAND = 'helper';

interface Command {
  run(argv: string[]): Promise<void>;
}

// Each command is loaded only when used, so `repomap map` pays for nothing else.
const COMMANDS: Record<string, () => Promise<Command>> = {
  index: () => import('./commands/index.js'),
  map: () => import('./commands/map.js'),
  rank: () => import('./commands/rank.js'),
  tune: () => import('./commands/tune.js'),
  graph: () => import('./commands/graph.js'),
  symbols: () => import('./commands/symbols.js'),
  show: () => import('./commands/show.js'),
  search: () => import('./commands/search.js'),
  refs: () => import('./commands/refs.js'),
  mcp: () => import('./commands/mcp.js'),
  pack: () => import('./commands/pack.js'),
  bench: () => import('./commands/bench.js'),
  languages: () => import('./commands/languages.js'),
  watch: () => import('./commands/watch.js'),
  init: () => import('./commands/init.js'),
};

/** `repomap help [COMMAND]`: the command list, or one command's help. */
function help(name: string | undefined): void {
  if (name === undefined) {
    process.stdout.write(commandListText());
    return;
  }
  const info = commandInfo(name);
  if (!info) throw new UsageError(`unknown command '${echoText(name)}' (try: ${Object.keys(COMMANDS).join(', ')})`);
  process.stdout.write(commandHelp(info));
}

async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === '--help' || name === '-h') {
    help(undefined);
    return 0;
  }
  if (name === 'help') {
    if (rest.length > 1) throw new UsageError('too many arguments (repomap help [COMMAND])');
    help(rest[0]);
    return 0;
  }
  if (name === '--version') {
    process.stdout.write('repomap 0.1.0\n');
    return 0;
  }
  if (name === HELPER_COMMAND) {
    // The long-lived helper serves this same function to the clients (helper/command.ts).
    return (await import('./helper/command.js')).runHelper(rest, runCli);
  }
  if (name === TUNE_LATER_COMMAND) {
    // The detached tuner a map leaves behind (tune-later.ts), not a user's command.
    await (await import('./tune-later.js')).runTuneLater(rest);
    return 0;
  }
  const load = COMMANDS[name];
  if (!load) throw new UsageError(`unknown command '${echoText(name)}' (try: ${Object.keys(COMMANDS).join(', ')}; repomap help lists them)`);
  if (rest.includes('--help') || rest.includes('-h')) {
    help(name);
    return 0;
  }
  await (await load()).run(rest);
  return 0;
}

/**
 * Run one command line: its output on process.stdout and process.stderr, and its exit code.
 * The long-lived helper (helper/serve.ts) runs its requests through this same function.
 */
export async function runCli(argv: string[]): Promise<number> {
  try {
    return await main(argv);
  } catch (error) {
    // Messages can hold paths and other input: control characters are escaped, so the message
    // stays one line and cannot rewrite the terminal.
    if (error instanceof UsageError || error instanceof RepoError) {
      process.stderr.write(`repomap: ${escapeControls(error.message)}\n`);
      return error instanceof RepoError && error.exitCode === 1 ? EXIT_INTERNAL : EXIT_BAD_INPUT;
    }
    if (error instanceof LockTimeout || error instanceof GitError) {
      process.stderr.write(`repomap: ${escapeControls(error.message)}\n`);
      return EXIT_INTERNAL;
    }
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(`repomap: internal error: ${escapeControls(message.split('\n')[0]!)}\n`);
    if (process.env.REPOMAP_DEBUG) console.error(error);
    return EXIT_INTERNAL;
  }
}

// A reader that stops early (`repomap rank | head`) is not an error.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});

void runCli(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
});
