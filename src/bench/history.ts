// Cases from a repository's own history, and co-change counts from it.
//
// A change is one step of the first-parent history diffed against its first
// parent: a plain commit, or a merge as the pull request it merged (shared/history.ts,
// CHANGE_STEPS, says why; a repository's own history reads the same). A change
// qualifies when it touches 2–8 source files (languages repomap indexes, not
// tests, docs, examples, vendored or generated code), at least two of which
// existed before (modified), and it is not a bot's, a revert, a release or
// version bump, or a formatting/lint/style change. Half of its modified
// source files (at least one; a deterministic choice by a hash of commit and
// path) are the seeds, the rest the targets; ranking happens on the tree of
// the first parent.
import { splitSeeds } from '../shared/seed-split.js';
import { CoChange, MESSAGE_CHARS, taskText, type ChangeHistory } from '../shared/history.js';

export { taskText };
import { isSourceCode } from '../shared/roles.js';
import type { HistoryUnit } from './git.js';
import type { ResolvedCase } from './cases.js';

export const MIN_FILES = 2;
export const MAX_FILES = 8;


const BOT_AUTHOR = /\[bot\]|\bbot\b|dependabot|renovate|github-actions|pre-commit-ci|greenkeeper|snyk-bot|imgbot|allcontributors/i;
const REVERT = /\brevert(s|ed|ing)?\b|^Reapply\b/i;
// A release's line: it starts with release/bump/version, `prepare … release`, `release … 1.2`,
// `1.2.3 released`, a bare version, `update version`. Once one regex; its `release … 1.2`
// part, tried from every `release` of a line, read the rest again from each (quadratic).
const RELEASE =
  /^(release|releasing|bump|version)\b|^prepar(e|ing)\b.*\b(release|version|v?\d+\.\d+)|\bv?\d+\.\d+(\.\d+)?(rc\d*|[ab]\d+)?\s+(release|released)\b|^v?\d+\.\d+(\.\d+)?\s*$|^update version\b/i;
const RELEASE_WORD = /\b(?:release|bump(?:ed)?)\b/i;
const VERSION_AFTER = /\bv?\d+\.\d+/gi;

/** Whether `line` is a release's line (above). */
function isReleaseLine(line: string): boolean {
  if (RELEASE.test(line)) return true;
  // `release … 1.2`: a version after the first release word of a stretch with no line break
  // (what `.` crosses); a later release word has no more after it.
  for (const stretch of line.split(/[\n\r\u2028\u2029]/)) {
    const word = RELEASE_WORD.exec(stretch);
    if (!word) continue;
    VERSION_AFTER.lastIndex = word.index + word[0].length;
    if (VERSION_AFTER.test(stretch)) return true;
  }
  return false;
}
// "format" alone is often a feature ("array collection format"): only code formatting counts.
const FORMATTING =
  /\breformat|\bformatting\b|\bformatter\b|^(style|format)\b|\bformat(ted)? (with|using|by|code|the code|files|sources|imports)\b|\b(go|auto|code) ?format|\blint(s|ed|ing|er|ers)?\b|\bstyle\b|\bprettier\b|\bblack\b|\b(trailing|fix|fixes|remove|strip|clean ?up|normali[sz]e) whitespace\b|\bwhitespace (only|changes?|fix(es)?|cleanup)\b|\bisort\b|\bgofmt\b|\beslint\b|\bruff\b|\bflake8\b|\bcodespell\b|\btypos?\b|\bpre-commit\b/i;

export type SkipWhy =
  | 'root-commit'
  | 'bot'
  | 'revert'
  | 'release'
  | 'formatting'
  | 'too-few-files'
  | 'too-many-files'
  | 'too-few-modified'
  /** Text-only cases: the message says nothing but that it merges a branch. */
  | 'no-task-text';

/** The lines a change is judged by: the subject, and for a merge the pull request's title (its body's first line). */
export function headline(unit: Pick<HistoryUnit, 'message' | 'parents'>): string {
  const lines = unit.message.split('\n').map((line) => line.trim());
  const subject = lines[0] ?? '';
  if (unit.parents.length < 2) return subject;
  const title = lines.slice(1).find((line) => line.length > 0) ?? '';
  return `${subject}\n${title}`;
}

export function messageSkip(unit: Pick<HistoryUnit, 'message' | 'parents' | 'authorName' | 'authorEmail'>): SkipWhy | null {
  if (BOT_AUTHOR.test(unit.authorName) || BOT_AUTHOR.test(unit.authorEmail)) return 'bot';
  const text = headline(unit);
  if (REVERT.test(text)) return 'revert';
  if (text.split('\n').some(isReleaseLine)) return 'release';
  if (FORMATTING.test(text)) return 'formatting';
  return null;
}

export interface QualifiedChange {
  unit: HistoryUnit;
  /** Source files it modified (present before and after), repository-relative to the benchmark root. */
  modified: string[];
  /** Every source file it touched (added, deleted, modified). */
  touched: string[];
}

/**
 * Whether a change makes a case, and if so its modified source files.
 * `prefix` limits the change to a subdirectory of the repository ('' for the top).
 */
export function qualify(unit: HistoryUnit, prefix = ''): QualifiedChange | SkipWhy {
  if (unit.parents.length === 0) return 'root-commit';
  const why = messageSkip(unit);
  if (why) return why;
  const touched: string[] = [];
  const modified: string[] = [];
  for (const change of unit.changes) {
    if (prefix && !change.path.startsWith(prefix)) continue;
    const path = change.path.slice(prefix.length);
    if (!isSourceCode(path)) continue;
    touched.push(path);
    if (change.status === 'M') modified.push(path);
  }
  if (touched.length > MAX_FILES) return 'too-many-files';
  if (touched.length < MIN_FILES) return 'too-few-files';
  if (modified.length < MIN_FILES) return 'too-few-modified';
  return { unit, modified: modified.sort(), touched: touched.sort() };
}

export { splitSeeds };

export interface GenerateOptions {
  /** Most recent N qualifying changes. */
  cases?: number;
  /** Only changes committed at or after / before this time (ms since the epoch). */
  since?: number;
  until?: number;
  /** Give the commit message as the query too. */
  withMessage?: boolean;
  /**
   * Tasks as text: the commit message is the whole request (no seed paths) and every
   * modified source file is to be found.
   */
  textOnly?: boolean;
  /** Benchmark root's path inside the repository ('' or ending in '/'). */
  prefix?: string;
}

export interface GeneratedCases {
  cases: ResolvedCase[];
  /** Why the other changes in the time range were skipped. */
  skipped: Partial<Record<SkipWhy, number>>;
  considered: number;
}

/**
 * Cases from a first-parent history (oldest first), returned oldest first:
 * the most recent `cases` qualifying changes in the time range.
 */
export function generateCases(history: readonly HistoryUnit[], root: string, repoLabel: string, options: GenerateOptions = {}): GeneratedCases {
  const limit = options.cases ?? 100;
  const skipped: Partial<Record<SkipWhy, number>> = {};
  const picked: QualifiedChange[] = [];
  let considered = 0;
  for (let i = history.length - 1; i >= 0 && picked.length < limit; i--) {
    const unit = history[i]!;
    const time = unit.time * 1000;
    if (options.until !== undefined && time >= options.until) continue;
    if (options.since !== undefined && time < options.since) continue;
    considered++;
    const qualified = qualify(unit, options.prefix ?? '');
    const result = typeof qualified !== 'string' && options.textOnly && !taskText(unit.message) ? 'no-task-text' : qualified;
    if (typeof result === 'string') skipped[result] = (skipped[result] ?? 0) + 1;
    else picked.push(result);
  }
  picked.reverse();
  const cases = picked.map(({ unit, modified }) => {
    const { seeds, targets } = options.textOnly ? { seeds: [], targets: modified } : splitSeeds(unit.commit, modified);
    return {
      id: unit.commit.slice(0, 10),
      repo: repoLabel,
      root,
      rev: unit.parents[0]!,
      commit: unit.commit,
      time: unit.time,
      seeds: { paths: seeds, ...(options.textOnly ? { query: taskText(unit.message) } : options.withMessage ? { query: unit.message } : {}) },
      expected: targets,
    } satisfies ResolvedCase;
  });
  return { cases, skipped, considered };
}

/**
 * Co-change counts from a first-parent history: for a set of seed files, how
 * often each other file changed in the same change, over the changes before a
 * given position only (the counting is repomap's own, `CoChange`).
 */
export class CoChangeIndex {
  private readonly position = new Map<string, number>();
  private readonly cochange: CoChange;

  constructor(
    private readonly history: readonly HistoryUnit[],
    prefix = '',
  ) {
    history.forEach((unit, index) => this.position.set(unit.commit, index));
    // A root commit (an initial import) says nothing about which files change together.
    this.cochange = new CoChange(
      history.map((unit) =>
        unit.parents.length === 0
          ? []
          : unit.changes.filter((change) => change.path.startsWith(prefix)).map((change) => change.path.slice(prefix.length)),
      ),
      // What the product's log keeps of a message (a merge by its pull request's words).
      history.map((unit) => taskText(unit.message).slice(0, MESSAGE_CHARS)),
    );
  }

  /** Position of a commit in the history, or undefined. */
  positionOf(commit: string): number | undefined {
    return this.position.get(commit);
  }

  get length(): number {
    return this.history.length;
  }

  /** Co-change counts with `seeds` (summed over the seeds) over the changes at positions < `before`. */
  counts(seeds: readonly string[], before: number): Map<string, number> {
    return this.cochange.counts(seeds, before);
  }

  /** The history a ranker may see for a case at `before`: the changes strictly before it. */
  upTo(before: number): ChangeHistory {
    return this.cochange.upTo(before);
  }
}
