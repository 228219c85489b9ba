import { signal } from './types.js';

/** The graph's order: personalized PageRank from the task's seeds. Its weight is the unit. */
export const graph = signal({ name: 'graph', list: (context) => context.graph, weight: () => 1, unit: true });
