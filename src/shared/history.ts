import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { ChangeMessages } from './change-messages.js';
import { headFromFiles } from './git-head.js';
import { gitOutput } from './git.js';

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
  /**
   * The files of past changes whose messages share the given word parts (see
   * change-messages.ts), scored; absent when the history kept no messages.
   */
  filesLike?(terms: readonly string[]): Map<string, number>;
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
  private readonly messages: ChangeMessages | null;

  /** `messages[i]`, when given (or a function giving them, called on first use), is the message of the change at position i. */
  constructor(
    private readonly changes: readonly (readonly string[])[],
    messages?: readonly (string | undefined)[] | (() => readonly (string | undefined)[]),
  ) {
    this.messages = messages ? new ChangeMessages(typeof messages === 'function' ? messages : () => messages, changes) : null;
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
    const messages = this.messages;
    return {
      coChanges: (seeds, weighting) => this.counts(seeds, before, weighting),
      ...(messages ? { filesLike: (terms: readonly string[]) => messages.filesLike(terms, before) } : {}),
    };
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
  /** Its message, cut to MESSAGE_CHARS (absent in logs kept before messages were read). */
  message?: string;
}

/** What is kept of a message: its subject and the start of its body say what it is about. */
export const MESSAGE_CHARS = 500;

/**
 * What "a change" is, to everything repomap learns from a history: the co-change prior, past
 * messages and self-tuning's tasks here (readChangeLog), the bench's cases and their co-change
 * histories (bench/git.ts, firstParentHistory). One step of the first-parent history, diffed
 * against its first parent: a plain commit, or a merge as the pull request it brought in. A task
 * lands as a pull request, so that is the unit a task's files are; in a repository that squashes
 * its pull requests it is every commit, as `--no-merges` was; in one that merges them,
 * `--no-merges` also saw each commit of a merged branch, work in progress a task never is (and
 * the merge's own pull request never). The bench always ranked its cases on first-parent
 * histories, so the weights it chose were chosen on this definition. Self-tuning (`repomap
 * tune`) on cobra and flask keeps the shipped weights with either definition; on cobra (66
 * tasks with either, up to the same newest change) the shipped fusion scores 0.822 with the
 * first-parent log, 0.817 with the --no-merges one.
 */
export const CHANGE_STEPS = ['--first-parent', '--diff-merges=first-parent'] as const;

/** A message as a task's text: without the merge line git or a forge writes (`Merge pull request #1 from a/b`). */
export function taskText(message: string): string {
  return message
    .split('\n')
    .filter((line) => !/^Merge (pull request|branch|remote-tracking branch|tag) /.test(line.trim()))
    .join('\n')
    .trim();
}

/** The repository's recent changes (CHANGE_STEPS), oldest first, paths relative to `root`; null outside git. */
export function readChangeLog(root: string): LoggedChange[] | null {
  // Changes that touched no file under root are left out, as they change no co-change count.
  let log: string;
  try {
    log = gitOutput({
      cwd: root,
      args: ['log', ...CHANGE_STEPS, '--name-status', '--relative', '--format=%x1e%H%x1f%B%x1f', `-n${MAX_COMMITS}`, 'HEAD', '--', '.'],
      maxBuffer: 256 << 20,
    });
  } catch {
    return null;
  }
  // git log lists the newest first.
  const changes: LoggedChange[] = [];
  for (const block of log.split('\x1e')) {
    // A message is free text: only the last \x1f ends it, whatever it holds.
    const opened = block.indexOf('\x1f');
    const closed = block.lastIndexOf('\x1f');
    if (opened < 0 || closed <= opened) continue;
    const commit = block.slice(0, opened);
    const lines = block.slice(closed + 1).split('\n').filter(Boolean);
    if (!lines.length) continue;
    const files: string[] = [];
    const modified: string[] = [];
    for (const line of lines) {
      // `M\tpath`, `A\tpath`, `R097\told\tnew`: the last field is the path it has now.
      const fields = line.split('\t');
      const path = fields[fields.length - 1]!;
      files.push(path);
      if (fields[0] === 'M') modified.push(path);
    }
    // A merge by its pull request's words, as the bench's histories keep them.
    changes.push({ commit, files, modified, message: taskText(block.slice(opened + 1, closed).trim()).slice(0, MESSAGE_CHARS) });
  }
  return changes.reverse();
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
  // A repository's own files answer in the common case: one walk up to `.git`, no process.
  const fromFiles = headFromFiles(root);
  if (fromFiles !== undefined) return fromFiles;
  if (!mayBeInGit(root)) return null;
  try {
    const head = gitOutput({ cwd: root, args: ['rev-parse', '--verify', '-q', 'HEAD'] }).trim();
    return /^[0-9a-f]{40,64}$/.test(head) ? head : null;
  } catch {
    return null;
  }
}

/**
 * A change log as ranking reads it: the changes, and their messages apart, since only a task
 * with a text reads those (a fresh process parses the files of 3,000 changes in a few
 * milliseconds, their messages in tens).
 */
export interface ChangeLog {
  /** Oldest first; their `message` may be left out and kept by `messages` alone. */
  changes: LoggedChange[];
  /** Whether any change has a message. */
  hasMessages: boolean;
  /** Each change's message by position (read on first call where the log was kept apart). */
  messages(): readonly (string | undefined)[];
}

/** The change log of changes that carry their messages (as readChangeLog reads them). */
export function changeLogOf(changes: LoggedChange[]): ChangeLog {
  return { changes, hasMessages: changes.some((change) => change.message), messages: () => changes.map((change) => change.message) };
}

/** The history of a change log; null when no change counts for co-change and none has a message. */
export function historyOf(log: ChangeLog | null): ChangeHistory | null {
  if (!log) return null;
  const { changes, hasMessages, messages } = log;
  if (!hasMessages && !changes.some((change) => counts(change.files))) return null;
  return new CoChange(
    changes.map((change) => change.files),
    hasMessages ? messages : undefined,
  ).upTo();
}
