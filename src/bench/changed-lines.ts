// The lines a change touches in one file, numbered as on the parent tree: the
// ranges it deletes or rewrites, and the points where it only inserts. Read
// from the hunk headers of `git diff --unified=0 PARENT COMMIT -- FILE`.
import { gitText } from './git.js';

/** What a change does to one file, in the parent tree's line numbers. */
export interface ParentLineChanges {
  /** Line ranges the change deletes or rewrites: [first, last], 1-based, inclusive. */
  changed: [number, number][];
  /** Lines after which the change only inserts (0: before the first line). */
  insertedAfter: number[];
}

/** `@@ -a[,b] +c[,d] @@`: the parent side is lines a..a+b-1; b = 0 inserts after line a. */
const HUNK_HEADER = /^@@ -(\d+)(?:,(\d+))? \+\d+(?:,\d+)? @@/;

/** The parent-side line changes of a unified diff of one file (any context size; context lines are not counted). */
export function parseHunkHeaders(diff: string): ParentLineChanges {
  const changes: ParentLineChanges = { changed: [], insertedAfter: [] };
  for (const line of diff.split('\n')) {
    const match = HUNK_HEADER.exec(line);
    if (!match) continue;
    const start = Number(match[1]);
    const count = match[2] === undefined ? 1 : Number(match[2]);
    if (count === 0) changes.insertedAfter.push(start);
    else changes.changed.push([start, start + count - 1]);
  }
  return changes;
}

/**
 * How `commit` changes `path` (relative to the repository's top) against
 * `parent`, with zero lines of context so every hunk is exactly a change.
 * The diff options are fixed so the answer does not depend on the user's
 * git configuration.
 */
export function parentLineChanges(gitDir: string, parent: string, commit: string, path: string): ParentLineChanges {
  const diff = gitText(gitDir, [
    'diff',
    '--unified=0',
    '--no-color',
    '--no-ext-diff',
    '--no-textconv',
    '--no-renames',
    '--diff-algorithm=myers',
    parent,
    commit,
    '--',
    `:(top,literal)${path}`,
  ]);
  return parseHunkHeaders(diff);
}

/** Whether a file's change is empty (no hunk: unchanged, or a binary file). */
export function isEmptyChange(changes: ParentLineChanges): boolean {
  return changes.changed.length === 0 && changes.insertedAfter.length === 0;
}
