// What changed in the graph's inputs since the cached graph was built: the files whose rows
// were written again and the names whose definers changed, from one generation to another,
// kept in meta by the index runs that make them (graph/incremental.ts reads it). Incomplete
// (the graph must be built whole) when a file was added, removed or newly skipped, when every
// file's import edges were redone, or when so many files changed that a full build is cheaper.
import { getMeta, setMeta, type Db } from './db.js';

const DELTA_KEY = 'graph_delta';
/** Beyond this many changed files the log stops listing them: a full build is about as cheap. */
const MAX_LOGGED_FILES = 2000;

export interface GraphDelta {
  /** The changes lead from the graph of generation `since` to that of `until`. */
  since: number;
  until: number;
  complete: boolean;
  paths: string[];
  names: string[];
}

export function readGraphDelta(db: Db): GraphDelta | null {
  const text = getMeta(db, DELTA_KEY);
  if (!text) return null;
  try {
    const delta = JSON.parse(text) as GraphDelta;
    const valid =
      Number.isInteger(delta.since) && Number.isInteger(delta.until) && typeof delta.complete === 'boolean' &&
      Array.isArray(delta.paths) && delta.paths.every((path) => typeof path === 'string') &&
      Array.isArray(delta.names) && delta.names.every((name) => typeof name === 'string');
    return valid ? delta : null;
  } catch {
    return null;
  }
}

/**
 * Log one index run that moves the index from generation `before` to `before + 1`. It extends
 * the log when the log ends at `before` and starts where the cached out-edges were built
 * (`cachedGeneration`); otherwise it starts a new one at `before`.
 */
export function logGraphChange(
  db: Db,
  before: number,
  cachedGeneration: number | null,
  change: { complete: boolean; paths: Iterable<string>; names: Iterable<string> },
): void {
  const previous = readGraphDelta(db);
  const extends_ = previous !== null && previous.until === before && previous.since === cachedGeneration;
  const base: GraphDelta = extends_ ? previous : { since: before, until: before, complete: true, paths: [], names: [] };
  const paths = new Set(base.paths);
  for (const path of change.paths) paths.add(path);
  const names = new Set(base.names);
  for (const name of change.names) names.add(name);
  const complete = base.complete && change.complete && paths.size <= MAX_LOGGED_FILES;
  const delta: GraphDelta = {
    since: base.since,
    until: before + 1,
    complete,
    paths: complete ? [...paths].sort() : [],
    names: complete ? [...names].sort() : [],
  };
  setMeta(db, DELTA_KEY, JSON.stringify(delta));
}
