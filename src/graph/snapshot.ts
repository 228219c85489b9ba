import type { FileGraph } from './build.js';

export const EDGE_IMPORTED = 1;
export const EDGE_REVERSE = 2;

/**
 * The file graph frozen into typed arrays, indexed by target (in-edges of node
 * v are inStart[v] .. inStart[v+1]-1). This is what a map needs from the
 * graph, and it is cheap to store and load: building the graphology graph of
 * a 10k-file repository takes seconds, reading this back takes milliseconds.
 */
export interface GraphSnapshot {
  paths: string[];
  inStart: Int32Array;
  inSource: Int32Array;
  inWeight: Float64Array;
  inFlags: Uint8Array;
  outWeight: Float64Array;
}

export function snapshotOf(graph: FileGraph): GraphSnapshot {
  const n = graph.order;
  const paths: string[] = new Array(n);
  graph.forEachNode((path, attributes) => {
    paths[attributes.index] = path;
  });
  const m = graph.size;
  const inDegree = new Int32Array(n + 1);
  const outWeight = new Float64Array(n);
  graph.forEachEdge((_edge, attributes, _source, _target, sourceAttributes, targetAttributes) => {
    inDegree[targetAttributes.index + 1]!++;
    outWeight[sourceAttributes.index] += attributes.weight;
  });
  const inStart = new Int32Array(n + 1);
  for (let v = 0; v < n; v++) inStart[v + 1] = inStart[v]! + inDegree[v + 1]!;
  const fill = inStart.slice(0, n);
  const inSource = new Int32Array(m);
  const inWeight = new Float64Array(m);
  const inFlags = new Uint8Array(m);
  graph.forEachEdge((_edge, attributes, _source, _target, sourceAttributes, targetAttributes) => {
    const slot = fill[targetAttributes.index]!++;
    inSource[slot] = sourceAttributes.index;
    inWeight[slot] = attributes.weight;
    inFlags[slot] = (attributes.imported ? EDGE_IMPORTED : 0) | (attributes.reverse ? EDGE_REVERSE : 0);
  });
  return { paths, inStart, inSource, inWeight, inFlags, outWeight };
}

/** Binary layout: a JSON header (paths, lengths) then the typed arrays, 8-byte aligned. */
export function encodeSnapshot(snapshot: GraphSnapshot): Buffer {
  const header = Buffer.from(JSON.stringify({ paths: snapshot.paths, edges: snapshot.inSource.length }));
  const pad = (length: number): number => (8 - (length % 8)) % 8;
  const parts: Buffer[] = [];
  const length = Buffer.alloc(8);
  length.writeUInt32LE(header.length, 0);
  parts.push(length, header, Buffer.alloc(pad(header.length)));
  for (const array of [snapshot.inWeight, snapshot.outWeight, snapshot.inStart, snapshot.inSource, snapshot.inFlags]) {
    const bytes = Buffer.from(array.buffer, array.byteOffset, array.byteLength);
    parts.push(bytes, Buffer.alloc(pad(bytes.length)));
  }
  return Buffer.concat(parts);
}

export function decodeSnapshot(buffer: Buffer): GraphSnapshot {
  const bytes = new Uint8Array(buffer.byteLength);
  bytes.set(buffer);
  const headerLength = new DataView(bytes.buffer).getUint32(0, true);
  const header = JSON.parse(Buffer.from(bytes.buffer, 8, headerLength).toString('utf8')) as { paths: string[]; edges: number };
  const n = header.paths.length;
  const m = header.edges;
  let offset = 8 + headerLength;
  const align = (): void => {
    offset += (8 - (offset % 8)) % 8;
  };
  align();
  const take = <T>(make: (start: number) => T, byteLength: number): T => {
    const array = make(offset);
    offset += byteLength;
    align();
    return array;
  };
  const inWeight = take((at) => new Float64Array(bytes.buffer, at, m), m * 8);
  const outWeight = take((at) => new Float64Array(bytes.buffer, at, n), n * 8);
  const inStart = take((at) => new Int32Array(bytes.buffer, at, n + 1), (n + 1) * 4);
  const inSource = take((at) => new Int32Array(bytes.buffer, at, m), m * 4);
  const inFlags = take((at) => new Uint8Array(bytes.buffer, at, m), m);
  return { paths: header.paths, inStart, inSource, inWeight, inFlags, outWeight };
}
