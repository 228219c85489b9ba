import { byScore, signal } from './types.js';

const LITERAL_WEIGHT = 1;

/** Files holding the literals (messages, option names) the task's text quotes. */
export const literals = signal({
  name: 'literals',
  list: (context) => byScore(context.priors.literals),
  weight: () => LITERAL_WEIGHT,
  late: true,
});
