import { byScore, signal } from './types.js';

const MESSAGE_WEIGHT = 0.5;
// For a task given as text alone, past messages lead as much as the graph does (chosen on the
// issue tasks' training repositories, as the lexical list's weight).
const TEXT_MESSAGE_WEIGHT = 1;

/** Files of past changes whose messages read like the task's text (BM25 over commit messages). */
export const messages = signal({
  name: 'messages',
  list: (context) => byScore(context.priors.messages),
  weight: (options, textOnly) => options.messageWeight ?? (textOnly ? TEXT_MESSAGE_WEIGHT : MESSAGE_WEIGHT),
  late: true,
  reason: {
    name: 'similar-change',
    label: 'a past change like the task touched it',
    // Past the eight Okabe–Ito colours: a dark brown, far from all of them.
    colour: '#661100',
    text: "touched by past changes whose messages read like the task's text, which ranked it more than the graph did",
  },
});
