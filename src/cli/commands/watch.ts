import { watch } from 'node:fs';
import { parse, scanOptions } from '../args.js';
import { openRepository } from '../session.js';
import { emit } from '../output.js';
import { escapeControls, isIgnoredWatchEvent, preloadTokenizer, type IndexStats } from '../../index.js';
import { MAP_OPTIONS, mapSettings, renderMap } from './map.js';

export const usage =
  'repomap watch [ROOT] [-o FILE (map flags)] [--db FILE]   (keep the index fresh as files change; with -o, rewrite the map after each change)';

/** Changes that arrive together (a save, a checkout) are taken as one. */
const DEBOUNCE_MS = 150;

/** What repomap writes itself, and git's own bookkeeping but a HEAD move: never a reason to re-index. */
function ignoredEvent(path: string, output: string | null): boolean {
  if (isIgnoredWatchEvent(path)) return true;
  // The map and the temporary it is written through (`map.md.<random>.tmp`).
  return output !== null && (path === output || (path.startsWith(`${output}.`) && path.endsWith('.tmp')));
}

export async function run(argv: string[]): Promise<void> {
  const { values, positionals } = parse(argv, MAP_OPTIONS);
  const settings = mapSettings(values, positionals, 'watch');
  const quiet = values.quiet === true;
  const say = (line: string) => {
    if (!quiet) process.stderr.write(`repomap watch: ${line}\n`);
  };
  preloadTokenizer();
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
      const stats = await repo.update(scanOptions(values));
      if (settings.output) {
        const text = renderMap(repo, settings);
        // Rewrite only what changed: the map's own write must not start another round.
        if (text !== lastMap) {
          emit(text, settings.output);
          lastMap = text;
          say(`${summary(stats)}; wrote ${settings.output.path}`);
          return;
        }
      }
      if (stats.parsed || stats.removed) say(summary(stats));
    });
    running = running.catch((error: unknown) => say(`update failed: ${escapeControls(error instanceof Error ? error.message : String(error))}`));
    return running;
  };

  // The watcher starts before the first update, so a change made while that update runs (or
  // right after "watching" is printed) is never missed: it starts another round.
  let stop: () => void = () => {};
  const stopped = new Promise<void>((done) => (stop = done));
  process.once('SIGINT', () => stop());
  process.once('SIGTERM', () => stop());
  const watcher = watch(settings.root, { recursive: true }, (_event, name) => {
    const path = name === null ? '' : String(name).split('\\').join('/');
    if (path && ignoredEvent(path, settings.output?.path ?? null)) return;
    pending = true;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      if (pending) void refresh();
    }, DEBOUNCE_MS);
  });
  watcher.on('error', (error) => {
    say(`watcher failed: ${escapeControls(error.message)}`);
    stop();
  });
  await refresh();
  say(`watching ${escapeControls(settings.root)}${settings.output ? `, map in ${settings.output.path}` : ''} (Ctrl-C stops)`);
  await stopped;
  // Stop cleanly: no new rounds, the one in flight finished, the index closed consistent.
  stopping = true;
  if (timer) clearTimeout(timer);
  watcher.close();
  await running;
  repo.close();
  say('stopped');
  // Node 20's recursive watcher on Linux can keep handles open after close(): nothing is left to do.
  process.exit(0);
}

function summary(stats: IndexStats): string {
  return `${stats.parsed} parsed, ${stats.removed} removed`;
}
