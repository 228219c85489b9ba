// The CLI's progress line on a terminal: each phase of a cold index and of the first map on it,
// the parse counted, and the line cleared before the command prints its answer.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { Repository } from '../../src/index.js';
import { progressLine } from '../../src/cli/progress.js';
import { cleanupTemporaries, temporaryDir } from '../helpers.js';

afterEach(() => cleanupTemporaries());

const CLEAR = '\r\x1b[K';

/** What a terminal's stderr received, write by write. */
function terminal(isTTY = true): { isTTY: boolean; writes: string[]; write(chunk: string): boolean } {
  const writes: string[] = [];
  return { isTTY, writes, write: (chunk: string) => writes.push(chunk) > 0 };
}

/** A tree of `files` small TypeScript modules, each calling the one before. */
function tree(files: number): string {
  const root = temporaryDir('repomap-progress-');
  mkdirSync(join(root, 'src'));
  for (let i = 0; i < files; i++) {
    const call = i > 0 ? `import { step${i - 1} } from './m${i - 1}';\n` : '';
    writeFileSync(join(root, 'src', `m${i}.ts`), `${call}export function step${i}(n: number): number {\n  return ${i > 0 ? `step${i - 1}(n)` : 'n'} + 1;\n}\n`);
  }
  return root;
}

async function coldIndexAndMap(files: number, line: ReturnType<typeof progressLine>): Promise<string> {
  const repo = Repository.open(tree(files));
  const stop = repo.watchProgress((now) => line.show(now));
  try {
    await repo.update({ threads: 1 });
    return repo.map({}, { tokens: 512 }).text;
  } finally {
    stop();
    line.end();
    repo.close();
  }
}

describe('progressLine', () => {
  it('says every phase of a cold index and of the first map, counts the parse to the last file, and is cleared at the end', async () => {
    const stderr = terminal();
    const map = await coldIndexAndMap(60, progressLine(false, stderr));
    expect(map).toMatch(/^src\/m\d+\.ts/m);
    const said = stderr.writes.filter((write) => write !== CLEAR).map((write) => write.replace(CLEAR, ''));
    expect(said[0]).toBe('repomap: listing files');
    expect(said).toContain('repomap: parsing 60/60 files');
    const phases = said.filter((text) => !text.startsWith('repomap: parsing'));
    expect(phases).toEqual([
      'repomap: listing files',
      'repomap: writing the index',
      'repomap: ranking files',
      'repomap: building the graph',
      'repomap: ranking files',
    ]);
    // Cleared once the update is done and again once the map is made, before it is printed.
    expect(stderr.writes.at(-1)).toBe(CLEAR);
    expect(stderr.writes.indexOf(CLEAR, stderr.writes.lastIndexOf(`${CLEAR}repomap: ranking files`))).toBe(stderr.writes.length - 1);
  });

  it('does not count a parse of fewer than 50 files, which would only flash by', async () => {
    const stderr = terminal();
    await coldIndexAndMap(10, progressLine(false, stderr));
    expect(stderr.writes.some((write) => write.includes('parsing'))).toBe(false);
  });

  it('writes nothing when stderr is not a terminal, or with --quiet', async () => {
    const piped = terminal(false);
    await coldIndexAndMap(60, progressLine(false, piped));
    const quiet = terminal();
    await coldIndexAndMap(60, progressLine(true, quiet));
    expect([...piped.writes, ...quiet.writes]).toEqual([]);
  });
});
