// Positions for the graph picture, computed once when the page is made so the page is the
// same every time: each file starts at a point drawn from a hash of its path, then ForceAtlas2
// runs a fixed number of iterations.
import { createHash } from 'node:crypto';
import { DirectedGraph } from 'graphology';
import forceAtlas2Module from 'graphology-layout-forceatlas2';

// A CommonJS module whose types declare an ES default export: at run time the import is the layout function itself.
const forceAtlas2 = forceAtlas2Module as unknown as typeof forceAtlas2Module.default;

export interface LayoutEdge {
  source: string;
  target: string;
  weight: number;
}

export interface Point {
  x: number;
  y: number;
}

export const LAYOUT_ITERATIONS = 300;

/** Where each path is drawn, rounded so the page's bytes do not hang on the last bits of a float. */
export function layoutGraph(paths: readonly string[], edges: readonly LayoutEdge[]): Map<string, Point> {
  const graph = new DirectedGraph<Point, { weight: number }>();
  for (const path of paths) graph.addNode(path, startingPoint(path));
  for (const edge of edges) graph.mergeEdge(edge.source, edge.target, { weight: edge.weight });
  if (graph.order > 1) {
    forceAtlas2.assign(graph, {
      iterations: LAYOUT_ITERATIONS,
      getEdgeWeight: 'weight',
      settings: { ...forceAtlas2.inferSettings(graph), gravity: 1, scalingRatio: 20, edgeWeightInfluence: 0.5 },
    });
  }
  const points = new Map<string, Point>();
  graph.forEachNode((path, { x, y }) => points.set(path, { x: round(x), y: round(y) }));
  return points;
}

function startingPoint(path: string): Point {
  const digest = createHash('sha256').update(path).digest();
  const unit = (offset: number): number => digest.readUInt32BE(offset) / 0x1_0000_0000;
  return { x: 100 * (unit(0) - 0.5), y: 100 * (unit(4) - 0.5) };
}

function round(value: number): number {
  const rounded = Math.round(value * 1000) / 1000;
  return Object.is(rounded, -0) ? 0 : rounded;
}
