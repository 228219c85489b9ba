import { byScore, signal } from './types.js';

// A task given as text alone (an issue) has no seed for the graph to start from, only the
// definers of the names it writes: there the words lead as much as the graph does. Chosen on
// the issue tasks' training repositories (pytest, requests, flask;
// bench/history/notebook-2026-11-to-12.md, "Issue texts, read as an engineer would").
const TEXT_LEXICAL_WEIGHT = 1;

/** Files sharing the seeds' or the task's words (BM25 over identifier words). */
export const lexical = signal({
  name: 'lexical',
  list: (context) => byScore(context.priors.lexical),
  weight: (options, textOnly) => options.lexicalWeight ?? (textOnly ? TEXT_LEXICAL_WEIGHT : 0.5),
  reason: {
    name: 'lexical',
    label: "shares the task's words",
    colour: '#F0E442',
    text: "shares the task's words (BM25 over identifier words), which sent it more rank than any neighbour",
  },
});
