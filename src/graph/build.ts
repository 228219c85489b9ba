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

/**
 * The files' out-edges (pruned) from the graph's inputs; for some files only when the data holds
 * only theirs. The references and the imports come source by source in path order (store/read.ts),
 * so each file's edges are made, pruned and written out before the next file's: one file's
 * edges in memory at a time, in columns that grow, never an object per edge.
 */
export function forwardEdges(data: GraphData, options: WeightOptions = {}): ForwardTable {
  const n = data.paths.length;
  const imports = importIndex(data);
  const importCount = options.aider ? 0 : data.importFrom.length;
  const edges = new SourceEdges(n);
  const referenceEdges = new GrowingColumns(n);
  const importEdges = new GrowingColumns(n >> 2);
  let current = -1;
  let nextImport = 0;
  const finish = (source: number): void => {
    for (; nextImport < importCount && data.importFrom[nextImport] === source; nextImport++) {
      edges.add(data.importTo[nextImport]!, IMPORT_EDGE_WEIGHT, true, true);
    }
    edges.flush(source, referenceEdges, importEdges);
  };
  /** Finish the current source, then every source below `next` that has imports only. */
  const finishBelow = (next: number): void => {
    if (current >= 0) finish(current);
    while (nextImport < importCount && data.importFrom[nextImport]! < next) finish(data.importFrom[nextImport]!);
  };
  forEachReferenceEdge(data, options, imports, (from, to, weight, imported) => {
    if (from !== current) {
      if (from < current) throw new Error('forwardEdges: references must come source by source in path order');
      finishBelow(from);
      current = from;
    }
    edges.add(to, weight, imported, false);
  });
  finishBelow(n);
  if (nextImport < importCount) throw new Error('forwardEdges: imports must come source by source in path order');
  const m = referenceEdges.count + importEdges.count;
  const table: ForwardTable = { n, from: new Int32Array(m), to: new Int32Array(m), weight: new Float64Array(m), flags: new Uint8Array(m) };
  referenceEdges.copyTo(table, 0);
  importEdges.copyTo(table, referenceEdges.count);
  return table;
}

/**
 * One source file's out-edges while they are made: by target, in the order first made, their
 * weights summed in the order they come (as the floating-point sums must be, to be the same
 * every time).
 */
class SourceEdges {
  /** Per target, its edge's position in the lists below, or -1. */
  private readonly slot: Int32Array;
  private readonly targets: number[] = [];
  private readonly weights: number[] = [];
  private readonly imported: boolean[] = [];
  private readonly importOnly: boolean[] = [];

  constructor(n: number) {
    this.slot = new Int32Array(n).fill(-1);
  }

  add(to: number, weight: number, imported: boolean, importOnly: boolean): void {
    const at = this.slot[to]!;
    if (at >= 0) {
      this.weights[at]! += weight;
      this.imported[at] ||= imported;
      return;
    }
    this.slot[to] = this.targets.length;
    this.targets.push(to);
    this.weights.push(weight);
    this.imported.push(imported);
    this.importOnly.push(importOnly);
  }

  /**
   * Keep the source's strongest out-edges only (at most MAX_OUT_EDGES), in the order they were
   * made: the weak tail of a file that references hundreds of others moves almost no rank, and
   * dropping it keeps the graph of a big repository small. Then start the next source.
   */
  flush(source: number, referenceEdges: GrowingColumns, importEdges: GrowingColumns): void {
    const count = this.targets.length;
    let kept: Uint8Array | null = null;
    if (count > MAX_OUT_EDGES) {
      // Equal weights keep the target first in path order.
      const order = Array.from({ length: count }, (_, i) => i).sort((a, b) => this.weights[b]! - this.weights[a]! || this.targets[a]! - this.targets[b]!);
      kept = new Uint8Array(count);
      for (let i = 0; i < MAX_OUT_EDGES; i++) kept[order[i]!] = 1;
    }
    for (let i = 0; i < count; i++) {
      this.slot[this.targets[i]!] = -1;
      if (kept && !kept[i]) continue;
      const flags = (this.imported[i] ? FORWARD_IMPORTED : 0) | (this.importOnly[i] ? FORWARD_IMPORT_ONLY : 0);
      (this.importOnly[i] ? importEdges : referenceEdges).push(source, this.targets[i]!, this.weights[i]!, flags);
    }
    this.targets.length = 0;
    this.weights.length = 0;
    this.imported.length = 0;
    this.importOnly.length = 0;
  }
}

/** Edge columns that double when full. */
class GrowingColumns {
  count = 0;
  private from: Int32Array;
  private to: Int32Array;
  private weight: Float64Array;
  private flags: Uint8Array;

  constructor(capacity: number) {
    const size = Math.max(16, capacity);
    this.from = new Int32Array(size);
    this.to = new Int32Array(size);
    this.weight = new Float64Array(size);
    this.flags = new Uint8Array(size);
  }

  push(from: number, to: number, weight: number, flags: number): void {
    if (this.count === this.from.length) this.grow();
    const e = this.count++;
    this.from[e] = from;
    this.to[e] = to;
    this.weight[e] = weight;
    this.flags[e] = flags;
  }

  copyTo(table: ForwardTable, at: number): void {
    table.from.set(this.from.subarray(0, this.count), at);
    table.to.set(this.to.subarray(0, this.count), at);
    table.weight.set(this.weight.subarray(0, this.count), at);
    table.flags.set(this.flags.subarray(0, this.count), at);
  }

  private grow(): void {
    const size = this.from.length * 2;
    const grown = <T extends Int32Array | Float64Array | Uint8Array>(column: T, made: T): T => {
      made.set(column);
      return made;
    };
    this.from = grown(this.from, new Int32Array(size));
    this.to = grown(this.to, new Int32Array(size));
    this.weight = grown(this.weight, new Float64Array(size));
    this.flags = grown(this.flags, new Uint8Array(size));
  }
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
 * For each out-edge source → target, the index of the edge target → source, or -1: found once
 * per edge (a scan of the target's few edges), not again on every walk of the edges.
 */
export function backEdges(table: ForwardTable): Int32Array {
  const ranges = sourceRanges(table);
  const m = table.from.length;
  const back = new Int32Array(m);
  for (let e = 0; e < m; e++) back[e] = edgeIndex(table, ranges, table.to[e]!, table.from[e]!);
  return back;
}

/**
 * The edges of the graph, each with its final attributes, in the order graphology is given
 * them: forward edges (one that has a caller edge over it carries both weights), then the
 * caller edges with no forward edge the other way. `back` is backEdges(table), for a caller
 * that walks the edges more than once.
 */
export function forEachGraphEdge(
  table: ForwardTable,
  options: WeightOptions,
  visit: (from: number, to: number, attributes: EdgeAttributes) => void,
  back: Int32Array | null = options.aider ? null : backEdges(table),
): void {
  const m = table.from.length;
  for (let e = 0; e < m; e++) {
    const from = table.from[e]!;
    const to = table.to[e]!;
    const other = back ? back[e]! : -1;
    const weight = other >= 0 ? table.weight[e]! + table.weight[other]! * REVERSE_EDGE_SHARE : table.weight[e]!;
    visit(from, to, { weight, imported: (table.flags[e]! & FORWARD_IMPORTED) !== 0, reverse: false });
  }
  if (!back) return;
  for (let e = 0; e < m; e++) {
    if (back[e]! >= 0) continue;
    visit(table.to[e]!, table.from[e]!, { weight: table.weight[e]! * REVERSE_EDGE_SHARE, imported: (table.flags[e]! & FORWARD_IMPORTED) !== 0, reverse: true });
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
 * Each file's imported files as ranges of one column: file f's are targets[start[f] ..
 * start[f + 1]) (a pair once per distinct list of names: a file may repeat). Columns, not a set
 * per file, at 100k files.
 */
export interface ImportIndex {
  start: Int32Array;
  targets: Int32Array;
}

export function importIndex(data: GraphData): ImportIndex {
  const n = data.paths.length;
  const start = new Int32Array(n + 1);
  for (let i = 0; i < data.importFrom.length; i++) start[data.importFrom[i]! + 1]!++;
  for (let v = 0; v < n; v++) start[v + 1] += start[v]!;
  const fill = start.slice(0, n);
  const targets = new Int32Array(data.importFrom.length);
  for (let i = 0; i < data.importFrom.length; i++) targets[fill[data.importFrom[i]!]!++] = data.importTo[i]!;
  return { start, targets };
}

/**
 * "Does the file being read import that one?", answered from a mark per file: the files one
 * source imports are marked with its number when its references start.
 */
class ImportMarks {
  private readonly mark: Int32Array;
  private source = -1;

  constructor(
    private readonly index: ImportIndex,
    n: number,
  ) {
    this.mark = new Int32Array(n).fill(-1);
  }

  /** Make `source` the file asked about; whether it imports anything. */
  at(source: number): boolean {
    const { start, targets } = this.index;
    if (source !== this.source) {
      this.source = source;
      for (let k = start[source]!; k < start[source + 1]!; k++) this.mark[targets[k]!] = source;
    }
    return start[source + 1]! > start[source]!;
  }

  has(to: number): boolean {
    return this.mark[to] === this.source;
  }

  /**
   * The definers the source imports, in the definers' order (ascending: they are read in path
   * order, store/read.ts): by a binary search of each import when the imports are fewer.
   */
  among(definers: readonly number[]): number[] {
    const { start, targets } = this.index;
    const first = start[this.source]!;
    const end = start[this.source + 1]!;
    if ((end - first) * 8 >= definers.length) return definers.filter((to) => this.mark[to] === this.source);
    const found: number[] = [];
    for (let k = first; k < end; k++) {
      const to = targets[k]!;
      let low = 0;
      let high = definers.length;
      while (low < high) {
        const middle = (low + high) >> 1;
        if (definers[middle]! < to) low = middle + 1;
        else high = middle;
      }
      if (definers[low] === to) found.push(to);
    }
    found.sort((a, b) => a - b);
    return found.filter((to, i) => i === 0 || found[i - 1] !== to);
  }
}

/**
 * The definers a file's reference to a standard-library name (see external-names.ts) can mean:
 * those it imports, and for a language that sees its package unimported, those of its directory.
 */
function definersOfStandardName(data: GraphData, from: number, definers: readonly number[], imported: ImportMarks | null): number[] {
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
  const marks = options.aider ? null : new ImportMarks(imports, data.paths.length);
  for (let r = 0; r < data.refFile.length; r++) {
    const from = data.refFile[r]!;
    const name = data.refName[r]!;
    const allDefiners = data.definers.get(name);
    if (!allDefiners) continue;
    const base = nameSpecificity(name, allDefiners.length, data.refCount[r]!, options);
    if (base === 0) continue;
    const imported = marks?.at(from) ? marks : null;
    const definers = marks && isStandardName(data.paths[from]!, name) ? definersOfStandardName(data, from, allDefiners, imported) : allDefiners;
    if (!definers.length) continue;
    if (definers.length > MAX_DEFINERS) {
      // Too common a name: only the definers the file imports, found from the (few) imports,
      // not by a walk of the name's definers (thousands at 100k files, for every reference).
      if (!imported) continue;
      for (const to of imported.among(definers)) if (to !== from) visit(from, to, base, true, r);
      continue;
    }
    let anyImported = false;
    if (imported) for (const to of definers) if (imported.has(to)) anyImported = true;
    for (const to of definers) {
      if (to === from) continue;
      const isImported = anyImported && imported!.has(to);
      const share = anyImported && !isImported ? UNIMPORTED_DEFINER_SHARE : 1;
      visit(from, to, base * share, isImported, r);
    }
  }
}
