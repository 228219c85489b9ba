#!/usr/bin/env node
import { EXIT_BAD_INPUT, EXIT_INTERNAL, UsageError } from './errors.js';
// The core door, not index.ts: `repomap map` loads only what a map needs (see core.ts).
import { echoText, escapeControls, GitError, LockTimeout, RepoError } from '../core.js';

interface Command {
  usage: string;
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
};

async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    const usages = await Promise.all(Object.values(COMMANDS).map(async (load) => (await load()).usage));
    process.stdout.write(`repomap: ranked, signature-only repository maps for coding agents\n\n${usages.join('\n')}\n`);
    return 0;
  }
  if (name === '--version') {
    process.stdout.write('repomap 0.1.0\n');
    return 0;
  }
  const load = COMMANDS[name];
  if (!load) throw new UsageError(`unknown command '${echoText(name)}' (try: ${Object.keys(COMMANDS).join(', ')})`);
  const command = await load();
  if (rest.includes('--help') || rest.includes('-h')) {
    process.stdout.write(`${command.usage}\n`);
    return 0;
  }
  await command.run(rest);
  return 0;
}

// A reader that stops early (`repomap rank | head`) is not an error.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    // Messages can hold paths and other input: control characters are escaped, so the message
    // stays one line and cannot rewrite the terminal.
    if (error instanceof UsageError || error instanceof RepoError) {
      process.stderr.write(`repomap: ${escapeControls(error.message)}\n`);
      process.exitCode = error instanceof RepoError && error.exitCode === 1 ? EXIT_INTERNAL : EXIT_BAD_INPUT;
    } else if (error instanceof LockTimeout || error instanceof GitError) {
      process.stderr.write(`repomap: ${escapeControls(error.message)}\n`);
      process.exitCode = EXIT_INTERNAL;
    } else {
      const message = error instanceof Error ? error.message : String(error);
      process.stderr.write(`repomap: internal error: ${escapeControls(message.split('\n')[0]!)}\n`);
      if (process.env.REPOMAP_DEBUG) console.error(error);
      process.exitCode = EXIT_INTERNAL;
    }
  },
);
