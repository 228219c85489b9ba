import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/** Commits touching more files than this (mass renames, reformatting) say nothing about which files belong together. */
const COCHANGE_MAX_FILES = 50;
const MAX_COMMITS = 3000;

export interface CoChangeWeighting {
  /** A change this many changes older than the newest counts half as much; Infinity counts all alike. */
  halfLife?: number;
}

/** What ranking reads from a repository's change history. */
export interface ChangeHistory {
  /** How often each file changed together with the seeds (summed over the seeds). */
  coChanges(seeds: readonly string[], weighting?: CoChangeWeighting): Map<string, number>;
}

/**
 * Co-change counts over a list of changes (each the files it touched, oldest
 * first): for a set of seed files, how often each other file changed in the
 * same change, optionally over the changes before a position only, and
 * optionally weighting recent changes more. Changes of one file or more than
 * COCHANGE_MAX_FILES files are ignored.
 */
export class CoChange {
  /** path → positions (ascending) of the changes that touched it. */
  private readonly byPath = new Map<string, number[]>();

  constructor(private readonly changes: readonly (readonly string[])[]) {
    changes.forEach((files, index) => {
      if (!counts(files)) return;
      for (const file of files) {
        const list = this.byPath.get(file);
        if (list) list.push(index);
        else this.byPath.set(file, [index]);
      }
    });
  }

  /** Co-change counts with `seeds` (summed over the seeds) over the changes at positions < `before`. */
  counts(seeds: readonly string[], before = Infinity, weighting: CoChangeWeighting = {}): Map<string, number> {
    const result = new Map<string, number>();
    const newest = Math.min(before, this.changes.length) - 1;
    const halfLife = weighting.halfLife ?? Infinity;
    for (const seed of new Set(seeds)) {
      for (const index of this.byPath.get(seed) ?? []) {
        if (index >= before) break;
        const weight = halfLife === Infinity ? 1 : 2 ** ((index - newest) / halfLife);
        for (const file of this.changes[index]!) result.set(file, (result.get(file) ?? 0) + weight);
      }
    }
    return result;
  }

  /** The history as it stood before position `before` (all of it by default). */
  upTo(before = Infinity): ChangeHistory {
    return { coChanges: (seeds, weighting) => this.counts(seeds, before, weighting) };
  }
}

function counts(files: readonly string[]): boolean {
  return files.length >= 2 && files.length <= COCHANGE_MAX_FILES;
}

/** One change of the history: its commit and the files it touched. */
export interface LoggedChange {
  commit: string;
  /** Every file it touched (a renamed file by its new path). */
  files: string[];
  /** The files it modified in place (not added, deleted or renamed). */
  modified: string[];
}

/**
 * The repository's recent first-hand changes (no merges), oldest first, paths relative to
 * `root`; null outside git.
 */
export function readChangeLog(root: string): LoggedChange[] | null {
  // Changes that touched no file under root are left out, as they change no co-change count.
  let log: string;
  try {
    log = execFileSync(
      'git',
      ['-C', root, 'log', '--no-merges', '--name-status', '--relative', '--format=%x1e%H', `-n${MAX_COMMITS}`, 'HEAD', '--', '.'],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 256 << 20 },
    );
  } catch {
    return null;
  }
  // git log lists the newest first.
  return log
    .split('\x1e')
    .map((block) => block.split('\n').filter(Boolean))
    .filter((lines) => lines.length > 1)
    .map(([commit, ...lines]) => {
      const files: string[] = [];
      const modified: string[] = [];
      for (const line of lines) {
        // `M\tpath`, `A\tpath`, `R097\told\tnew`: the last field is the path it has now.
        const fields = line.split('\t');
        const path = fields[fields.length - 1]!;
        files.push(path);
        if (fields[0] === 'M') modified.push(path);
      }
      return { commit: commit!, files, modified };
    })
    .reverse();
}

/**
 * Whether git could find a repository for `root`: a `.git` in it or in a directory above,
 * or git told where one is. Where none is, asking git costs a process for nothing (every
 * ranking asks for HEAD).
 */
function mayBeInGit(root: string): boolean {
  if (process.env.GIT_DIR || process.env.GIT_WORK_TREE) return true;
  for (let dir = resolve(root); ; dir = dirname(dir)) {
    if (existsSync(join(dir, '.git'))) return true;
    if (dirname(dir) === dir) return false;
  }
}

/** The commit HEAD names, or null outside git (or before the first commit). */
export function readHead(root: string): string | null {
  if (!mayBeInGit(root)) return null;
  try {
    const head = execFileSync('git', ['-C', root, 'rev-parse', '--verify', '-q', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    return /^[0-9a-f]{40,64}$/.test(head) ? head : null;
  } catch {
    return null;
  }
}

/** The co-change history of a change log; null when no change counts. */
export function historyOf(log: readonly LoggedChange[] | null): ChangeHistory | null {
  const changes = log?.map((change) => change.files) ?? [];
  if (!changes.some(counts)) return null;
  return new CoChange(changes).upTo();
}

