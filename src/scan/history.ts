import { execFileSync } from 'node:child_process';

/** Commits touching more files than this (mass renames, reformatting) say nothing about which files belong together. */
export const COCHANGE_MAX_FILES = 50;
const MAX_COMMITS = 3000;

export type CoChangeCounts = (seeds: readonly string[]) => Map<string, number>;

/**
 * Co-change counts over a list of changes (each the files it touched, in
 * history order): for a set of seed files, how often each other file changed
 * in the same change, optionally over the changes before a position only.
 * Changes of one file or more than COCHANGE_MAX_FILES files are ignored.
 */
export class CoChange {
  /** path → positions (ascending) of the changes that touched it. */
  private readonly byPath = new Map<string, number[]>();

  constructor(private readonly changes: readonly (readonly string[])[]) {
    changes.forEach((files, index) => {
      if (files.length < 2 || files.length > COCHANGE_MAX_FILES) return;
      for (const file of files) {
        const list = this.byPath.get(file);
        if (list) list.push(index);
        else this.byPath.set(file, [index]);
      }
    });
  }

  /** Co-change counts with `seeds` (summed over the seeds) over the changes at positions < `before`. */
  counts(seeds: readonly string[], before = Infinity): Map<string, number> {
    const counts = new Map<string, number>();
    for (const seed of new Set(seeds)) {
      for (const index of this.byPath.get(seed) ?? []) {
        if (index >= before) break;
        for (const file of this.changes[index]!) counts.set(file, (counts.get(file) ?? 0) + 1);
      }
    }
    return counts;
  }
}

/**
 * Co-change counts from the repository's recent history (paths relative to
 * `root`). Null outside git or without history.
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
  const changes = log.split('\x1e').map((block) => block.split('\n').filter(Boolean));
  if (!changes.some((files) => files.length >= 2)) return null;
  const index = new CoChange(changes);
  return (seeds) => index.counts(seeds);
}
