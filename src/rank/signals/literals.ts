import { byScore, signal } from './types.js';

const LITERAL_WEIGHT = 1;

/** Files holding the literals (messages, option names) the task's text quotes. */
export const literals = signal({
  name: 'literals',
  list: (context) => byScore(context.priors.literals),
  weight: () => LITERAL_WEIGHT,
  late: true,
  reason: {
    name: 'quoted',
    label: 'holds what the task quotes',
    // Paul Tol's indigo: apart from the Okabe–Ito colours and the brown.
    colour: '#332288',
    text: "its code holds a string the task's text quotes (a message, an option's name), which ranked it more than the graph did",
  },
});
