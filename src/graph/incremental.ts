// The file graph after a change to a few files, made again for those files alone. Building
// the whole graph reads every reference of the repository and adds every edge to graphology
// (0.7 s on sympy, 2.5 s on spring-framework): too much for the map that follows each edit.
// A file's out-edges depend only on its own references and imports and on which files define
// the names it references (graph/build.ts `forwardEdges`), so when the file set is unchanged
// the graph is the cached out-edges with those of the changed files, and of the files that
// reference a name the change added or removed, made again. The index run logs which files
// and names changed since the cached graph (store/graph-delta.ts); the result is the graph
// a full build gives, byte for byte (test/graph/incremental.test.ts).
import type { Db } from '../store/db.js';
import { indexGeneration, readGraphBlob, writeGraphBlob } from '../store/graph-blobs.js';
import { readGraphDelta } from '../store/graph-delta.js';
import { indexedGraphPaths, loadGraphData, referencingPaths } from '../store/read.js';
import { fileGraphOf, forEachGraphEdge, forwardEdges, type ForwardEdge, type ForwardEdges } from './build.js';
import { EDGE_IMPORTED, EDGE_REVERSE, snapshotOf, type GraphSnapshot } from './snapshot.js';
import type { WeightOptions } from './weights.js';

/** Above this share of the files to make again (and this many), a full build is about as cheap. */
const MAX_PATCHED_SHARE = 0.2;
const ALWAYS_PATCHED_FILES = 64;

const FLAG_IMPORTED = 1;
const FLAG_IMPORT_ONLY = 2;

export interface BuiltGraph {
  snapshot: GraphSnapshot;
  forward: ForwardEdges;
}

/** The whole graph from the store, with graphology. */
export function fullGraph(db: Db, options: WeightOptions): BuiltGraph {
  const data = loadGraphData(db);
  const forward = forwardEdges(data, options);
  return { snapshot: snapshotOf(fileGraphOf(data.paths, forward, options)), forward };
}

/**
 * The graph made from the cached one and the changes logged since, or null when that is not
 * possible (no cached out-edges, a file added or removed, a gap in the log, too many files).
 */
export function patchedGraph(db: Db, variant: string, options: WeightOptions): BuiltGraph | null {
  const cached = readGraphBlob(db, forwardKey(variant));
  if (!cached) return null;
  const delta = readGraphDelta(db);
  if (!delta || !delta.complete || delta.since !== cached.generation || delta.until !== indexGeneration(db)) return null;
  let stored: { paths: string[]; forward: ForwardEdges };
  try {
    stored = decodeForward(cached.data);
  } catch {
    return null;
  }
  const paths = indexedGraphPaths(db);
  if (paths.length !== stored.paths.length || paths.some((path, index) => path !== stored.paths[index])) return null;
  const indexOf = new Map(paths.map((path, index) => [path, index]));
  const affected = [...new Set([...delta.paths, ...referencingPaths(db, delta.names)])].filter((path) => indexOf.has(path));
  if (affected.length > Math.max(ALWAYS_PATCHED_FILES, paths.length * MAX_PATCHED_SHARE)) return null;
  const fresh = affected.length ? forwardEdges(loadGraphData(db, affected), options) : new Map();
  const n = paths.length;
  const sources = new Set(affected.map((path) => indexOf.get(path)!));
  const forward = mergeForward(stored.forward, fresh, sources, n);
  return { snapshot: snapshotOfForward(paths, forward, options), forward };
}

export function saveForward(db: Db, variant: string, paths: readonly string[], forward: ForwardEdges): void {
  writeGraphBlob(db, forwardKey(variant), indexGeneration(db), encodeForward(paths, forward));
}

function forwardKey(variant: string): string {
  return `${variant}:forward`;
}

/**
 * The cached out-edges with those of `sources` replaced by the fresh ones, in the order a
 * full build makes them: every file's reference edges in path order, then every file's
 * import-only edges in path order.
 */
export function mergeForward(cached: ForwardEdges, fresh: ForwardEdges, sources: ReadonlySet<number>, n: number): ForwardEdges {
  const bySource: { references: number[]; importOnly: number[] }[] = Array.from({ length: n }, () => ({ references: [], importOnly: [] }));
  const take = (edges: ForwardEdges, mine: boolean): void => {
    for (const [key, edge] of edges) {
      const from = Math.floor(key / n);
      if (sources.has(from) !== mine) continue;
      (edge.importOnly ? bySource[from]!.importOnly : bySource[from]!.references).push(key);
    }
  };
  take(cached, false);
  take(fresh, true);
  const merged: ForwardEdges = new Map();
  const edgeOf = (key: number): ForwardEdge => {
    const from = Math.floor(key / n);
    return (sources.has(from) ? fresh : cached).get(key)!;
  };
  for (const lists of bySource) for (const key of lists.references) merged.set(key, { ...edgeOf(key) });
  for (const lists of bySource) for (const key of lists.importOnly) merged.set(key, { ...edgeOf(key) });
  return merged;
}

/** What snapshotOf(fileGraphOf(paths, forward, options)) gives, without building the graphology graph. */
export function snapshotOfForward(paths: readonly string[], forward: ForwardEdges, options: WeightOptions): GraphSnapshot {
  const n = paths.length;
  const from: number[] = [];
  const to: number[] = [];
  const weights: number[] = [];
  const flags: number[] = [];
  forEachGraphEdge(forward, n, options, (source, target, attributes) => {
    from.push(source);
    to.push(target);
    weights.push(attributes.weight);
    flags.push((attributes.imported ? EDGE_IMPORTED : 0) | (attributes.reverse ? EDGE_REVERSE : 0));
  });
  const m = from.length;
  const inStart = new Int32Array(n + 1);
  const outWeight = new Float64Array(n);
  for (let e = 0; e < m; e++) {
    inStart[to[e]! + 1]!++;
    outWeight[from[e]!] += weights[e]!;
  }
  for (let v = 0; v < n; v++) inStart[v + 1] += inStart[v]!;
  const fill = inStart.slice(0, n);
  const inSource = new Int32Array(m);
  const inWeight = new Float64Array(m);
  const inFlags = new Uint8Array(m);
  for (let e = 0; e < m; e++) {
    const slot = fill[to[e]!]!++;
    inSource[slot] = from[e]!;
    inWeight[slot] = weights[e]!;
    inFlags[slot] = flags[e]!;
  }
  return { paths: [...paths], inStart, inSource, inWeight, inFlags, outWeight };
}

/** Layout: a JSON header (paths, edge count), then from and to (Int32), weights (Float64), flags (Uint8). */
export function encodeForward(paths: readonly string[], forward: ForwardEdges): Buffer {
  const n = paths.length;
  const m = forward.size;
  const from = new Int32Array(m);
  const to = new Int32Array(m);
  const weight = new Float64Array(m);
  const flags = new Uint8Array(m);
  let e = 0;
  for (const [key, edge] of forward) {
    from[e] = Math.floor(key / n);
    to[e] = key - from[e]! * n;
    weight[e] = edge.weight;
    flags[e] = (edge.imported ? FLAG_IMPORTED : 0) | (edge.importOnly ? FLAG_IMPORT_ONLY : 0);
    e++;
  }
  const header = Buffer.from(JSON.stringify({ paths, edges: m }));
  const length = Buffer.alloc(4);
  length.writeUInt32LE(header.length, 0);
  const padding = Buffer.alloc((8 - ((4 + header.length) % 8)) % 8);
  const bytes = (array: ArrayBufferView): Buffer => Buffer.from(array.buffer, array.byteOffset, array.byteLength);
  return Buffer.concat([length, header, padding, bytes(weight), bytes(from), bytes(to), bytes(flags)]);
}

export function decodeForward(data: Buffer): { paths: string[]; forward: ForwardEdges } {
  const headerLength = data.readUInt32LE(0);
  const header = JSON.parse(data.subarray(4, 4 + headerLength).toString('utf8')) as { paths: string[]; edges: number };
  const m = header.edges;
  const n = header.paths.length;
  let at = 4 + headerLength;
  at += (8 - (at % 8)) % 8;
  if (!Array.isArray(header.paths) || !Number.isInteger(m) || m < 0 || data.length !== at + m * 17) throw new Error('a damaged graph cache entry');
  const copy = new Uint8Array(data.length - at); // a fresh buffer: aligned for the typed views
  copy.set(data.subarray(at));
  const weight = new Float64Array(copy.buffer, 0, m);
  const from = new Int32Array(copy.buffer, 8 * m, m);
  const to = new Int32Array(copy.buffer, 12 * m, m);
  const flags = new Uint8Array(copy.buffer, 16 * m, m);
  const forward: ForwardEdges = new Map();
  for (let e = 0; e < m; e++) {
    if (from[e]! < 0 || from[e]! >= n || to[e]! < 0 || to[e]! >= n) throw new Error('a damaged graph cache entry');
    forward.set(from[e]! * n + to[e]!, { weight: weight[e]!, imported: (flags[e]! & FLAG_IMPORTED) !== 0, importOnly: (flags[e]! & FLAG_IMPORT_ONLY) !== 0 });
  }
  return { paths: header.paths, forward };
}
