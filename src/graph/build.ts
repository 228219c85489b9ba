import { DirectedGraph } from 'graphology';
import type { GraphData } from '../store/read.js';
import { nameSpecificity, type WeightOptions } from './weights.js';
import { directoryOf, isStandardName, seesItsPackage } from './external-names.js';

export interface EdgeAttributes {
  weight: number;
  /** The referencing file imports the defining file (resolved import). */
  imported: boolean;
  /** A caller edge: from a defining file back to a file that uses it. */
  reverse: boolean;
}

export type FileGraph = DirectedGraph<{ index: number }, EdgeAttributes>;

/** Caller edges carry this share of the forward weight: who uses a file is evidence too, weaker than what it uses. */
export const REVERSE_EDGE_SHARE = 0.5;
/** A resolved import with no matching reference still ties two files together. */
const IMPORT_EDGE_WEIGHT = 1;
/**
 * A name defined in more files than this (toString, get, logger) says almost
 * nothing about which of them a reference means; unless an import resolves
 * it, it adds no edges. Also what keeps big repositories' graphs small.
 */
export const MAX_DEFINERS = 16;
/** Out-edges kept per file (see `pruneWeakEdges`). */
export const MAX_OUT_EDGES = 32;
/** When the referencing file imports one of a name's definers, the others are unlikely targets. */
export const UNIMPORTED_DEFINER_SHARE = 0.1;

/** One out-edge of a file before caller edges are added: to whom, how strong, and why. */
interface ForwardEdge {
  weight: number;
  imported: boolean;
  /** Made by a resolved import alone (no reference to a name of the target). */
  importOnly: boolean;
}

export const FORWARD_IMPORTED = 1;
export const FORWARD_IMPORT_ONLY = 2;

/**
 * Every file's kept out-edges (at most MAX_OUT_EDGES each) as columns, in the order they
 * were first made: the reference edges source by source in path order, then the edges of
 * imports alone, source by source. A file's edges depend only on its own references and
 * imports and on the repository's definers, which is what lets one file's edges be made
 * again on their own (graph/incremental.ts).
 */
export interface ForwardTable {
  /** Number of files (node indexes 0 .. n-1). */
  n: number;
  from: Int32Array;
  to: Int32Array;
  weight: Float64Array;
  /** FORWARD_IMPORTED | FORWARD_IMPORT_ONLY. */
  flags: Uint8Array;
}

/**
 * The file graph: an edge from the referencing file to the defining file for
 * each shared name, weighted by how often and how specific the name is and
 * whether an import resolves it; plus a weaker reverse (caller) edge.
 */
export function buildFileGraph(data: GraphData, options: WeightOptions = {}): FileGraph {
  return fileGraphOf(data.paths, forwardEdges(data, options), options);
}

/** The files' out-edges (pruned) from the graph's inputs; for some files only when the data holds only theirs. */
export function forwardEdges(data: GraphData, options: WeightOptions = {}): ForwardTable {
  const n = data.paths.length;
  const imports = importIndex(data);
  const forward = new Map<number, ForwardEdge>();
  const add = (from: number, to: number, weight: number, imported: boolean, importOnly: boolean): void => {
    const key = from * n + to;
    const edge = forward.get(key);
    if (edge) {
      edge.weight += weight;
      edge.imported ||= imported;
    } else forward.set(key, { weight, imported, importOnly });
  };
  forEachReferenceEdge(data, options, imports, (from, to, weight, imported) => add(from, to, weight, imported, false));
  if (!options.aider) {
    for (let i = 0; i < data.importFrom.length; i++) add(data.importFrom[i]!, data.importTo[i]!, IMPORT_EDGE_WEIGHT, true, true);
  }
  pruneWeakEdges(forward, n);
  const m = forward.size;
  const table: ForwardTable = { n, from: new Int32Array(m), to: new Int32Array(m), weight: new Float64Array(m), flags: new Uint8Array(m) };
  let e = 0;
  for (const [key, edge] of forward) {
    const from = Math.floor(key / n);
    table.from[e] = from;
    table.to[e] = key - from * n;
    table.weight[e] = edge.weight;
    table.flags[e] = (edge.imported ? FORWARD_IMPORTED : 0) | (edge.importOnly ? FORWARD_IMPORT_ONLY : 0);
    e++;
  }
  return table;
}

/** Where each file's edges are in a table: its reference edges, then its import-only edges. */
export interface SourceRanges {
  referenceStart: Int32Array;
  referenceEnd: Int32Array;
  importStart: Int32Array;
  importEnd: Int32Array;
}

export function sourceRanges(table: ForwardTable): SourceRanges {
  const { n, from, flags } = table;
  const ranges: SourceRanges = {
    referenceStart: new Int32Array(n),
    referenceEnd: new Int32Array(n),
    importStart: new Int32Array(n),
    importEnd: new Int32Array(n),
  };
  for (let e = from.length - 1; e >= 0; e--) {
    const source = from[e]!;
    if (flags[e]! & FORWARD_IMPORT_ONLY) {
      if (ranges.importEnd[source] === 0) ranges.importEnd[source] = e + 1;
      ranges.importStart[source] = e;
    } else {
      if (ranges.referenceEnd[source] === 0) ranges.referenceEnd[source] = e + 1;
      ranges.referenceStart[source] = e;
    }
  }
  return ranges;
}

/** The index of the edge source → target in the table, or -1 (a file has few out-edges: a scan). */
function edgeIndex(table: ForwardTable, ranges: SourceRanges, source: number, target: number): number {
  for (let e = ranges.referenceStart[source]!; e < ranges.referenceEnd[source]!; e++) if (table.to[e] === target) return e;
  for (let e = ranges.importStart[source]!; e < ranges.importEnd[source]!; e++) if (table.to[e] === target) return e;
  return -1;
}

/**
 * The edges of the graph, each with its final attributes, in the order graphology is given
 * them: forward edges (one that has a caller edge over it carries both weights), then the
 * caller edges with no forward edge the other way.
 */
export function forEachGraphEdge(table: ForwardTable, options: WeightOptions, visit: (from: number, to: number, attributes: EdgeAttributes) => void): void {
  const reverse = !options.aider;
  const ranges = reverse ? sourceRanges(table) : null;
  const m = table.from.length;
  for (let e = 0; e < m; e++) {
    const from = table.from[e]!;
    const to = table.to[e]!;
    const back = ranges ? edgeIndex(table, ranges, to, from) : -1;
    const weight = back >= 0 ? table.weight[e]! + table.weight[back]! * REVERSE_EDGE_SHARE : table.weight[e]!;
    visit(from, to, { weight, imported: (table.flags[e]! & FORWARD_IMPORTED) !== 0, reverse: false });
  }
  if (!ranges) return;
  for (let e = 0; e < m; e++) {
    const from = table.from[e]!;
    const to = table.to[e]!;
    if (edgeIndex(table, ranges, to, from) >= 0) continue;
    visit(to, from, { weight: table.weight[e]! * REVERSE_EDGE_SHARE, imported: (table.flags[e]! & FORWARD_IMPORTED) !== 0, reverse: true });
  }
}

/** The graphology graph of these out-edges. */
export function fileGraphOf(paths: readonly string[], table: ForwardTable, options: WeightOptions = {}): FileGraph {
  const graph: FileGraph = new DirectedGraph();
  for (let i = 0; i < paths.length; i++) graph.addNode(paths[i]!, { index: i });
  forEachGraphEdge(table, options, (from, to, attributes) => graph.addDirectedEdge(paths[from]!, paths[to]!, attributes));
  return graph;
}

/**
 * Keep each file's strongest out-edges only. The weak tail of a file that
 * references hundreds of others moves almost no rank, and dropping it keeps
 * the graph of a 10k-file repository small enough to build in seconds.
 */
function pruneWeakEdges(forward: Map<number, ForwardEdge>, n: number): void {
  const bySource = new Map<number, { key: number; weight: number }[]>();
  for (const [key, edge] of forward) {
    const from = Math.floor(key / n);
    let list = bySource.get(from);
    if (!list) bySource.set(from, (list = []));
    list.push({ key, weight: edge.weight });
  }
  for (const list of bySource.values()) {
    if (list.length <= MAX_OUT_EDGES) continue;
    // Equal weights keep the lower key: the target first in path order.
    list.sort((a, b) => b.weight - a.weight || a.key - b.key);
    for (let i = MAX_OUT_EDGES; i < list.length; i++) forward.delete(list[i]!.key);
  }
}

export type ImportIndex = Map<number, Map<number, string[]>>;

/** from → (to → imported names), for asking "does this file import that one?". */
export function importIndex(data: GraphData): ImportIndex {
  const index: ImportIndex = new Map();
  for (let i = 0; i < data.importFrom.length; i++) {
    const from = data.importFrom[i]!;
    let targets = index.get(from);
    if (!targets) index.set(from, (targets = new Map()));
    const names = data.importNames[i] ? data.importNames[i]!.split(',') : [];
    const existing = targets.get(data.importTo[i]!);
    targets.set(data.importTo[i]!, existing ? existing.concat(names) : names);
  }
  return index;
}

/**
 * The definers a file's reference to a standard-library name (see external-names.ts) can mean:
 * those it imports, and for a language that sees its package unimported, those of its directory.
 */
function definersOfStandardName(data: GraphData, from: number, definers: readonly number[], imported: ReadonlyMap<number, string[]> | undefined): number[] {
  const path = data.paths[from]!;
  const directory = seesItsPackage(path) ? directoryOf(path) : null;
  return definers.filter((to) => imported?.has(to) || (directory !== null && directoryOf(data.paths[to]!) === directory));
}

/**
 * Visit every (referencing file, defining file, weight) triple implied by the
 * references. Shared by graph building and by symbol scoring, so both agree.
 * A name the referencing file's standard library gives it (the JDK's `IllegalStateException`,
 * Python's `ValueError`) is evidence only for a definer the file imports or shares a package with.
 */
export function forEachReferenceEdge(
  data: GraphData,
  options: WeightOptions,
  imports: ImportIndex,
  visit: (from: number, to: number, weight: number, imported: boolean, refIndex: number) => void,
): void {
  for (let r = 0; r < data.refFile.length; r++) {
    const from = data.refFile[r]!;
    const name = data.refName[r]!;
    const allDefiners = data.definers.get(name);
    if (!allDefiners) continue;
    const base = nameSpecificity(name, allDefiners.length, data.refCount[r]!, options);
    if (base === 0) continue;
    const imported = options.aider ? undefined : imports.get(from);
    const definers = !options.aider && isStandardName(data.paths[from]!, name) ? definersOfStandardName(data, from, allDefiners, imported) : allDefiners;
    if (!definers.length) continue;
    let anyImported = false;
    if (imported) for (const to of definers) if (imported.has(to)) anyImported = true;
    const tooCommon = definers.length > MAX_DEFINERS;
    if (tooCommon && !anyImported) continue;
    for (const to of definers) {
      if (to === from) continue;
      const isImported = anyImported && imported!.has(to);
      if (tooCommon && !isImported) continue;
      const share = anyImported && !isImported ? UNIMPORTED_DEFINER_SHARE : 1;
      visit(from, to, base * share, isImported, r);
    }
  }
}
