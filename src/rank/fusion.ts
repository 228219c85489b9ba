// Reciprocal-rank fusion of the graph's order with the lexical, co-change, facade,
// same-directory and past-message orders, each list weighted and damped by k.
import { posix } from 'node:path';
import { EDGE_IMPORTED, EDGE_REVERSE, type GraphSnapshot } from '../graph/snapshot.js';
import { isFacade } from '../shared/roles.js';
import type { RankOptions } from './options.js';
import type { Priors } from './priors.js';

// The weights below (with k) are what `repomap bench fit TRAINING.jsonl… --cross-validate`
// returns on the eight training repositories' 300-change signals (flask, gin, hono, pytest,
// laravel, jq, clap, retrofit): every fit that moves leaves held-out repositories worse (five
// to seven of eight), so the procedure keeps them (bench/README.md, "Thirty repositories at 300
// changes"). The message list's weight was chosen on the same training set's text tasks.
/**
 * k of the rank fusion (0 turns it off: the graph's order alone). 5 won on the benchmark
 * (bench/history/notebook-2026-11-to-12.md, "Results").
 */
const DEFAULT_FUSION = 5;
const FACADE_WEIGHT = 0.5;
const DIRECTORY_WEIGHT = 0.25;
const MESSAGE_WEIGHT = 0.5;
// A task given as text alone (an issue) has no seed for the graph to start from, only the
// definers of the names it writes: there the words and past messages lead as much as the
// graph does, and the files holding what it quotes join. Chosen on the issue tasks' training
// repositories (pytest, requests, flask; bench/history/notebook-2026-11-to-12.md, "Issue
// texts, read as an engineer would").
const TEXT_LEXICAL_WEIGHT = 1;
const TEXT_MESSAGE_WEIGHT = 1;
const LITERAL_WEIGHT = 1;

/** k of the fusion; 0 when it is off. */
export function fusionConstant(options: RankOptions): number {
  return options.fusion ?? DEFAULT_FUSION;
}

/** Each fused list's weight; the graph's order is the unit. */
export interface FusionWeights {
  graph: number;
  lexical: number;
  cochange: number;
  facades: number;
  siblings: number;
  messages: number;
  literals: number;
}

/**
 * The weights of the fusion: `fusionWeights`, else the prior shares for lexical and co-change,
 * else the defaults, which differ for a task given as text alone.
 */
export function fusionWeights(options: RankOptions, textOnly = false): FusionWeights {
  const given = options.fusionWeights ?? {};
  return {
    graph: given.graph ?? 1,
    lexical: given.lexical ?? options.lexicalWeight ?? (textOnly ? TEXT_LEXICAL_WEIGHT : 0.5),
    cochange: given.cochange ?? options.cochangeWeight ?? 0.5,
    facades: given.facades ?? options.facadeWeight ?? FACADE_WEIGHT,
    siblings: given.siblings ?? options.directoryWeight ?? DIRECTORY_WEIGHT,
    messages: given.messages ?? options.messageWeight ?? (textOnly ? TEXT_MESSAGE_WEIGHT : MESSAGE_WEIGHT),
    literals: given.literals ?? LITERAL_WEIGHT,
  };
}

/** The orders the fusion combines (seeds left out): what a fit of the fusion reads. */
export function fusionLists(
  scores: ReadonlyMap<string, number>,
  snapshot: GraphSnapshot,
  reasons: Map<number, 'seed' | 'mentioned'>,
  priors: Priors,
): FusionLists {
  // Seeds lead the list anyway (tier 2); fusing them would only push every other file down.
  const others = new Map(scores);
  for (const [index, reason] of reasons) if (reason === 'seed') others.delete(snapshot.paths[index]!);
  const graph = byScore(others);
  return {
    graph,
    lexical: byScore(priors.lexical),
    cochange: byScore(priors.cochange),
    facades: byScore(facadesOf(snapshot, reasons)),
    siblings: inSeedDirectories(graph, snapshot, reasons),
    messages: byScore(priors.messages),
    literals: byScore(priors.literals),
  };
}

/** Facade files that import a seed, by how many seeds they import. */
function facadesOf(snapshot: GraphSnapshot, reasons: Map<number, 'seed' | 'mentioned'>): Map<string, number> {
  const facades = new Map<string, number>();
  for (const [seed, reason] of reasons) {
    if (reason !== 'seed') continue;
    for (let e = snapshot.inStart[seed]!; e < snapshot.inStart[seed + 1]!; e++) {
      const flags = snapshot.inFlags[e]!;
      // A forward imported edge into the seed: its source imports the seed.
      if ((flags & EDGE_IMPORTED) === 0 || (flags & EDGE_REVERSE) !== 0) continue;
      const source = snapshot.inSource[e]!;
      const path = snapshot.paths[source]!;
      if (reasons.get(source) !== 'seed' && isFacade(path)) facades.set(path, (facades.get(path) ?? 0) + 1);
    }
  }
  return facades;
}

/** The files of `order` that share a directory with a seed, in that order. */
function inSeedDirectories(order: readonly string[], snapshot: GraphSnapshot, reasons: Map<number, 'seed' | 'mentioned'>): string[] {
  const directories = new Set<string>();
  for (const [index, reason] of reasons) if (reason === 'seed') directories.add(posix.dirname(snapshot.paths[index]!));
  return order.filter((path) => directories.has(posix.dirname(path)));
}

/** Paths of the positive scores, best first. */
export function byScore(scores: ReadonlyMap<string, number>): string[] {
  return [...scores]
    .filter(([, score]) => score > 0)
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
    .map(([path]) => path);
}

/** Each list's paths, best first. */
export interface FusionLists {
  graph: readonly string[];
  lexical: readonly string[];
  cochange: readonly string[];
  facades: readonly string[];
  siblings: readonly string[];
  /** Files of past changes whose messages read like the task's text. */
  messages: readonly string[];
  /** Files holding the literals the task's text quotes. */
  literals: readonly string[];
}

/**
 * Reciprocal rank fusion of the graph's ranking with the lexical, co-change,
 * facade and same-directory rankings: each list adds weight / (k + rank). A file several
 * lists agree on rises; one that only the graph reaches keeps its graph order.
 */
export function fuseRanks(lists: FusionLists, weights: FusionWeights, k: number): Map<string, number> {
  const fused = new Map<string, number>();
  const add = (ordered: readonly string[], weight: number): void => {
    if (weight <= 0) return;
    ordered.forEach((path, rank) => fused.set(path, (fused.get(path) ?? 0) + weight / (k + rank + 1)));
  };
  add(lists.graph, weights.graph);
  add(lists.lexical, weights.lexical);
  add(lists.cochange, weights.cochange);
  add(lists.facades, weights.facades);
  add(lists.siblings, weights.siblings);
  add(lists.messages, weights.messages);
  add(lists.literals, weights.literals);
  return fused;
}
