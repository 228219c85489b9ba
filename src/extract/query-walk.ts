import type { Node, Query, QueryCapture, QueryMatch, Tree } from 'web-tree-sitter';
import { FastNode, nodeRuntime } from './fast-node.js';

/**
 * A query's matches over a tree, as `query.matches(root)` gives them, with cheaper nodes.
 *
 * web-tree-sitter builds every captured node with its class's constructor, whose fields
 * include one keyed `[0]` (the node's tree-sitter handle): V8 defines such a field through
 * its runtime, the slowest part of a match. On spring-framework's Java, building the
 * captures' nodes was the largest cost of the query walk in JS (the first in a worker's
 * profile after the parser's and the cursor's own wasm; bench/history/2026-12-04b-coldwalk.md).
 * Here the same matches are read from the same call into the runtime, and each capture's node
 * is a `FastNode` (fast-node.ts): the same five values (handle, id, tree, start index, start
 * position) set by plain stores, with every getter and method of a node (`text`, `endIndex`,
 * `parent`, …), and the query's own text predicates (`#match?`, `#eq?`) judge it as they judge
 * a `Node`.
 *
 * The layout read here is web-tree-sitter's (the version pinned in package.json): the match
 * count and the address of the result in the transfer buffer; per match its pattern and
 * capture count, per capture its capture index and the node's five 32-bit values.
 */
export function queryMatches(query: Query, tree: Tree, root: Node): WalkMatch[] {
  const runtime = nodeRuntime();
  if (!runtime) return query.matches(root).map(({ patternIndex, captures, setProperties }) => ({ patternIndex, captures: captures.map(fromCapture), setProperties }));
  const { module, buffer } = runtime;
  const q = query as unknown as QueryInternals;
  let heap = module.HEAP32;
  const base = buffer >> 2;
  heap[base] = root.id;
  heap[base + 1] = root.startIndex;
  heap[base + 2] = root.startPosition.row;
  heap[base + 3] = root.startPosition.column;
  heap[base + 4] = (root as unknown as Handle)[0];
  // The same arguments as matches() without options: the whole tree, no limits.
  module._ts_query_matches_wasm(q[0], (tree as unknown as Handle)[0], 0, 0, 0, 0, 0, 0, 0xffffffff, 0xffffffff, 0);
  heap = module.HEAP32; // the call may have grown the memory
  const count = heap[base]!;
  const start = heap[base + 1]!;
  const names = q.captureNames;
  const predicates = q.textPredicates;
  const properties = q.setProperties;
  const matches: WalkMatch[] = [];
  let at = start >> 2;
  for (let m = 0; m < count; m++) {
    const patternIndex = heap[at++]!;
    const captureCount = heap[at++]!;
    const captures: WalkCapture[] = new Array(captureCount);
    for (let c = 0; c < captureCount; c++) {
      captures[c] = new WalkCapture(patternIndex, names[heap[at]!]!, tree, heap[at + 5]!, heap[at + 1]!, heap[at + 2]!, heap[at + 3]!, heap[at + 4]!);
      at += 6;
    }
    const tests = predicates[patternIndex]!;
    if (tests.length && !passes(tests, captures)) continue;
    matches.push({ patternIndex, captures, setProperties: properties[patternIndex] });
  }
  module._free(start);
  return matches;
}

/**
 * Whether a match passes its pattern's text predicates (`#match?`, `#eq?`, `#any-of?`):
 * web-tree-sitter's tests read only a capture's `name` and its node's `text`, so each is
 * handed the capture itself as its node, whose `text` needs no node built.
 */
function passes(tests: QueryInternals['textPredicates'][number], captures: WalkCapture[]): boolean {
  const asCaptures = captures.map((capture) => ({ name: capture.name, node: capture })) as unknown as QueryCapture[];
  return tests.every((test) => test(asCaptures));
}

/** A match of queryMatches: its pattern, its captures, and the properties its pattern sets (`#set!`). */
export interface WalkMatch {
  patternIndex: number;
  captures: WalkCapture[];
  setProperties: QueryMatch['setProperties'];
}

/**
 * A capture: its name, where its node starts, and the node itself built on first use (a
 * reference's name needs only its range and text: no node at all).
 */
export class WalkCapture {
  private built: Node | null;

  constructor(
    readonly patternIndex: number,
    readonly name: string,
    private readonly tree: Tree,
    private readonly handle: number,
    private readonly id: number,
    /** The node's start, in UTF-16 code units of the parsed text (`node.startIndex`). */
    readonly startIndex: number,
    /** Its start's row, from 0 (`node.startPosition.row`). */
    readonly row: number,
    private readonly column: number,
    built: Node | null = null,
  ) {
    this.built = built;
  }

  get node(): Node {
    this.built ??= new FastNode(this.handle, this.id, this.tree, this.startIndex, this.row, this.column) as unknown as Node;
    return this.built;
  }

  /** The node's text (`node.text`), read without building the node when the runtime allows. */
  get text(): string {
    if (this.built) return this.built.text;
    const runtime = nodeRuntime();
    if (!runtime) return this.node.text;
    const { module, buffer } = runtime;
    const base = buffer >> 2;
    const heap = module.HEAP32;
    heap[base] = this.id;
    heap[base + 1] = this.startIndex;
    heap[base + 2] = this.row;
    heap[base + 3] = this.column;
    heap[base + 4] = this.handle;
    const end = module._ts_node_end_index_wasm((this.tree as unknown as Handle)[0]);
    // As web-tree-sitter's getText: the tree's text callback from the start, cut to the length.
    let text = '';
    for (let at = this.startIndex; at < end; ) {
      const piece = (this.tree as unknown as TreeInternals).textCallback(at, { row: this.row, column: this.column });
      if (!piece) break;
      text += piece;
      at += piece.length;
    }
    return text.length > end - this.startIndex ? text.slice(0, end - this.startIndex) : text;
  }
}

function fromCapture(capture: QueryCapture): WalkCapture {
  const node = capture.node;
  return new WalkCapture(capture.patternIndex, capture.name, node.tree, 0, node.id, node.startIndex, node.startPosition.row, node.startPosition.column, node);
}

interface Handle {
  0: number;
}

interface TreeInternals {
  textCallback: (index: number, position: { row: number; column: number }) => string | undefined;
}

/** What the walk reads of a `Query` beyond its typed surface (public fields of web-tree-sitter's class). */
interface QueryInternals extends Handle {
  captureNames: string[];
  textPredicates: ((captures: QueryCapture[]) => boolean)[][];
  setProperties: QueryMatch['setProperties'][];
}

/** Whether this thread's matches are read from the runtime (false: through `query.matches`, before the runtime is up or when it is not as expected). */
export function queryWalkReadsRuntime(): boolean {
  return nodeRuntime() !== null;
}
