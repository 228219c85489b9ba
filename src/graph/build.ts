import { DirectedGraph } from 'graphology';
import type { GraphData } from '../store/read.js';
import { nameSpecificity, type WeightOptions } from './weights.js';

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

/**
 * The file graph: an edge from the referencing file to the defining file for
 * each shared name, weighted by how often and how specific the name is and
 * whether an import resolves it; plus a weaker reverse (caller) edge.
 */
export function buildFileGraph(data: GraphData, options: WeightOptions = {}): FileGraph {
  const n = data.paths.length;
  const graph: FileGraph = new DirectedGraph();
  for (let i = 0; i < n; i++) graph.addNode(data.paths[i]!, { index: i });

  const imports = importIndex(data);
  const forward = new Map<number, { weight: number; imported: boolean }>();
  const add = (from: number, to: number, weight: number, imported: boolean): void => {
    const key = from * n + to;
    const edge = forward.get(key);
    if (edge) {
      edge.weight += weight;
      edge.imported ||= imported;
    } else forward.set(key, { weight, imported });
  };

  forEachReferenceEdge(data, options, imports, (from, to, weight, imported) => add(from, to, weight, imported));
  if (!options.aider) {
    for (let i = 0; i < data.importFrom.length; i++) add(data.importFrom[i]!, data.importTo[i]!, IMPORT_EDGE_WEIGHT, true);
  }

  pruneWeakEdges(forward, n);
  // Every edge's final attributes first, then each edge added once, in the order it always
  // was (forward edges, then the caller edges with no forward edge the other way): a forward
  // edge that has a caller edge over it carries both weights.
  const reverse = !options.aider;
  for (const [key, edge] of forward) {
    const from = Math.floor(key / n);
    const to = key - from * n;
    const back = reverse ? forward.get(to * n + from) : undefined;
    const weight = back ? edge.weight + back.weight * REVERSE_EDGE_SHARE : edge.weight;
    graph.addDirectedEdge(data.paths[from]!, data.paths[to]!, { weight, imported: edge.imported, reverse: false });
  }
  if (reverse) {
    for (const [key, edge] of forward) {
      const from = Math.floor(key / n);
      const to = key - from * n;
      if (forward.has(to * n + from)) continue;
      graph.addDirectedEdge(data.paths[to]!, data.paths[from]!, { weight: edge.weight * REVERSE_EDGE_SHARE, imported: edge.imported, reverse: true });
    }
  }
  return graph;
}

/**
 * Keep each file's strongest out-edges only. The weak tail of a file that
 * references hundreds of others moves almost no rank, and dropping it keeps
 * the graph of a 10k-file repository small enough to build in seconds.
 */
function pruneWeakEdges(forward: Map<number, { weight: number }>, n: number): void {
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
 * Visit every (referencing file, defining file, weight) triple implied by the
 * references. Shared by graph building and by symbol scoring, so both agree.
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
    const definers = data.definers.get(name);
    if (!definers) continue;
    const base = nameSpecificity(name, definers.length, data.refCount[r]!, options);
    if (base === 0) continue;
    const imported = options.aider ? undefined : imports.get(from);
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
