import type { Unmatched } from '../rank/seeds.js';
// The graph picture's model: the ranked neighbourhood of a task as nodes (sized by score,
// coloured by why each file is there, placed by a deterministic layout) and weighted edges,
// each file with its stored signatures. Plain data, written into the page as JSON.
import type { FileEdge } from '../graph/edges.js';
import type { RankedDefinition, RankedFile } from '../types.js';
import { escapeControls, quotePath, quoteReason } from '../shared/quote.js';
import { SIGNALS, type SignalReason } from '../rank/signals.js';
import { layoutGraph } from './graph-layout.js';
import type { GraphNode, GraphPageModel, GraphSignature, ReasonCategory } from './graph-model.js';

export type * from './graph-model.js';

/** What the page is drawn from: the top files of a ranking, their definitions scored, the graph's edges among them. */
export interface GraphNeighbourhood {
  files: RankedFile[];
  definitions: RankedDefinition[];
  edges: FileEdge[];
  seeded: boolean;
  /** The parts of the task that led to nothing indexed. */
  unmatched?: Unmatched[];
}

/**
 * The reasons a node may give, in the legend's order: the task's own, the graph's (the neighbour
 * that sent a file the most rank), each fused signal's that has one (its row in rank/signals.ts:
 * a new signal brings its reason, label and colour), and the global rank. Okabe–Ito colours,
 * told apart with the common colour-vision deficiencies.
 */
const CATEGORIES: readonly { name: ReasonCategory; label: string; colour: string }[] = [
  { name: 'seed', label: 'seed', colour: '#D55E00' },
  { name: 'mentioned', label: 'named by the task', colour: '#CC79A7' },
  { name: 'imported-by', label: 'imported by a ranked file', colour: '#0072B2' },
  { name: 'referenced-by', label: 'referenced by a ranked file', colour: '#56B4E9' },
  { name: 'imports', label: 'imports a ranked file', colour: '#009E73' },
  { name: 'references', label: 'references a ranked file', colour: '#E69F00' },
  ...SIGNALS.flatMap((signal): SignalReason[] => (signal.reason ? [signal.reason] : [])),
  { name: 'global-rank', label: 'global rank', colour: '#999999' },
];

/** Each reason's colour. */
export const REASON_COLOURS: Readonly<Record<ReasonCategory, string>> = Object.fromEntries(CATEGORIES.map((category) => [category.name, category.colour]));

/** The fused signals' reasons in words, by name. */
const SIGNAL_REASON_TEXT: ReadonlyMap<string, string> = new Map(
  SIGNALS.flatMap((signal) => (signal.reason ? [[signal.reason.name, signal.reason.text] as const] : [])),
);

/** Signatures shown per file in the side panel. */
export const MAX_PANEL_SIGNATURES = 40;
const MIN_NODE_SIZE = 4;
const NODE_SIZE_RANGE = 14;
const MIN_EDGE_SIZE = 0.5;
const EDGE_SIZE_RANGE = 3.5;

export function graphPageModel(neighbourhood: GraphNeighbourhood, title: string): GraphPageModel {
  const { files, edges } = neighbourhood;
  const sizeScores = monotoneScores(files);
  const topScore = sizeScores.reduce((top, score) => Math.max(top, score), 0);
  const topWeight = edges.reduce((top, edge) => Math.max(top, edge.weight), 0);
  const positions = layoutGraph(files.map((file) => file.path), edges);
  const definitionsByPath = groupByPath(neighbourhood.definitions);
  const nodes = files.map((file, rank): GraphNode => {
    const category = categoryOf(file.reason);
    const { signatures, more } = panelSignatures(definitionsByPath.get(file.path) ?? []);
    return {
      path: file.path,
      label: quotePath(file.path),
      score: file.score,
      reason: file.reason,
      category,
      reasonText: reasonText(file.reason, category),
      size: round(MIN_NODE_SIZE + NODE_SIZE_RANGE * (topScore > 0 ? Math.sqrt(sizeScores[rank]! / topScore) : 0)),
      colour: REASON_COLOURS[category],
      ...positions.get(file.path)!,
      signatures,
      moreSignatures: more,
    };
  });
  const legend = CATEGORIES
    .map(({ name, label, colour }) => ({ category: name, label, colour, count: nodes.filter((node) => node.category === name).length }))
    .filter((entry) => entry.count > 0);
  return {
    title: escapeControls(title),
    seeded: neighbourhood.seeded,
    nodes,
    edges: edges.map((edge) => ({
      ...edge,
      size: round(MIN_EDGE_SIZE + EDGE_SIZE_RANGE * (topWeight > 0 ? Math.sqrt(edge.weight / topWeight) : 0)),
    })),
    legend,
  };
}

/**
 * The score a node is sized by: its own, or that of the best file ranked below it when that is
 * higher, so sizes never grow down the ranked list. What the task names is ranked first whatever
 * its score (a seed passes on nearly all its rank, and may score 0): it is drawn as large as the
 * best of its neighbours, not as the smallest dot.
 */
function monotoneScores(files: readonly RankedFile[]): number[] {
  const scores = files.map((file) => file.score);
  for (let i = scores.length - 2; i >= 0; i--) scores[i] = Math.max(scores[i]!, scores[i + 1]!);
  return scores;
}

export function categoryOf(reason: string): ReasonCategory {
  const head = reason.includes(':') ? reason.slice(0, reason.indexOf(':')) : reason;
  return Object.hasOwn(REASON_COLOURS, head) ? head : 'global-rank';
}

function reasonText(reason: string, category: ReasonCategory): string {
  const neighbour = reason.includes(':') ? quotePath(reason.slice(reason.indexOf(':') + 1)) : '';
  switch (category) {
    case 'seed':
      return 'a seed of the task';
    case 'mentioned':
      return 'named by the task: it defines a mentioned identifier, or the query names its path';
    case 'imported-by':
      return `imported by ${neighbour}, the file that sent it the most rank`;
    case 'referenced-by':
      return `referenced by ${neighbour} (a shared name), the file that sent it the most rank`;
    case 'imports':
      return `imports ${neighbour}: a caller of it`;
    case 'references':
      return `references ${neighbour}: a caller of it`;
    default:
      return SIGNAL_REASON_TEXT.get(category) ?? (reason === 'global-rank' ? 'global rank: no seed reaches it, or no task was given' : quoteReason(reason));
  }
}

function panelSignatures(definitions: RankedDefinition[]): { signatures: GraphSignature[]; more: number } {
  const best = [...definitions]
    .sort((a, b) => b.score - a.score || a.startLine - b.startLine || compare(a.qualifiedName, b.qualifiedName))
    .slice(0, MAX_PANEL_SIGNATURES)
    .sort((a, b) => a.startLine - b.startLine || compare(a.qualifiedName, b.qualifiedName));
  return {
    signatures: best.map((def) => ({ line: def.startLine, kind: def.kind, text: def.signature.split('\n').map(escapeControls).join('\n') })),
    more: definitions.length - best.length,
  };
}

function groupByPath(definitions: readonly RankedDefinition[]): Map<string, RankedDefinition[]> {
  const byPath = new Map<string, RankedDefinition[]>();
  for (const def of definitions) {
    const list = byPath.get(def.path);
    if (list) list.push(def);
    else byPath.set(def.path, [def]);
  }
  return byPath;
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
