// A text alone (an issue, a commit message) and the tests, docs and examples it reads like. A
// test is made of the words of what it tests: nvm's are named by a sentence (`Running "nvm use"
// should …`) or by the function they test (`nvm_ls_remote`), and a text about that behaviour
// matches the test's name and body as well as the code, often better. The change it asks for is
// in the code: unless the text names a supporting file (tests, docs, examples, vendored and
// generated code; shared/roles.ts), that file follows the code by more than a path-seeded
// task's factor. Named means by path (`tests/test_foo.py`, `tests/roots/…`, rank/seeds.ts) or
// by its whole file name written as one token of the text (`nvm_ls_remote`); words of a
// sentence-named test scattered through the prose name nothing. A file the text names is scored
// as for a path-seeded task (× supportingFactor). A rule that moved an unnamed test's score to
// the source it imports and calls lifted the hubs every test calls instead
// (bench/history/2026-12-04d-textnames.md, "A rule that was not kept").
import { supportingPaths, type SupportingCache } from './priors.js';

/** A text alone: the score factor of a supporting file it does not name (a path-seeded task's, and a named file's, is supportingFactor, 0.5). */
const TEXT_SUPPORTING_FACTOR = 0.25;

/** The factor (`textSupportingFactor`, else its default). */
export function textSupportingFactor(options: { textSupportingFactor?: number }): number {
  return options.textSupportingFactor ?? TEXT_SUPPORTING_FACTOR;
}

/**
 * The supporting files a text names: those of `named` (by path or module), and those whose
 * whole file name is one of the text's words or identifiers (`textWords`, as written).
 */
export function namedSupporting(inputs: SupportingCache, named: ReadonlySet<string>, textWords: readonly string[]): Set<string> {
  const words = new Set(textWords);
  const out = new Set<string>();
  for (const path of supportingPaths(inputs)) {
    if (named.has(path) || words.has(path.slice(path.lastIndexOf('/') + 1))) out.add(path);
  }
  return out;
}

/** A text alone: each supporting file's score × `factor`, and those the text names (`named`) × a path-seeded task's `namedFactor`. */
export function demoteTextSupporting(scores: Map<string, number>, inputs: SupportingCache, factor: number, named: ReadonlySet<string>, namedFactor: number): void {
  for (const path of supportingPaths(inputs)) {
    const score = scores.get(path);
    if (score !== undefined) scores.set(path, score * (named.has(path) ? namedFactor : factor));
  }
}
