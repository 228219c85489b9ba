import { createHash } from 'node:crypto';

/**
 * Seeds and targets of a change, as the benchmark and self-tuning both replay it: the first
 * half (at least one) of its files by a hash of commit and path, so the split is fixed.
 */
export function splitSeeds(commit: string, modified: readonly string[]): { seeds: string[]; targets: string[] } {
  const keyed = modified.map((path) => ({ path, key: createHash('sha1').update(`${commit}\0${path}`).digest('hex') }));
  keyed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const count = Math.max(1, Math.floor(keyed.length / 2));
  return {
    seeds: keyed.slice(0, count).map((entry) => entry.path).sort(),
    targets: keyed.slice(count).map((entry) => entry.path).sort(),
  };
}
