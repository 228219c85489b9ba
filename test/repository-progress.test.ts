// What a Repository tells a progress listener (the CLI's line, MCP progress notifications):
// every phase of a cold index, the graph a first ranking builds, a tuning; then that it is done.
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { Repository } from '../src/index.js';
import type { WorkProgress } from '../src/shared/progress.js';
import { cleanupTemporaries, copyFixture, git, temporaryDir } from './helpers.js';

afterEach(() => cleanupTemporaries());

/** The events as short strings: `parse 3/8`, `graph`, `done`; repeated parse counts folded. */
function recorder(repo: Repository): { events: string[]; stop: () => void } {
  const events: string[] = [];
  const stop = repo.watchProgress((progress: WorkProgress | null) => {
    const event = progress === null ? 'done' : progress.phase === 'parse' ? `parse ${progress.done}/${progress.total}` : progress.phase;
    if (event.startsWith('parse') && events.at(-1)?.startsWith('parse')) events.pop();
    events.push(event);
  });
  return { events, stop };
}

describe('Repository.watchProgress', () => {
  it('a cold index says scan, parse (counted to the last file), store, then done; the first map says rank, graph inside it, then done', async () => {
    const root = copyFixture('ts-billing');
    const repo = Repository.open(root);
    try {
      const { events, stop } = recorder(repo);
      const stats = await repo.update({ threads: 1 });
      expect(events).toEqual(['scan', `parse ${stats.parsed}/${stats.parsed}`, 'store', 'done']);
      events.length = 0;
      repo.map({}, { tokens: 512 });
      expect(events).toEqual(['rank', 'graph', 'rank', 'done']);
      // Up to date: the scan, and a map on the graph already built.
      events.length = 0;
      await repo.update({ threads: 1 });
      repo.map({}, { tokens: 512 });
      expect(events).toEqual(['scan', 'done', 'rank', 'done']);
      // A listener that stopped hears nothing more.
      stop();
      await repo.update({ threads: 1 });
      expect(events).toEqual(['scan', 'done', 'rank', 'done']);
    } finally {
      repo.close();
    }
  });

  it('a tuning is said, with the graph it builds inside it (not its hundreds of rankings), then done', async () => {
    const root = temporaryDir('repomap-progress-tune-');
    mkdirSync(join(root, 'src'));
    const modules = ['orders', 'billing', 'mail', 'audit'];
    for (const name of modules) writeFileSync(join(root, 'src', `${name}.ts`), `export function ${name}Step(input: number): number {\n  return input + 1;\n}\n`);
    git(root, 'init', '-q');
    git(root, 'add', '.');
    git(root, 'commit', '-qm', 'start');
    for (let i = 0; i < 24; i++) {
      for (const name of i % 2 === 0 ? ['orders', 'mail'] : ['billing', 'audit']) appendFileSync(join(root, 'src', `${name}.ts`), `// change ${i}\n`);
      git(root, 'commit', '-qam', `change ${i}`);
    }
    const repo = Repository.open(root);
    try {
      await repo.update({ threads: 1, autoTune: false });
      const { events } = recorder(repo);
      repo.tune();
      expect(events).toEqual(['tune', 'graph', 'tune', 'done']);
    } finally {
      repo.close();
    }
  });
});
