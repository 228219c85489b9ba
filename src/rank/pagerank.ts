// Personalized PageRank by power iteration over a graphology graph.
//
// graphology-metrics' `pagerank` spreads both the teleport and the mass of
// dangling nodes uniformly, silently ignores unknown options and throws when
// it does not converge. This module keeps its semantics (edge direction,
// weights, convergence rule) and adds a personalization vector used for BOTH
// the teleport and the dangling mass, never throws on non-convergence, and
// runs on a CSR copy of the graph built once, with two preallocated buffers
// swapped between iterations.
//
// Semantics, per iteration, for every node v:
//
//   x'[v] = alpha * sum_{u -> v} x[u] * w(u,v) / W(u)
//         + (alpha * sum_{d dangling} x[d] + (1 - alpha)) * p[v]
//
// where W(u) is the total out-weight of u, a node is dangling when W(u) is 0,
// and p is the personalization vector normalized to sum 1 (uniform when
// absent, empty or all zero). Edges are followed the way graphology-metrics
// follows them: directed edges from source to target, undirected edges both
// ways; parallel edges add up. The iteration starts from p and stops once the
// L1 change of one iteration is below N * tolerance (graphology-metrics' rule).

import type { GraphSnapshot } from '../graph/snapshot.js';
import type { AbstractGraph, Attributes } from 'graphology-types';

export interface PersonalizedPageRankOptions {
  /**
   * Seed weights by node key. Normalized to sum 1; keys that are not nodes of
   * the graph are ignored; zero weights are allowed. An absent or empty map,
   * or one whose known keys all weigh 0, means uniform (global PageRank).
   * A negative or non-finite weight is a RangeError.
   */
  personalization?: ReadonlyMap<string, number>;
  /** Damping factor: probability of following an edge. Default 0.85. */
  alpha?: number;
  /** Upper bound on power iterations. Default 100. */
  maxIterations?: number;
  /** Converged when the L1 change of one iteration is < N * tolerance. Default 1e-6. */
  tolerance?: number;
  /**
   * Edge attribute holding the weight. Default 'weight'. A missing (undefined
   * or null) attribute counts as 1; `null` here means every edge weighs 1.
   * A weight that is negative, NaN, infinite or not a number is a RangeError;
   * a weight of 0 makes the edge carry nothing.
   */
  getEdgeWeight?: string | null;
}

export interface PageRankResult {
  /** Score per node key, summing to 1 (up to rounding). */
  scores: Map<string, number>;
  /** Power iterations performed. */
  iterations: number;
  /** False when maxIterations ran out first; `scores` is then the last iterate. */
  converged: boolean;
}

/**
 * The graph as a column-stochastic transition matrix in CSR form, indexed by
 * target: the in-edges of node v are the entries inStart[v] .. inStart[v+1]-1,
 * each with its source and its share w(u,v) / W(u) of the source's mass.
 * Build it once with `buildTransitionMatrix` to rank the same graph with
 * several personalization vectors.
 */
export interface TransitionMatrix {
  readonly nodes: readonly string[];
  readonly indexOf: ReadonlyMap<string, number>;
  readonly inStart: Int32Array;
  readonly inSource: Int32Array;
  readonly inShare: Float64Array;
  /** Nodes whose total out-weight is 0. */
  readonly dangling: Int32Array;
}

const DEFAULT_ALPHA = 0.85;
const DEFAULT_MAX_ITERATIONS = 100;
const DEFAULT_TOLERANCE = 1e-6;
const DEFAULT_WEIGHT_ATTRIBUTE = 'weight';

function readWeight(attributes: Attributes, key: string | null): number {
  if (key === null) return 1;
  const value: unknown = attributes[key];
  if (value === undefined || value === null) return 1;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
    throw new RangeError(
      `personalizedPageRank: edge attribute '${key}' must be a finite number >= 0, got ${String(value)}`,
    );
  }
  return value;
}

/** Converts the graph once into CSR typed arrays (see `TransitionMatrix`). */
export function buildTransitionMatrix(
  graph: AbstractGraph,
  getEdgeWeight: string | null = DEFAULT_WEIGHT_ATTRIBUTE,
): TransitionMatrix {
  const n = graph.order;
  const nodes = graph.nodes();
  const indexOf = new Map<string, number>();
  for (let i = 0; i < n; i++) indexOf.set(nodes[i]!, i);

  // Edge list; an undirected edge is one entry per direction (a self-loop
  // once), as graphology's outbound iteration sees it. One pass over all
  // edges is several times faster than per-node neighbourhood iteration.
  const upperBound = graph.directedSize + 2 * graph.undirectedSize;
  const edgeSource = new Int32Array(upperBound);
  const edgeTarget = new Int32Array(upperBound);
  const edgeWeight = new Float64Array(upperBound);
  const outWeight = new Float64Array(n);
  let m = 0;
  // Builders usually add a node's edges together: skip the lookup then.
  let lastSource: string | undefined;
  let lastSourceIndex = -1;
  graph.forEachEdge((_edge, attributes, source, target, _sa, _ta, undirected) => {
    const weight = readWeight(attributes, getEdgeWeight);
    if (weight === 0) return;
    if (source !== lastSource) {
      lastSource = source;
      lastSourceIndex = indexOf.get(source)!;
    }
    const s = lastSourceIndex;
    const t = source === target ? s : indexOf.get(target)!;
    edgeSource[m] = s;
    edgeTarget[m] = t;
    edgeWeight[m] = weight;
    outWeight[s] += weight;
    m++;
    if (undirected && s !== t) {
      edgeSource[m] = t;
      edgeTarget[m] = s;
      edgeWeight[m] = weight;
      outWeight[t] += weight;
      m++;
    }
  });

  // Counting sort by target.
  const inStart = new Int32Array(n + 1);
  for (let e = 0; e < m; e++) inStart[edgeTarget[e]! + 1]++;
  for (let v = 0; v < n; v++) inStart[v + 1] += inStart[v]!;
  const cursor = inStart.slice(0, n);
  const inSource = new Int32Array(m);
  const inShare = new Float64Array(m);
  for (let e = 0; e < m; e++) {
    const u = edgeSource[e]!;
    const slot = cursor[edgeTarget[e]!]++;
    inSource[slot] = u;
    inShare[slot] = edgeWeight[e]! / outWeight[u]!;
  }

  let danglingCount = 0;
  for (let i = 0; i < n; i++) if (outWeight[i] === 0) danglingCount++;
  const dangling = new Int32Array(danglingCount);
  for (let i = 0, k = 0; i < n; i++) if (outWeight[i] === 0) dangling[k++] = i;

  return { nodes, indexOf, inStart, inSource, inShare, dangling };
}

function checkOptions(alpha: number, maxIterations: number, tolerance: number): void {
  if (!(alpha >= 0 && alpha <= 1)) {
    throw new RangeError(`personalizedPageRank: alpha must be in [0, 1], got ${alpha}`);
  }
  if (!Number.isInteger(maxIterations) || maxIterations < 0) {
    throw new RangeError(`personalizedPageRank: maxIterations must be an integer >= 0, got ${maxIterations}`);
  }
  if (!(tolerance >= 0 && Number.isFinite(tolerance))) {
    throw new RangeError(`personalizedPageRank: tolerance must be a finite number >= 0, got ${tolerance}`);
  }
}

/** The normalized personalization vector; uniform when nothing usable is given. */
function personalizationVector(
  matrix: TransitionMatrix,
  personalization: ReadonlyMap<string, number> | undefined,
): Float64Array {
  const n = matrix.nodes.length;
  const p = new Float64Array(n);
  let total = 0;
  if (personalization) {
    for (const [key, value] of personalization) {
      if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
        throw new RangeError(
          `personalizedPageRank: personalization weight of '${key}' must be a finite number >= 0, got ${String(value)}`,
        );
      }
      const i = matrix.indexOf.get(key);
      if (i === undefined || value === 0) continue;
      p[i] += value;
      total += value;
    }
  }
  if (total > 0) {
    for (let i = 0; i < n; i++) p[i] /= total;
  } else {
    p.fill(1 / n);
  }
  return p;
}

/** Personalized PageRank on a prebuilt matrix (see `personalizedPageRank`). */
export function personalizedPageRankOnMatrix(
  matrix: TransitionMatrix,
  options: Omit<PersonalizedPageRankOptions, 'getEdgeWeight'> = {},
): PageRankResult {
  const alpha = options.alpha ?? DEFAULT_ALPHA;
  const maxIterations = options.maxIterations ?? DEFAULT_MAX_ITERATIONS;
  const tolerance = options.tolerance ?? DEFAULT_TOLERANCE;
  checkOptions(alpha, maxIterations, tolerance);

  const n = matrix.nodes.length;
  if (n === 0) return { scores: new Map(), iterations: 0, converged: true };

  const { inStart, inSource, inShare, dangling } = matrix;
  const p = personalizationVector(matrix, options.personalization);
  const teleport = 1 - alpha;
  const threshold = n * tolerance;
  const danglingCount = dangling.length;

  let x = new Float64Array(n);
  let next = new Float64Array(n);
  x.set(p);

  let iterations = 0;
  let converged = false;
  while (iterations < maxIterations) {
    let danglingMass = 0;
    for (let k = 0; k < danglingCount; k++) danglingMass += x[dangling[k]!]!;
    const restart = alpha * danglingMass + teleport;

    let error = 0;
    let start = inStart[0]!;
    for (let v = 0; v < n; v++) {
      const end = inStart[v + 1]!;
      let flow = 0;
      for (let e = start; e < end; e++) flow += x[inSource[e]!]! * inShare[e]!;
      start = end;
      const value = alpha * flow + restart * p[v]!;
      next[v] = value;
      error += Math.abs(value - x[v]!);
    }

    const swap = x;
    x = next;
    next = swap;
    iterations++;
    if (error < threshold) {
      converged = true;
      break;
    }
  }

  const scores = new Map<string, number>();
  for (let i = 0; i < n; i++) scores.set(matrix.nodes[i]!, x[i]!);
  return { scores, iterations, converged };
}

/**
 * Personalized PageRank of every node of `graph` (see the module comment for
 * the exact semantics). With no usable personalization it equals
 * graphology-metrics' `pagerank` (same options), except that it returns the
 * last iterate with `converged: false` instead of throwing. An empty graph
 * gives an empty map.
 */
export function personalizedPageRank(
  graph: AbstractGraph,
  options: PersonalizedPageRankOptions = {},
): PageRankResult {
  const { getEdgeWeight, ...rest } = options;
  // Validate before the (possibly large) conversion.
  checkOptions(
    rest.alpha ?? DEFAULT_ALPHA,
    rest.maxIterations ?? DEFAULT_MAX_ITERATIONS,
    rest.tolerance ?? DEFAULT_TOLERANCE,
  );
  if (graph.order === 0) return { scores: new Map(), iterations: 0, converged: true };
  const matrix = buildTransitionMatrix(graph, getEdgeWeight === undefined ? DEFAULT_WEIGHT_ATTRIBUTE : getEdgeWeight);
  return personalizedPageRankOnMatrix(matrix, rest);
}

/** The matrix of a stored graph snapshot: what a ranking walks, read back without graphology. */
export function transitionMatrix(snapshot: GraphSnapshot): TransitionMatrix {
  const { paths, inStart, inSource, inWeight, outWeight } = snapshot;
  const indexOf = new Map<string, number>();
  for (let i = 0; i < paths.length; i++) indexOf.set(paths[i]!, i);
  const inShare = new Float64Array(inWeight.length);
  for (let e = 0; e < inWeight.length; e++) inShare[e] = inWeight[e]! / outWeight[inSource[e]!]!;
  let danglingCount = 0;
  for (let i = 0; i < paths.length; i++) if (outWeight[i] === 0) danglingCount++;
  const dangling = new Int32Array(danglingCount);
  for (let i = 0, k = 0; i < paths.length; i++) if (outWeight[i] === 0) dangling[k++] = i;
  return { nodes: paths, indexOf, inStart, inSource, inShare, dangling };
}
