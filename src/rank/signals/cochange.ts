import { byScore, signal } from './types.js';

// A text alone has no seed: its list is the files that changed with the files the text most
// likely means (rank.ts, textFeedback). Its weight there: signals.ts, how a text's were fitted.
const TEXT_COCHANGE_WEIGHT = 0.5;

/** Files that changed together with the seeds in git history. */
export const cochange = signal({
  name: 'cochange',
  list: (context) => byScore(context.priors.cochange),
  weight: (options, textOnly) => options.cochangeWeight ?? (textOnly ? TEXT_COCHANGE_WEIGHT : 0.5),
  reason: {
    name: 'co-change',
    label: 'changed with the seeds',
    colour: '#000000',
    text: 'changed together with the seeds in git history, which sent it more rank than any neighbour',
  },
});
