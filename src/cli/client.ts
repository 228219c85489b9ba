#!/usr/bin/env node
// The `repomap` entry (dist/cli/main.js): a small module that loads none of the map's code. When
// the user opted in to the long-lived helper (REPOMAP_HELPER=1; a helper is started on first use,
// or by `repomap helper start`) and the command is one it answers, the command line goes to the helper over its socket and its answer
// is replayed here: the same stdout, stderr and exit code as a fresh process, at the cost of
// `node -e 0` and a connection. Otherwise, or when the helper cannot be used, the CLI (main.ts,
// bundled as dist/cli/cli.js) is loaded and runs the command in this process.
import { askHelper, replay, servedByHelper, startHelperInBackground } from './helper/ask.js';
import { BUILD_KEY } from './helper/protocol.js';

/** This build's identity (the version and a hash of the bundle), written in by scripts/bundle-cli.mjs. */
const BUILD = 'repomap-build-unset';
/** The CLI's bundle beside this file (a variable: tsc leaves the specifier to the bundler's output). */
const CLI = './cli.js';

async function start(): Promise<void> {
  const argv = process.argv.slice(2);
  if (servedByHelper(argv, process.env) && BUILD !== 'repomap-build-unset') {
    const answer = await askHelper(argv, BUILD);
    // REPOMAP_HELPER=1 and none listening: one is started for the next maps; this one runs here.
    if (answer === 'absent') await startHelperInBackground();
    else if (answer) {
      process.stdout.on('error', (error: NodeJS.ErrnoException) => {
        if (error.code === 'EPIPE') process.exit(0);
        throw error;
      });
      replay(answer.writes);
      process.exitCode = answer.code;
      return;
    }
  }
  (globalThis as Record<symbol, unknown>)[BUILD_KEY] = BUILD;
  await import(CLI);
}

void start();
