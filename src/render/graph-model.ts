// The records of the graph page's data, as the page's viewer reads them (viewer/graph-viewer.ts
// imports these types): no imports, so the browser bundle takes nothing else from src/.

/**
 * Why a file is on the page: `seed`, `mentioned`, the graph's `imported-by`, `referenced-by`,
 * `imports`, `references`, a fused signal's own reason (rank/signals.ts: `co-change`, `lexical`,
 * `similar-change`, `quoted`…), or `global-rank`; the legend lists those on the page.
 */
export type ReasonCategory = string;

export interface GraphSignature {
  line: number;
  kind: string;
  /** The stored signature, control characters escaped (a multi-line signature keeps its line breaks). */
  text: string;
}

export interface GraphNode {
  path: string;
  /** The path as text outputs print it (quoted when it holds a control character). */
  label: string;
  score: number;
  reason: string;
  category: ReasonCategory;
  /** The reason in words. */
  reasonText: string;
  size: number;
  colour: string;
  x: number;
  y: number;
  /** The file's best-scored definitions, in source order. */
  signatures: GraphSignature[];
  /** Definitions left out of `signatures`. */
  moreSignatures: number;
}

export interface GraphPageEdge {
  source: string;
  target: string;
  weight: number;
  size: number;
}

export interface LegendEntry {
  category: ReasonCategory;
  label: string;
  colour: string;
  count: number;
}

export interface GraphPageModel {
  title: string;
  seeded: boolean;
  nodes: GraphNode[];
  edges: GraphPageEdge[];
  legend: LegendEntry[];
}
