import type { Unmatched } from '../rank/seeds.js';
// The graph picture's model: the ranked neighbourhood of a task as nodes (sized by score,
// coloured by why each file is there, placed by a deterministic layout) and weighted edges,
// each file with its stored signatures. Plain data, written into the page as JSON.
import type { FileEdge } from '../graph/edges.js';
import type { RankedDefinition, RankedFile } from '../types.js';
import { escapeControls, quotePath, quoteReason } from '../shared/quote.js';
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

/** Okabe–Ito colours: told apart with the common colour-vision deficiencies. */
export const REASON_COLOURS: Record<ReasonCategory, string> = {
  seed: '#D55E00',
  mentioned: '#CC79A7',
  'imported-by': '#0072B2',
  'referenced-by': '#56B4E9',
  imports: '#009E73',
  references: '#E69F00',
  'co-change': '#000000',
  // Past the eight Okabe–Ito colours: a dark brown, far from all of them.
  'similar-change': '#661100',
  // Paul Tol's indigo: apart from the Okabe–Ito colours and the brown.
  quoted: '#332288',
  lexical: '#F0E442',
  'global-rank': '#999999',
};

const CATEGORY_LABELS: Record<ReasonCategory, string> = {
  seed: 'seed',
  mentioned: 'named by the task',
  'imported-by': 'imported by a ranked file',
  'referenced-by': 'referenced by a ranked file',
  imports: 'imports a ranked file',
  references: 'references a ranked file',
  'co-change': 'changed with the seeds',
  'similar-change': 'a past change like the task touched it',
  quoted: 'holds what the task quotes',
  lexical: 'shares the task\'s words',
  'global-rank': 'global rank',
};

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
  const legend = (Object.keys(REASON_COLOURS) as ReasonCategory[])
    .map((category) => ({ category, label: CATEGORY_LABELS[category], colour: REASON_COLOURS[category], count: nodes.filter((node) => node.category === category).length }))
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
  return head in REASON_COLOURS ? (head as ReasonCategory) : 'global-rank';
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
    case 'co-change':
      return 'changed together with the seeds in git history, which sent it more rank than any neighbour';
    case 'similar-change':
      return "touched by past changes whose messages read like the task's text, which ranked it more than the graph did";
    case 'quoted':
      return "its code holds a string the task's text quotes (a message, an option's name), which ranked it more than the graph did";
    case 'lexical':
      return "shares the task's words (BM25 over identifier words), which sent it more rank than any neighbour";
    default:
      return reason === 'global-rank' ? 'global rank: no seed reaches it, or no task was given' : quoteReason(reason);
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
