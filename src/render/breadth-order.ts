// The breadth order: the order in which the fitter takes a map's items when no value order is
// given, as for maps of rankings made elsewhere (the bench's baselines, bench/map.ts).
import type { Item, ItemOrder, MapEntry } from './types.js';

/**
 * The breadth order of a ranked map. A file's first
 * item (its best definition, or the bare file when it has none) comes in file-rank order: it
 * competes with the best definition score of any file ranked at or below it. Every later
 * definition competes with its own score. So the files a map shows are the top of the ranking, a bigger budget never shows fewer files, and the
 * budget left after the headers goes to the best-scored definitions (ties: file rank, then the
 * file's own order). Items are produced on demand by merging the files' score-sorted definition
 * lists through a heap, because the fitter usually needs only a short prefix of a very long order.
 */
export class BreadthOrder implements ItemOrder {
  readonly length: number;
  private readonly items: Item[] = [];
  /** Per file, its definition indices by score descending; null when given in that order. */
  private readonly sorted: Array<number[] | null>;
  /** Per file, how many of its items have been emitted. */
  private readonly cursor: Uint32Array;
  /** Files with items left, as a binary max-heap on their next item. */
  private readonly heap: number[];
  /** Per file, the score its first item competes with (non-increasing in rank). */
  private readonly firstScore: Float64Array;

  constructor(private readonly ranked: readonly MapEntry[]) {
    const n = ranked.length;
    this.sorted = ranked.map((entry) => byScore(entry));
    this.cursor = new Uint32Array(n);
    this.firstScore = new Float64Array(n);
    let bestBelow = -Infinity;
    let items = 0;
    for (let file = n - 1; file >= 0; file--) {
      const count = ranked[file]!.definitions.length;
      if (count > 0) bestBelow = Math.max(bestBelow, this.definitionScore(file, 0));
      this.firstScore[file] = bestBelow;
      items += Math.max(count, 1);
    }
    // Files below the last one with definitions: right after the file above them.
    for (let file = 0; file < n; file++) {
      if (this.firstScore[file] === -Infinity) this.firstScore[file] = file > 0 ? this.firstScore[file - 1]! : Infinity;
    }
    this.length = items;
    this.heap = ranked.map((_, file) => file);
    for (let i = (this.heap.length >> 1) - 1; i >= 0; i--) this.siftDown(i);
  }

  /** The first `count` items (fewer if the order is shorter). */
  prefix(count: number): Item[] {
    this.produce(count);
    return this.items.slice(0, count);
  }

  at(index: number): Item | undefined {
    this.produce(index + 1);
    return this.items[index];
  }

  private produce(count: number): void {
    const target = Math.min(count, this.length);
    while (this.items.length < target) this.items.push(this.pop());
  }

  private pop(): Item {
    const file = this.heap[0]!;
    const count = this.ranked[file]!.definitions.length;
    const definition = count === 0 ? -1 : this.nextDefinition(file);
    this.cursor[file]!++;
    if (this.cursor[file]! >= count) {
      const last = this.heap.pop()!;
      if (this.heap.length > 0) this.heap[0] = last;
    }
    if (this.heap.length > 0) this.siftDown(0);
    return { file, definition };
  }

  private nextDefinition(file: number): number {
    const cursor = this.cursor[file]!;
    return this.sorted[file]?.[cursor] ?? cursor;
  }

  /** Score of the file's `position`-th best definition. */
  private definitionScore(file: number, position: number): number {
    const index = this.sorted[file]?.[position] ?? position;
    return score(this.ranked[file]!.definitions[index]!.score);
  }

  private nextScore(file: number): number {
    const cursor = this.cursor[file]!;
    return cursor === 0 ? this.firstScore[file]! : this.definitionScore(file, cursor);
  }

  /** Whether file a's next item comes before file b's. */
  private before(a: number, b: number): boolean {
    const sa = this.nextScore(a);
    const sb = this.nextScore(b);
    return sa > sb || (sa === sb && a < b);
  }

  private siftDown(start: number): void {
    const heap = this.heap;
    let i = start;
    for (;;) {
      const left = 2 * i + 1;
      const right = left + 1;
      let top = i;
      if (left < heap.length && this.before(heap[left]!, heap[top]!)) top = left;
      if (right < heap.length && this.before(heap[right]!, heap[top]!)) top = right;
      if (top === i) return;
      [heap[i], heap[top]] = [heap[top]!, heap[i]!];
      i = top;
    }
  }
}

function score(value: number): number {
  return Number.isNaN(value) ? -Infinity : value;
}

/** Definition indices by score descending (stable), or null when they are already in that order. */
function byScore(entry: MapEntry): number[] | null {
  const definitions = entry.definitions;
  for (let i = 1; i < definitions.length; i++) {
    if (score(definitions[i]!.score) > score(definitions[i - 1]!.score)) {
      const indices = definitions.map((_, index) => index);
      return indices.sort((a, b) => score(definitions[b]!.score) - score(definitions[a]!.score) || a - b);
    }
  }
  return null;
}
