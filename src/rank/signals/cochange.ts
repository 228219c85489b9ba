import { byScore, signal } from './types.js';

/** Files that changed together with the seeds in git history. */
export const cochange = signal({
  name: 'cochange',
  list: (context) => byScore(context.priors.cochange),
  weight: (options) => options.cochangeWeight ?? 0.5,
  reason: {
    name: 'co-change',
    label: 'changed with the seeds',
    colour: '#000000',
    text: 'changed together with the seeds in git history, which sent it more rank than any neighbour',
  },
});
