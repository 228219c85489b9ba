// `bench cochange`: cases from a git repository's first-parent history.
import { resolve } from 'node:path';
import { existsSync, statSync } from 'node:fs';
import type { ResolvedCase } from './cases.js';
import { isEmptyChange, parentLineChanges, type ParentLineChanges } from './changed-lines.js';
import { firstParentHistory, gitText, locateGit, resolveCommit, type GitLocation } from './git.js';
import { CoChangeIndex, generateCases, type SkipWhy } from './history.js';
import { BenchError } from './runner.js';
import { repoLabel } from './workspace.js';

export interface CochangeOptions {
  /** Most recent N qualifying changes (default 100). */
  cases?: number;
  /** Dates as git understands them ('2024-01-01', '2 years ago'). */
  since?: string;
  until?: string;
  /** Give the commit message as the query too (seeds are paths only by default). */
  withMessage?: boolean;
  /** The commit message alone is the request: no seed paths, every modified file a target. */
  textOnly?: boolean;
  /** Revision whose history is read (default HEAD). */
  rev?: string;
}

export interface CochangeCases {
  cases: ResolvedCase[];
  git: GitLocation;
  history: CoChangeIndex;
  skipped: Partial<Record<SkipWhy, number>>;
  considered: number;
  head: string;
}

/**
 * A date as milliseconds since the epoch: an ISO date or date-time
 * ('2024-01-01' is midnight UTC), or a relative date git understands
 * ('2 years ago', 'yesterday').
 */
export function parseGitDate(gitDir: string, text: string, flag: string): number {
  const iso = /^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(text.trim()) ? Date.parse(text.trim()) : NaN;
  if (!Number.isNaN(iso)) return iso;
  if (!/\b(ago|yesterday|today|now|noon|midnight)\b/i.test(text)) throw new BenchError(`${flag}: not a date: ${text}`);
  let out: string;
  try {
    out = gitText(gitDir, ['rev-parse', `--since=${text}`]).trim();
  } catch {
    throw new BenchError(`${flag}: not a date: ${text}`);
  }
  const match = /^--max-age=(\d+)$/.exec(out);
  if (!match) throw new BenchError(`${flag}: not a date: ${text}`);
  return Number(match[1]) * 1000;
}

export function cochangeCases(repoDir: string, options: CochangeOptions = {}): CochangeCases {
  const root = resolve(repoDir);
  if (!existsSync(root) || !statSync(root).isDirectory()) throw new BenchError(`no such repository: ${repoDir}`);
  const git = locateGit(root);
  if (!git) throw new BenchError(`not a git repository: ${repoDir}`);
  const head = resolveCommit(git.gitDir, options.rev ?? 'HEAD');
  if (!head) throw new BenchError(`unknown revision: ${options.rev ?? 'HEAD'}`);
  const since = options.since === undefined ? undefined : parseGitDate(git.gitDir, options.since, '--since');
  const until = options.until === undefined ? undefined : parseGitDate(git.gitDir, options.until, '--until');
  const units = firstParentHistory(git.gitDir, head);
  const generated = generateCases(units, root, repoLabel(root), {
    cases: options.cases,
    since,
    until,
    withMessage: options.withMessage,
    textOnly: options.textOnly,
    prefix: git.prefix,
  });
  const cases = generated.cases.map((c) => ({ ...c, changedLines: targetLineChanges(git, c) }));
  return { ...generated, cases, git, history: new CoChangeIndex(units, git.prefix), head };
}

/**
 * How a generated case's change edits each of its targets, in the parent
 * tree's lines: what the run turns into the case's expected symbols.
 */
function targetLineChanges(git: GitLocation, c: ResolvedCase): Record<string, ParentLineChanges> {
  const out: Record<string, ParentLineChanges> = {};
  for (const path of c.expected) {
    const changes = parentLineChanges(git.gitDir, c.rev!, c.commit!, `${git.prefix}${path}`);
    if (!isEmptyChange(changes)) out[path] = changes;
  }
  return out;
}
