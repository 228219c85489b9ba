// The ranking's signals: each an ordered list of files the fusion (fusion.ts) combines with
// the graph's order, one module in signals/ and one row below. The fusion, its fit (fit.ts),
// a repository's tuning (tune.ts), the bench's signals records and reports all read this
// table; its order is the order of the fit's passes and of every report.
//
// The default weights (with k) are what `repomap bench fit TRAINING.jsonl… --cross-validate`
// returns on the eight training repositories' 300-change signals (flask, gin, hono, pytest,
// laravel, jq, clap, retrofit): every fit that moves leaves held-out repositories worse (five
// to seven of eight), so the procedure keeps them (bench/README.md, "Thirty repositories at 300
// changes"). The message list's weight was chosen on the same training set's text tasks.
//
// A task given as text alone (an issue) may weigh a signal differently (each signal's
// `weight(options, textOnly)`); today lexical 1, messages 1, co-change 0.5, literals 1, k 5, the
// walk's restart 0.5, as for a path-seeded task. `repomap bench fit TRAINING.jsonl --cross-validate --text-only` on the 194
// training issue texts (nine repositories, (MRR + Hit@5) / 2) keeps them: no move gains 0.001
// on all nine, and a fit on eight leaves the ninth worse (bench/history/2026-12-04b-textfit.md).
import { cochange } from './signals/cochange.js';
import { facades } from './signals/facades.js';
import { graph } from './signals/graph.js';
import { lexical } from './signals/lexical.js';
import { literals } from './signals/literals.js';
import { definitions } from './signals/definitions.js';
import { messages } from './signals/messages.js';
import { siblings } from './signals/siblings.js';

export { byScore, type FusionSignal, type SignalContext, type SignalReason } from './signals/types.js';

export const SIGNALS = [graph, lexical, cochange, facades, siblings, messages, literals, definitions] as const;

export type SignalName = (typeof SIGNALS)[number]['name'];

export const SIGNAL_NAMES: readonly SignalName[] = SIGNALS.map((signal) => signal.name);

/** Each signal's files, best first. */
export type FusionLists = { [name in SignalName]: readonly string[] };

/** Each signal's weight; the graph's order is the unit. */
export type FusionWeights = { [name in SignalName]: number };

/** `graph 1, lexical 0.5, …`, in the table's order; a weight a stored tuning lacks reads `default`. */
export function describeWeights(weights: Partial<Record<string, number>>): string {
  return SIGNALS.map((signal) => `${signal.name} ${weights[signal.name] ?? 'default'}`).join(', ');
}

/** One value per signal, keyed by name in the table's order. */
export function perSignal<T>(valueOf: (signal: (typeof SIGNALS)[number]) => T): { [name in SignalName]: T } {
  return Object.fromEntries(SIGNALS.map((signal) => [signal.name, valueOf(signal)])) as unknown as { [name in SignalName]: T };
}
