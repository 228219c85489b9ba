import { parse, scanOptions } from '../args.js';
import { openRepository } from '../session.js';
import { emit } from '../output.js';
import { escapeControls, preloadTokenizer, watchTree, type IndexStats } from '../../index.js';
import { mapSettings, renderMap } from './map.js';

/** Changes that arrive together (a save, a checkout) are taken as one. */
const DEBOUNCE_MS = 150;

/**
 * The map and the temporary it is written through (`.map.md.<random>.tmp`): never a reason to
 * re-index (the watcher itself passes over `.repomap` and git's bookkeeping but a HEAD move).
 */
function isOwnOutput(path: string, output: string | null): boolean {
  if (output === null) return false;
  const slash = output.lastIndexOf('/');
  const temporaries = `${output.slice(0, slash + 1)}.${output.slice(slash + 1)}.`;
  return path === output || (path.startsWith(temporaries) && path.endsWith('.tmp'));
}

export async function run(argv: string[]): Promise<void> {
  const { values, positionals } = parse(argv, 'watch');
  const settings = mapSettings(values, positionals, 'watch');
  const quiet = values.quiet === true;
  const say = (line: string) => {
    if (!quiet) process.stderr.write(`repomap watch: ${line}\n`);
  };
  // Failures are said even with --quiet.
  const complain = (line: string) => {
    process.stderr.write(`repomap watch: ${line}\n`);
  };
  preloadTokenizer(settings.tokenizer);
  const repo = openRepository(settings.root, values);
  let lastMap: string | null = null;
  let running: Promise<void> = Promise.resolve();
  let pending = false;
  let timer: NodeJS.Timeout | null = null;
  let stopping = false;

  // One refresh at a time: changes seen during one are picked up by the next.
  const refresh = (): Promise<void> => {
    running = running.then(async () => {
      if (stopping) return;
      pending = false;
      const stats = await repo.update(scanOptions(values, settings.root));
      if (settings.output) {
        const text = renderMap(repo, settings);
        // Rewrite only what changed: the map's own write must not start another round.
        if (text !== lastMap) {
          emit(text, settings.output);
          lastMap = text;
          say(`${summary(stats)}; wrote ${settings.output.path ?? settings.output.shown}`);
          return;
        }
      }
      if (stats.parsed || stats.removed) say(summary(stats));
    });
    running = running.catch((error: unknown) => complain(`update failed: ${escapeControls(firstLine(error))}`));
    return running;
  };

  // The watcher starts before the first update, so a change made while that update runs (or
  // right after "watching" is printed) is never missed: it starts another round. It watches
  // each real directory of the tree on its own, never through a link (scan/watcher.ts); when
  // the system's watch limit stops it, the command stops with exit 1 and one line.
  let stop: () => void = () => {};
  const stopped = new Promise<void>((done) => (stop = done));
  let exitCode = 0;
  process.once('SIGINT', () => stop());
  process.once('SIGTERM', () => stop());
  // The map's own writes are no change (a map outside the root is never seen at all).
  const output = settings.output?.path ?? null;
  const { includeVendored, exclude } = scanOptions(values, settings.root);
  const watcher = startWatching(() => repo.close(), () => watchTree(settings.root, {
    includeVendored,
    exclude,
    onChange: (path) => {
      if (path && isOwnOutput(path, output)) return;
      pending = true;
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => {
        timer = null;
        if (pending) void refresh();
      }, DEBOUNCE_MS);
    },
    onError: (error) => {
      complain(escapeControls(firstLine(error)));
      exitCode = 1;
      stop();
    },
  }));
  await refresh();
  say(`watching ${escapeControls(settings.root)}${settings.output ? `, map in ${settings.output.path ?? settings.output.shown}` : ''} (Ctrl-C stops)`);
  await stopped;
  // Stop cleanly: no new rounds, the one in flight finished, the index closed consistent.
  stopping = true;
  if (timer) clearTimeout(timer);
  watcher.close();
  await running;
  repo.close();
  if (exitCode === 0) say('stopped');
  // Nothing is left to do: leave without waiting for handles the watches may still hold.
  process.exit(exitCode);
}

/** Start the watcher; one that cannot start (the watch limit at once) closes the index before the error goes up. */
function startWatching<T>(cleanUp: () => void, start: () => T): T {
  try {
    return start();
  } catch (error) {
    cleanUp();
    throw error;
  }
}

function firstLine(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0]!;
}

function summary(stats: IndexStats): string {
  return `${stats.parsed} parsed, ${stats.removed} removed`;
}
