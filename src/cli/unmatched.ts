// What the CLI says when a part of the task led to nothing: one stderr line each, so a typo in
// a seed never passes for a deliberate general map.
import { echoText, type Unmatched } from '../core.js';

/** `repomap: --mention NoSuchThing: no definition of that name; general map`. */
export function unmatchedLine(unmatched: Unmatched, seeded: boolean): string {
  const value = unmatched.value === '' ? '' : ` ${echoText(unmatched.value)}`;
  return `repomap: ${unmatched.flag}${value}: ${unmatched.why}${seeded ? '' : '; general map'}`;
}

export function reportUnmatched(unmatched: readonly Unmatched[] | undefined, seeded: boolean): void {
  for (const entry of unmatched ?? []) process.stderr.write(`${unmatchedLine(entry, seeded)}\n`);
}
