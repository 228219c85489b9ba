// The change log kept in the index by the commit it was read at: reading 3,000 commits with
// `git log` costs a warm map more than ranking does, and the log only changes with HEAD.
// Kept in two entries: the changes (each path once, the changes as indexes into that list)
// and their messages, which only a task with a text reads.
import { type ChangeLog, type LoggedChange } from '../shared/history.js';
import type { Db } from './db.js';
import { readGraphBlob, writeGraphBlob } from './graph-blobs.js';

const VARIANT = 'history';
const MESSAGES_VARIANT = 'history:messages';
/** Bumped when the stored form, or what a change is (shared/history.ts), changes: a log kept in an older form is read again from git. */
const FORMAT = 4;

interface StoredLog {
  format: number;
  head: string;
  /** The commits, oldest first, one per line. */
  commits: string;
  paths: string[];
  /** Per change, indexes into `paths` of the files it touched, and of those it modified in place. */
  files: number[][];
  modified: number[][];
  hasMessages: boolean;
}

/** The stored log, if it was read at `head`. */
export function loadCachedLog(db: Db, head: string): ChangeLog | null {
  const row = readGraphBlob(db, VARIANT);
  if (!row) return null;
  let stored: Partial<StoredLog>;
  try {
    stored = JSON.parse(row.data.toString('utf8')) as Partial<StoredLog>;
  } catch {
    return null; // a damaged entry is read again from git
  }
  if (stored.format !== FORMAT || stored.head !== head) return null;
  const { commits, paths, files, modified } = stored;
  if (typeof commits !== 'string' || !Array.isArray(paths) || !Array.isArray(files) || !Array.isArray(modified)) return null;
  const ids = commits ? commits.split('\n') : [];
  if (files.length !== ids.length || modified.length !== ids.length) return null;
  const pathsOf = (indexes: unknown): string[] | null => {
    if (!Array.isArray(indexes)) return null;
    const out: string[] = [];
    for (const index of indexes) {
      const path = paths[index as number];
      if (typeof path !== 'string') return null;
      out.push(path);
    }
    return out;
  };
  const changes: LoggedChange[] = [];
  for (let i = 0; i < ids.length; i++) {
    const touched = pathsOf(files[i]);
    const inPlace = pathsOf(modified[i]);
    if (!touched || !inPlace) return null;
    changes.push({ commit: ids[i]!, files: touched, modified: inPlace });
  }
  const hasMessages = stored.hasMessages === true;
  // Messages kept for another HEAD (or lost): read the whole log again.
  if (hasMessages && !messagesKeptFor(db, head)) return null;
  let messages: readonly (string | undefined)[] | null = null;
  return {
    changes,
    hasMessages,
    messages: () => (messages ??= hasMessages ? storedMessages(db, head, changes.length) : changes.map(() => undefined)),
  };
}

/** Whether the messages entry was written with the log read at `head` (its opening bytes say, without reading it all). */
function messagesKeptFor(db: Db, head: string): boolean {
  const row = db.prepare('SELECT CAST(substr(data, 1, ?) AS TEXT) AS opening FROM graph_cache WHERE variant = ?').get(head.length + 10, MESSAGES_VARIANT) as
    | { opening: string }
    | undefined;
  return row?.opening === `{"head":"${head}"`.slice(0, head.length + 10);
}

/** The messages kept beside the log read at `head`; none (undefined each) when that entry is damaged or of another HEAD. */
function storedMessages(db: Db, head: string, count: number): (string | undefined)[] {
  const none = (): (string | undefined)[] => new Array<string | undefined>(count).fill(undefined);
  const row = readGraphBlob(db, MESSAGES_VARIANT);
  if (!row) return none();
  try {
    const stored = JSON.parse(row.data.toString('utf8')) as { head?: unknown; messages?: unknown };
    if (stored.head !== head || !Array.isArray(stored.messages) || stored.messages.length !== count) return none();
    return stored.messages.map((message) => (typeof message === 'string' ? message : undefined));
  } catch {
    return none();
  }
}

export function saveCachedLog(db: Db, head: string, changes: readonly LoggedChange[]): void {
  const indexOf = new Map<string, number>();
  const paths: string[] = [];
  const indexes = (list: readonly string[]): number[] =>
    list.map((path) => {
      let index = indexOf.get(path);
      if (index === undefined) {
        index = paths.length;
        indexOf.set(path, index);
        paths.push(path);
      }
      return index;
    });
  const stored: StoredLog = {
    format: FORMAT,
    head,
    commits: changes.map((change) => change.commit).join('\n'),
    paths,
    files: changes.map((change) => indexes(change.files)),
    modified: changes.map((change) => indexes(change.modified)),
    hasMessages: changes.some((change) => change.message),
  };
  const messages = { head, messages: changes.map((change) => change.message ?? null) };
  db.transaction(() => {
    writeGraphBlob(db, MESSAGES_VARIANT, 0, Buffer.from(JSON.stringify(messages), 'utf8'));
    writeGraphBlob(db, VARIANT, 0, Buffer.from(JSON.stringify(stored), 'utf8'));
  })();
}
