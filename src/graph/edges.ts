import { EDGE_REVERSE, type GraphSnapshot } from './snapshot.js';

/** A forward edge of the file graph: `source` imports or references what `target` defines. */
export interface FileEdge {
  source: string;
  target: string;
  weight: number;
}

/**
 * The graph's edges among the given files, caller (reverse) edges left out since they only
 * mirror forward ones; ordered by source then target, so the list never depends on the graph's order.
 */
export function edgesAmong(snapshot: GraphSnapshot, paths: readonly string[]): FileEdge[] {
  const wanted = new Set(paths);
  const edges: FileEdge[] = [];
  for (let target = 0; target < snapshot.paths.length; target++) {
    const targetPath = snapshot.paths[target]!;
    if (!wanted.has(targetPath)) continue;
    for (let e = snapshot.inStart[target]!; e < snapshot.inStart[target + 1]!; e++) {
      if ((snapshot.inFlags[e]! & EDGE_REVERSE) !== 0) continue;
      const sourcePath = snapshot.paths[snapshot.inSource[e]!]!;
      if (sourcePath === targetPath || !wanted.has(sourcePath)) continue;
      edges.push({ source: sourcePath, target: targetPath, weight: snapshot.inWeight[e]! });
    }
  }
  return edges.sort((a, b) => compare(a.source, b.source) || compare(a.target, b.target));
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
