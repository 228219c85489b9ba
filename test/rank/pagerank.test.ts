import { describe, expect, it } from 'vitest';
import { DirectedGraph, MultiDirectedGraph, MultiGraph } from 'graphology';
import type { AbstractGraph } from 'graphology-types';
import pagerank from 'graphology-metrics/centrality/pagerank.js';
import {
  buildTransitionMatrix,
  personalizedPageRank,
  personalizedPageRankOnMatrix,
} from '../../src/rank/pagerank.js';
import { seededRandom } from '../../src/bench/metrics.js';

// graphology-metrics is CommonJS: its module object is the function itself.
const metricsPagerank = pagerank as unknown as (
  graph: AbstractGraph,
  options?: { getEdgeWeight?: string | null; alpha?: number; maxIterations?: number; tolerance?: number },
) => Record<string, number>;

/** Random weighted directed graph; the last `dangling` nodes have no out-edges; some edges lack a weight. */
function randomGraph(nodes: number, dangling: number, seed: number): DirectedGraph {
  const random = seededRandom(seed);
  const graph = new DirectedGraph();
  for (let i = 0; i < nodes; i++) graph.addNode(`n${i}`);
  for (let i = 0; i < nodes - dangling; i++) {
    const degree = 1 + Math.floor(random() * 8);
    for (let k = 0; k < degree; k++) {
      const j = Math.floor(random() * nodes);
      if (graph.hasEdge(`n${i}`, `n${j}`)) continue;
      if (random() < 0.2) graph.addEdge(`n${i}`, `n${j}`);
      else graph.addEdge(`n${i}`, `n${j}`, { weight: 0.1 + random() * 5 });
    }
  }
  return graph;
}

function sum(scores: Map<string, number>): number {
  let total = 0;
  for (const value of scores.values()) total += value;
  return total;
}

function expectMatchesMetrics(graph: AbstractGraph, options: { getEdgeWeight?: string | null } = {}): void {
  const reference = metricsPagerank(graph, options);
  const result = personalizedPageRank(graph, options);
  expect(result.converged).toBe(true);
  expect(result.scores.size).toBe(graph.order);
  for (const node of graph.nodes()) {
    expect(Math.abs(result.scores.get(node)! - reference[node]!)).toBeLessThan(1e-9);
  }
}

describe('personalizedPageRank with a uniform vector equals graphology-metrics pagerank', () => {
  it('on a random weighted directed graph with dangling nodes', () => {
    const graph = randomGraph(200, 25, 1);
    expect(graph.nodes().filter((node) => graph.outDegree(node) === 0).length).toBeGreaterThanOrEqual(25);
    expectMatchesMetrics(graph);
    // Scores are not uniform: the comparison is not trivially satisfied.
    const scores = [...personalizedPageRank(graph).scores.values()];
    expect(Math.max(...scores) / Math.min(...scores)).toBeGreaterThan(2);
  });

  it('on a larger random graph', () => {
    expectMatchesMetrics(randomGraph(3000, 300, 2));
  });

  it('on a graph with multi-edges, which sum their weights', () => {
    const multi = new MultiDirectedGraph();
    multi.addNode('a');
    multi.addNode('b');
    multi.addNode('c');
    multi.addNode('d');
    multi.addEdge('a', 'b', { weight: 2 });
    multi.addEdge('a', 'b', { weight: 3 });
    multi.addEdge('a', 'c', { weight: 1 });
    multi.addEdge('b', 'c');
    multi.addEdge('c', 'a', { weight: 1 });
    multi.addEdge('c', 'a', { weight: 1 });
    multi.addEdge('c', 'd', { weight: 0.5 });
    expectMatchesMetrics(multi);

    const merged = new DirectedGraph();
    for (const node of ['a', 'b', 'c', 'd']) merged.addNode(node);
    merged.addEdge('a', 'b', { weight: 5 });
    merged.addEdge('a', 'c', { weight: 1 });
    merged.addEdge('b', 'c', { weight: 1 });
    merged.addEdge('c', 'a', { weight: 2 });
    merged.addEdge('c', 'd', { weight: 0.5 });
    const fromMulti = personalizedPageRank(multi).scores;
    const fromMerged = personalizedPageRank(merged).scores;
    for (const node of ['a', 'b', 'c', 'd']) {
      expect(fromMulti.get(node)).toBeCloseTo(fromMerged.get(node)!, 12);
    }
    // A single a->b edge of weight 2 would rank b lower.
    const single = merged.copy();
    single.setEdgeAttribute('a', 'b', 'weight', 2);
    expect(personalizedPageRank(single).scores.get('b')!).toBeLessThan(fromMulti.get('b')! - 1e-3);
  });

  it('on a cycle', () => {
    const graph = new DirectedGraph();
    const n = 7;
    for (let i = 0; i < n; i++) graph.addNode(`c${i}`);
    for (let i = 0; i < n; i++) graph.addEdge(`c${i}`, `c${(i + 1) % n}`);
    expectMatchesMetrics(graph);
    for (const value of personalizedPageRank(graph).scores.values()) expect(value).toBeCloseTo(1 / n, 12);
  });

  it('on a mixed graph: undirected edges go both ways, a self-loop once', () => {
    const graph = new MultiGraph({ type: 'mixed', allowSelfLoops: true });
    for (const node of ['a', 'b', 'c', 'd']) graph.addNode(node);
    graph.addDirectedEdge('a', 'b', { weight: 2 });
    graph.addUndirectedEdge('b', 'c', { weight: 3 });
    graph.addUndirectedEdge('c', 'c', { weight: 1 });
    graph.addDirectedEdge('d', 'd', { weight: 4 });
    graph.addDirectedEdge('d', 'a');
    expectMatchesMetrics(graph);
  });

  it('with another weight attribute, and with weights ignored (null)', () => {
    const graph = new DirectedGraph();
    for (const node of ['a', 'b', 'c']) graph.addNode(node);
    graph.addEdge('a', 'b', { w: 9, weight: 1 });
    graph.addEdge('a', 'c', { w: 1, weight: 1 });
    graph.addEdge('b', 'a', { w: 1 });
    expectMatchesMetrics(graph, { getEdgeWeight: 'w' });
    expectMatchesMetrics(graph, { getEdgeWeight: null });
    const byW = personalizedPageRank(graph, { getEdgeWeight: 'w' }).scores;
    const byWeight = personalizedPageRank(graph).scores;
    expect(byW.get('b')!).toBeGreaterThan(byW.get('c')! * 2);
    expect(byWeight.get('b')).toBeCloseTo(byWeight.get('c')!, 12);
  });

  it('when the vector is empty, all zero, or names only unknown nodes', () => {
    const graph = randomGraph(60, 8, 3);
    const reference = metricsPagerank(graph);
    for (const personalization of [
      new Map<string, number>(),
      new Map([
        ['n1', 0],
        ['n2', 0],
      ]),
      new Map([['no-such-node', 5]]),
    ]) {
      const { scores } = personalizedPageRank(graph, { personalization });
      for (const node of graph.nodes()) expect(Math.abs(scores.get(node)! - reference[node]!)).toBeLessThan(1e-9);
    }
  });
});

describe('personalization', () => {
  // a -> b (1), a -> c (3), b -> c (1); c is dangling. Seed a, alpha 0.85:
  //   x_a = 0.15 + 0.85 x_c          (teleport and c's dangling mass go to a)
  //   x_b = 0.85 * 1/4 x_a = 0.2125 x_a
  //   x_c = 0.85 (3/4 x_a + x_b) = 0.818125 x_a
  //   => x_a = 0.15 / (1 - 0.85 * 0.818125) = 0.15 / 0.30459375
  function threeNodes(): DirectedGraph {
    const graph = new DirectedGraph();
    for (const node of ['a', 'b', 'c']) graph.addNode(node);
    graph.addEdge('a', 'b', { weight: 1 });
    graph.addEdge('a', 'c', { weight: 3 });
    graph.addEdge('b', 'c', { weight: 1 });
    return graph;
  }

  it('sends the teleport and the dangling mass to the seed set (hand-computed example)', () => {
    const result = personalizedPageRank(threeNodes(), {
      personalization: new Map([['a', 1]]),
      tolerance: 1e-14,
      maxIterations: 10_000,
    });
    expect(result.converged).toBe(true);
    const xa = 0.15 / 0.30459375;
    expect(result.scores.get('a')).toBeCloseTo(xa, 10);
    expect(result.scores.get('b')).toBeCloseTo(0.2125 * xa, 10);
    expect(result.scores.get('c')).toBeCloseTo(0.818125 * xa, 10);
    expect(sum(result.scores)).toBeCloseTo(1, 12);
  });

  it('normalizes the vector and ignores unknown keys', () => {
    const options = { tolerance: 1e-14, maxIterations: 10_000 };
    const plain = personalizedPageRank(threeNodes(), { ...options, personalization: new Map([['a', 1]]) }).scores;
    const scaled = personalizedPageRank(threeNodes(), {
      ...options,
      personalization: new Map([
        ['a', 4],
        ['ghost', 100],
        ['b', 0],
      ]),
    }).scores;
    for (const node of ['a', 'b', 'c']) expect(scaled.get(node)).toBeCloseTo(plain.get(node)!, 12);
  });

  it("puts a seed's out-neighbours above unrelated nodes that rank higher globally", () => {
    // s -> t, t -> u (a chain); a star u1..u5 -> z, z -> u1 (unrelated, z is the global hub).
    const graph = new DirectedGraph();
    for (const node of ['s', 't', 'u', 'z', 'u1', 'u2', 'u3', 'u4', 'u5']) graph.addNode(node);
    graph.addEdge('s', 't');
    graph.addEdge('t', 'u');
    for (const leaf of ['u1', 'u2', 'u3', 'u4', 'u5']) graph.addEdge(leaf, 'z');
    graph.addEdge('z', 'u1');

    const global = personalizedPageRank(graph).scores;
    expect(global.get('z')!).toBeGreaterThan(global.get('t')!);

    const seeded = personalizedPageRank(graph, { personalization: new Map([['s', 1]]) }).scores;
    for (const unrelated of ['z', 'u1', 'u2', 'u3', 'u4', 'u5']) {
      expect(seeded.get('t')!).toBeGreaterThan(seeded.get(unrelated)!);
      expect(seeded.get('u')!).toBeGreaterThan(seeded.get(unrelated)!);
      // Unreachable from the seed set, and no uniform teleport or dangling mass to reach them.
      expect(seeded.get(unrelated)).toBe(0);
    }
    expect(seeded.get('s')!).toBeGreaterThan(seeded.get('t')!);
    expect(sum(seeded)).toBeCloseTo(1, 9);
  });

  it('reuses one transition matrix for several vectors', () => {
    const graph = randomGraph(120, 10, 4);
    const matrix = buildTransitionMatrix(graph);
    for (const seeds of [['n3'], ['n7', 'n110']]) {
      const personalization = new Map(seeds.map((seed) => [seed, 1] as const));
      const direct = personalizedPageRank(graph, { personalization });
      const reused = personalizedPageRankOnMatrix(matrix, { personalization });
      expect(reused.iterations).toBe(direct.iterations);
      for (const node of graph.nodes()) expect(reused.scores.get(node)).toBe(direct.scores.get(node));
    }
  });
});

describe('convergence and edge cases', () => {
  it('returns the last iterate with converged: false instead of throwing', () => {
    const graph = randomGraph(200, 25, 5);
    expect(() => metricsPagerank(graph, { maxIterations: 1 })).toThrow(/converge/);
    const result = personalizedPageRank(graph, { maxIterations: 1 });
    expect(result.converged).toBe(false);
    expect(result.iterations).toBe(1);
    expect(result.scores.size).toBe(200);
    expect(sum(result.scores)).toBeCloseTo(1, 9);
  });

  it('after one iteration from the seed vector, gives exactly one power step', () => {
    const graph = new DirectedGraph();
    for (const node of ['a', 'b', 'c']) graph.addNode(node);
    graph.addEdge('a', 'b', { weight: 1 });
    graph.addEdge('a', 'c', { weight: 3 });
    graph.addEdge('b', 'c', { weight: 1 });
    const result = personalizedPageRank(graph, { personalization: new Map([['a', 1]]), maxIterations: 1 });
    expect(result.converged).toBe(false);
    expect(result.scores.get('a')).toBeCloseTo(0.15, 12);
    expect(result.scores.get('b')).toBeCloseTo(0.85 * 0.25, 12);
    expect(result.scores.get('c')).toBeCloseTo(0.85 * 0.75, 12);

    const none = personalizedPageRank(graph, { personalization: new Map([['a', 1]]), maxIterations: 0 });
    expect(none).toEqual({ scores: new Map([['a', 1], ['b', 0], ['c', 0]]), iterations: 0, converged: false });
  });

  it('reports the iterations it took', () => {
    const graph = randomGraph(200, 25, 6);
    const loose = personalizedPageRank(graph, { tolerance: 1e-4 });
    const tight = personalizedPageRank(graph, { tolerance: 1e-12, maxIterations: 1000 });
    expect(loose.converged && tight.converged).toBe(true);
    expect(tight.iterations).toBeGreaterThan(loose.iterations);
  });

  it('gives an empty map for an empty graph', () => {
    expect(personalizedPageRank(new DirectedGraph())).toEqual({ scores: new Map(), iterations: 0, converged: true });
    expect(
      personalizedPageRank(new DirectedGraph(), { personalization: new Map([['a', 1]]) }).scores.size,
    ).toBe(0);
  });

  it('treats a node whose out-edges all weigh 0 as dangling', () => {
    const withZero = new DirectedGraph();
    const without = new DirectedGraph();
    for (const graph of [withZero, without]) {
      for (const node of ['a', 'b', 'c']) graph.addNode(node);
      graph.addEdge('a', 'b');
      graph.addEdge('b', 'c');
    }
    withZero.addEdge('c', 'a', { weight: 0 });
    const zero = personalizedPageRank(withZero).scores;
    const plain = personalizedPageRank(without).scores;
    for (const node of ['a', 'b', 'c']) expect(zero.get(node)).toBeCloseTo(plain.get(node)!, 12);
  });

  it('rejects bad options, weights and personalization values', () => {
    const graph = new DirectedGraph();
    graph.addNode('a');
    graph.addNode('b');
    graph.addEdge('a', 'b', { weight: -1 });
    expect(() => personalizedPageRank(graph)).toThrow(RangeError);
    graph.setEdgeAttribute('a', 'b', 'weight', Number.NaN);
    expect(() => personalizedPageRank(graph)).toThrow(RangeError);
    graph.setEdgeAttribute('a', 'b', 'weight', 1);
    expect(() => personalizedPageRank(graph, { alpha: 1.5 })).toThrow(RangeError);
    expect(() => personalizedPageRank(graph, { maxIterations: -1 })).toThrow(RangeError);
    expect(() => personalizedPageRank(graph, { tolerance: Number.NaN })).toThrow(RangeError);
    expect(() => personalizedPageRank(graph, { personalization: new Map([['a', -2]]) })).toThrow(RangeError);
    expect(personalizedPageRank(graph).converged).toBe(true);
  });
});
