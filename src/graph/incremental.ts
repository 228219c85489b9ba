// The file graph after a change to a few files, made again for those files alone. Building
// the whole graph reads every reference of the repository (most of a full build's time):
// too much for the map that follows each edit.
// A file's out-edges depend only on its own references and imports and on which files define
// the names it references (graph/build.ts `forwardEdges`), so when the file set is unchanged
// the graph is the cached out-edges with those of the changed files, and of the files that
// reference a name the change added or removed, made again. The index run logs which files
// and names changed since the cached graph (store/graph-delta.ts); the result is the graph
// a full build gives, byte for byte (test/graph/incremental.test.ts).
import type { Db } from '../store/db.js';
import { forwardBlobKey, indexGeneration, readGraphBlob, writeGraphBlob } from '../store/graph-blobs.js';
import { readGraphDelta } from '../store/graph-delta.js';
import { loadGraphData, referencingPaths } from '../store/read.js';
import { FORWARD_IMPORT_ONLY, backEdges, forEachGraphEdge, forwardEdges, sourceRanges, type ForwardTable } from './build.js';
import { EDGE_IMPORTED, EDGE_REVERSE, type GraphSnapshot } from './snapshot.js';
import { decodeColumns, encodeColumns } from './columns.js';
import type { WeightOptions } from './weights.js';

/** Above this share of the files to make again (and this many), a full build is about as cheap. */
const MAX_PATCHED_SHARE = 0.2;
const ALWAYS_PATCHED_FILES = 64;

export interface BuiltGraph {
  snapshot: GraphSnapshot;
  forward: ForwardTable;
}

/** The whole graph from the store. */
export function fullGraph(db: Db, options: WeightOptions): BuiltGraph {
  const { paths, forward } = forwardOfStore(db, options);
  return { snapshot: snapshotOfForward(paths, forward, options), forward };
}

/** The out-edges of every file; the references they are made from are garbage once this returns. */
function forwardOfStore(db: Db, options: WeightOptions): { paths: string[]; forward: ForwardTable } {
  const data = loadGraphData(db);
  return { paths: data.paths, forward: forwardEdges(data, options) };
}

/**
 * The graph made from the cached one and the changes logged since, or null when that is not
 * possible (no cached out-edges, a file added or removed, a gap in the log, too many files).
 */
export function patchedGraph(db: Db, variant: string, options: WeightOptions): BuiltGraph | null {
  const cached = readGraphBlob(db, forwardBlobKey(variant));
  if (!cached) return null;
  const delta = readGraphDelta(db);
  if (!delta || !delta.complete || delta.since !== cached.generation || delta.until !== indexGeneration(db)) return null;
  let stored: { paths: string[]; forward: ForwardTable };
  try {
    stored = decodeForward(cached.data);
  } catch {
    return null;
  }
  const affected = [...new Set([...delta.paths, ...referencingPaths(db, delta.names)])];
  if (affected.length > Math.max(ALWAYS_PATCHED_FILES, stored.paths.length * MAX_PATCHED_SHARE)) return null;
  // The data holds every file (its node order) but only the affected files' references.
  const data = loadGraphData(db, affected);
  const paths = data.paths;
  if (paths.length !== stored.paths.length || paths.some((path, index) => path !== stored.paths[index])) return null;
  const fresh = forwardEdges(data, options);
  const n = paths.length;
  const indexOf = new Map(paths.map((path, index) => [path, index]));
  const sources = new Uint8Array(n);
  for (const path of affected) {
    const index = indexOf.get(path);
    if (index !== undefined) sources[index] = 1;
  }
  const forward = mergeForward(stored.forward, fresh, sources);
  return { snapshot: snapshotOfForward(paths, forward, options), forward };
}

export function saveForward(db: Db, variant: string, paths: readonly string[], forward: ForwardTable): void {
  writeGraphBlob(db, forwardBlobKey(variant), indexGeneration(db), encodeForward(paths, forward));
}

/**
 * The cached out-edges with those of the files marked in `sources` replaced by the fresh
 * ones, in the order a full build makes them: every file's reference edges in path order,
 * then every file's import-only edges in path order.
 */
export function mergeForward(cached: ForwardTable, fresh: ForwardTable, sources: Uint8Array): ForwardTable {
  const n = cached.n;
  const old = sourceRanges(cached);
  const made = sourceRanges(fresh);
  let m = fresh.from.length;
  for (let e = 0; e < cached.from.length; e++) if (!sources[cached.from[e]!]) m++;
  const out: ForwardTable = { n, from: new Int32Array(m), to: new Int32Array(m), weight: new Float64Array(m), flags: new Uint8Array(m) };
  let at = 0;
  const copy = (table: ForwardTable, start: number, end: number): void => {
    out.from.set(table.from.subarray(start, end), at);
    out.to.set(table.to.subarray(start, end), at);
    out.weight.set(table.weight.subarray(start, end), at);
    out.flags.set(table.flags.subarray(start, end), at);
    at += end - start;
  };
  for (let source = 0; source < n; source++) {
    if (sources[source]) copy(fresh, made.referenceStart[source]!, made.referenceEnd[source]!);
    else copy(cached, old.referenceStart[source]!, old.referenceEnd[source]!);
  }
  for (let source = 0; source < n; source++) {
    if (sources[source]) copy(fresh, made.importStart[source]!, made.importEnd[source]!);
    else copy(cached, old.importStart[source]!, old.importEnd[source]!);
  }
  return out;
}

/**
 * The graph of these out-edges as a snapshot: what snapshotOf(fileGraphOf(paths, forward, options))
 * gives (test/graph/build.test.ts), without graphology's object per node and per edge, which
 * held 3 GiB at 100k files.
 */
export function snapshotOfForward(paths: readonly string[], forward: ForwardTable, options: WeightOptions): GraphSnapshot {
  // Two walks over the edges, counting in-edges per target and then filling them in place,
  // instead of a list of every edge (2 × 17 bytes per forward edge, about 110 MB at 100k
  // files) regrouped afterwards: the same snapshot as snapshotOfEdges of that list.
  const n = paths.length;
  const inStart = new Int32Array(n + 1);
  const outWeight = new Float64Array(n);
  const back = options.aider ? null : backEdges(forward);
  forEachGraphEdge(
    forward,
    options,
    (from, to, attributes) => {
      inStart[to + 1]!++;
      outWeight[from] += attributes.weight;
    },
    back,
  );
  for (let v = 0; v < n; v++) inStart[v + 1] += inStart[v]!;
  const m = inStart[n]!;
  const fill = inStart.slice(0, n);
  const inSource = new Int32Array(m);
  const inWeight = new Float64Array(m);
  const inFlags = new Uint8Array(m);
  forEachGraphEdge(
    forward,
    options,
    (from, to, attributes) => {
      const slot = fill[to]!++;
      inSource[slot] = from;
      inWeight[slot] = attributes.weight;
      inFlags[slot] = (attributes.imported ? EDGE_IMPORTED : 0) | (attributes.reverse ? EDGE_REVERSE : 0);
    },
    back,
  );
  return { paths: [...paths], inStart, inSource, inWeight, inFlags, outWeight };
}

/** Layout (graph/columns.ts): a JSON header (paths, edge count), then weights, sources, targets, flags. */
export function encodeForward(paths: readonly string[], forward: ForwardTable): Buffer {
  return encodeColumns({ paths, edges: forward.from.length }, [forward.weight, forward.from, forward.to, forward.flags]);
}

export function decodeForward(data: Buffer): { paths: string[]; forward: ForwardTable } {
  const { header, columns } = decodeColumns<{ paths: string[]; edges: number }>(data, ({ edges }) => [
    ['f64', edges],
    ['i32', edges],
    ['i32', edges],
    ['u8', edges],
  ]);
  if (!Array.isArray(header.paths)) throw new Error('a damaged graph cache entry');
  const n = header.paths.length;
  const [weight, from, to, flags] = columns as [Float64Array, Int32Array, Int32Array, Uint8Array];
  const forward: ForwardTable = { n, weight, from, to, flags };
  // Sources in order within each segment, every index a node: what mergeForward relies on.
  let segment = 0;
  let last = -1;
  for (let e = 0; e < from.length; e++) {
    const source = from[e]!;
    const importOnly = flags[e]! & FORWARD_IMPORT_ONLY ? 1 : 0;
    if (importOnly !== segment) {
      if (importOnly < segment) throw new Error('a damaged graph cache entry');
      segment = importOnly;
      last = -1;
    }
    if (source < 0 || source < last || source >= n || to[e]! < 0 || to[e]! >= n) throw new Error('a damaged graph cache entry');
    last = source;
  }
  return { paths: header.paths, forward };
}
