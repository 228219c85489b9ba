import { byScore, signal } from './types.js';

/** A text's files by the definition whose name, container, signature and doc sentence best match its words. */
export const definitions = signal({
  name: 'definitions',
  list: (context) => byScore(context.priors.definitions),
  weight: (options, textOnly) => (textOnly ? (options.definitionWeight ?? 0) : 0),
  late: true,
});
