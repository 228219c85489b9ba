import { byScore, signal } from './types.js';

const LITERAL_WEIGHT = 1;
/** For a text alone (signals.ts: how a text's weights were fitted). */
const TEXT_LITERAL_WEIGHT = 1;

/** Files holding the literals (messages, option names) the task's text quotes. */
export const literals = signal({
  name: 'literals',
  list: (context) => byScore(context.priors.literals),
  weight: (_options, textOnly) => (textOnly ? TEXT_LITERAL_WEIGHT : LITERAL_WEIGHT),
  late: true,
  reason: {
    name: 'quoted',
    label: 'holds what the task quotes',
    // Paul Tol's indigo: apart from the Okabe–Ito colours and the brown.
    colour: '#332288',
    text: "its code holds a string the task's text quotes (a message, an option's name), which ranked it more than the graph did",
  },
});
