import { execFileSync } from 'node:child_process';

/** Commits touching more files than this (mass renames, reformatting) say nothing about which files belong together. */
const MAX_FILES_PER_COMMIT = 50;
const MAX_COMMITS = 3000;

export type CoChangeCounts = (seeds: readonly string[]) => Map<string, number>;

/**
 * How often each file changed in the same commit as the seeds, over the
 * repository's recent history (paths relative to `root`). Null outside git or
 * without history.
 */
export function readCoChange(root: string): CoChangeCounts | null {
  let log: string;
  try {
    log = execFileSync(
      'git',
      ['-C', root, 'log', '--no-merges', '--name-only', '--relative', '--format=%x1e', `-n${MAX_COMMITS}`, 'HEAD', '--', '.'],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 256 << 20 },
    );
  } catch {
    return null;
  }
  const commits: string[][] = [];
  for (const block of log.split('\x1e')) {
    const files = block.split('\n').filter(Boolean);
    if (files.length >= 2 && files.length <= MAX_FILES_PER_COMMIT) commits.push(files);
  }
  if (!commits.length) return null;
  const byPath = new Map<string, number[]>();
  commits.forEach((files, index) => {
    for (const file of files) {
      const list = byPath.get(file);
      if (list) list.push(index);
      else byPath.set(file, [index]);
    }
  });
  return (seeds) => {
    const counts = new Map<string, number>();
    for (const seed of new Set(seeds)) {
      for (const index of byPath.get(seed) ?? []) {
        for (const file of commits[index]!) counts.set(file, (counts.get(file) ?? 0) + 1);
      }
    }
    return counts;
  };
}
