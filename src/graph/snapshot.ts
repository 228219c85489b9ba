import type { FileGraph } from './build.js';
import { decodeColumns, encodeColumns } from './columns.js';

export const EDGE_IMPORTED = 1;
export const EDGE_REVERSE = 2;

/**
 * The file graph frozen into typed arrays, indexed by target (in-edges of node
 * v are inStart[v] .. inStart[v+1]-1). This is what a map needs from the
 * graph, and it is cheap to store and load: building the graph of a 10k-file
 * repository from the store takes seconds, reading this back takes milliseconds.
 */
export interface GraphSnapshot {
  paths: string[];
  inStart: Int32Array;
  inSource: Int32Array;
  inWeight: Float64Array;
  inFlags: Uint8Array;
  outWeight: Float64Array;
}

/** The graph's edges as columns, in the order they were added to it. */
export interface EdgeList {
  count: number;
  from: Int32Array;
  to: Int32Array;
  weight: Float64Array;
  /** EDGE_IMPORTED | EDGE_REVERSE. */
  flags: Uint8Array;
}

export function edgeList(capacity: number): EdgeList {
  return { count: 0, from: new Int32Array(capacity), to: new Int32Array(capacity), weight: new Float64Array(capacity), flags: new Uint8Array(capacity) };
}

export function pushEdge(edges: EdgeList, from: number, to: number, weight: number, imported: boolean, reverse: boolean): void {
  const e = edges.count++;
  edges.from[e] = from;
  edges.to[e] = to;
  edges.weight[e] = weight;
  edges.flags[e] = (imported ? EDGE_IMPORTED : 0) | (reverse ? EDGE_REVERSE : 0);
}

export function snapshotOf(graph: FileGraph): GraphSnapshot {
  const paths: string[] = new Array(graph.order);
  graph.forEachNode((path, attributes) => {
    paths[attributes.index] = path;
  });
  const edges = edgeList(graph.size);
  graph.forEachEdge((_edge, attributes, _source, _target, sourceAttributes, targetAttributes) =>
    pushEdge(edges, sourceAttributes.index, targetAttributes.index, attributes.weight, attributes.imported, attributes.reverse),
  );
  return snapshotOfEdges(paths, edges);
}

/** The snapshot of these edges: in-edges grouped by target, each target's in the edges' order. */
export function snapshotOfEdges(paths: readonly string[], edges: EdgeList): GraphSnapshot {
  const n = paths.length;
  const m = edges.count;
  const inStart = new Int32Array(n + 1);
  const outWeight = new Float64Array(n);
  for (let e = 0; e < m; e++) {
    inStart[edges.to[e]! + 1]!++;
    outWeight[edges.from[e]!] += edges.weight[e]!;
  }
  for (let v = 0; v < n; v++) inStart[v + 1] += inStart[v]!;
  const fill = inStart.slice(0, n);
  const inSource = new Int32Array(m);
  const inWeight = new Float64Array(m);
  const inFlags = new Uint8Array(m);
  for (let e = 0; e < m; e++) {
    const slot = fill[edges.to[e]!]!++;
    inSource[slot] = edges.from[e]!;
    inWeight[slot] = edges.weight[e]!;
    inFlags[slot] = edges.flags[e]!;
  }
  return { paths: [...paths], inStart, inSource, inWeight, inFlags, outWeight };
}

/** Binary layout (graph/columns.ts): a JSON header (paths, edge count), then the typed arrays. */
export function encodeSnapshot(snapshot: GraphSnapshot): Buffer {
  return encodeColumns({ paths: snapshot.paths, edges: snapshot.inSource.length }, [
    snapshot.inWeight,
    snapshot.outWeight,
    snapshot.inStart,
    snapshot.inSource,
    snapshot.inFlags,
  ]);
}

export function decodeSnapshot(buffer: Buffer): GraphSnapshot {
  const { header, columns } = decodeColumns<{ paths: string[]; edges: number }>(buffer, ({ paths, edges }) => {
    const n = Array.isArray(paths) ? paths.length : -1;
    return [['f64', edges], ['f64', n], ['i32', n + 1], ['i32', edges], ['u8', edges]];
  });
  const [inWeight, outWeight, inStart, inSource, inFlags] = columns as [Float64Array, Float64Array, Int32Array, Int32Array, Uint8Array];
  return { paths: header.paths, inStart, inSource, inWeight, inFlags, outWeight };
}
