// What a ranking signal is: one ordered list of files the fusion combines with the graph's
// order, and its weight there. The table of signals is rank/signals.ts.
import type { GraphSnapshot } from '../../graph/snapshot.js';
import type { RankOptions } from '../options.js';
import type { Priors } from '../priors.js';

/** What a signal's list is made from. */
export interface SignalContext {
  /** The graph's order (personalized PageRank), seeds left out. */
  graph: readonly string[];
  snapshot: GraphSnapshot;
  /** The files the task names, by index: seeds and mentioned files. */
  reasons: ReadonlyMap<number, 'seed' | 'mentioned'>;
  priors: Priors;
}

/**
 * The reason a ranked file gives (RankedFile.reason) when this signal, more than the graph,
 * put it where it is, and how the graph page shows it: its legend's label and colour, and the
 * reason in words. Plain data; the page's legend is made from the table's rows.
 */
export interface SignalReason {
  name: string;
  label: string;
  /** Told apart from the other reasons' colours with the common colour-vision deficiencies. */
  colour: string;
  text: string;
}

export interface FusionSignal<Name extends string = string> {
  /** Its key in the fusion's lists and weights, in stored tunings and in signals records. */
  name: Name;
  /** Its files, best first (seeds left out). */
  list(context: SignalContext): readonly string[];
  /** Its weight when neither `fusionWeights` nor a tuning sets one (a task given as text alone may differ). */
  weight(options: RankOptions, textOnly: boolean): number;
  /** The unit of the weights, never fitted (the graph's order). */
  unit?: true;
  /** Added after signals records and tunings were first stored: one without it reads as empty, its weight as the default. */
  late?: true;
  /** Its own reason; none: a file it ranks gives the graph's reason (the neighbour that sent it the most rank). */
  reason?: SignalReason;
}

/** A signal with its name kept as a literal type, so the table's names type the lists and weights. */
export function signal<Name extends string>(definition: FusionSignal<Name>): FusionSignal<Name> {
  return definition;
}

/** Paths of the positive scores, best first (ties by path). */
export function byScore(scores: ReadonlyMap<string, number>): string[] {
  return [...scores]
    .filter(([, score]) => score > 0)
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
    .map(([path]) => path);
}
