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

/** One out-edge of a file before caller edges are added: to whom, how strong, and why. */
export interface ForwardEdge {
  weight: number;
  imported: boolean;
  /** Made by a resolved import alone (no reference to a name of the target). */
  importOnly: boolean;
}

/**
 * Every file's kept out-edges, keyed `from * n + to`, in the order they were first made:
 * the reference edges source by source in path order, then the edges of imports alone.
 * Each file's list depends only on that file's references and imports and on the
 * repository's definers, which is what lets one file's edges be made again on their own.
 */
export type ForwardEdges = Map<number, ForwardEdge>;

/**
 * The file graph: an edge from the referencing file to the defining file for
 * each shared name, weighted by how often and how specific the name is and
 * whether an import resolves it; plus a weaker reverse (caller) edge.
 */
export function buildFileGraph(data: GraphData, options: WeightOptions = {}): FileGraph {
  return fileGraphOf(data.paths, forwardEdges(data, options), options);
}

/** The files' out-edges (pruned) from the graph's inputs; for `sources` only when the data holds only theirs. */
export function forwardEdges(data: GraphData, options: WeightOptions = {}): ForwardEdges {
  const n = data.paths.length;
  const imports = importIndex(data);
  const forward: ForwardEdges = new Map();
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
  return forward;
}

/**
 * The edges of the graph, each with its final attributes, in the order graphology is given
 * them: forward edges (one that has a caller edge over it carries both weights), then the
 * caller edges with no forward edge the other way.
 */
export function forEachGraphEdge(
  forward: ForwardEdges,
  n: number,
  options: WeightOptions,
  visit: (from: number, to: number, attributes: EdgeAttributes) => void,
): void {
  const reverse = !options.aider;
  for (const [key, edge] of forward) {
    const from = Math.floor(key / n);
    const to = key - from * n;
    const back = reverse ? forward.get(to * n + from) : undefined;
    const weight = back ? edge.weight + back.weight * REVERSE_EDGE_SHARE : edge.weight;
    visit(from, to, { weight, imported: edge.imported, reverse: false });
  }
  if (!reverse) return;
  for (const [key, edge] of forward) {
    const from = Math.floor(key / n);
    const to = key - from * n;
    if (forward.has(to * n + from)) continue;
    visit(to, from, { weight: edge.weight * REVERSE_EDGE_SHARE, imported: edge.imported, reverse: true });
  }
}

/** The graphology graph of these out-edges. */
export function fileGraphOf(paths: readonly string[], forward: ForwardEdges, options: WeightOptions = {}): FileGraph {
  const graph: FileGraph = new DirectedGraph();
  for (let i = 0; i < paths.length; i++) graph.addNode(paths[i]!, { index: i });
  forEachGraphEdge(forward, paths.length, options, (from, to, attributes) => graph.addDirectedEdge(paths[from]!, paths[to]!, attributes));
  return graph;
}

/**
 * Keep each file's strongest out-edges only. The weak tail of a file that
 * references hundreds of others moves almost no rank, and dropping it keeps
 * the graph of a 10k-file repository small enough to build in seconds.
 */
function pruneWeakEdges(forward: ForwardEdges, n: number): void {
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
