import { posix } from 'node:path';
import { signal } from './types.js';

const DIRECTORY_WEIGHT = 0.25;

/** The files of a seed's directory, in the graph's order. */
export const siblings = signal({
  name: 'siblings',
  list: ({ graph, snapshot, reasons }) => {
    const directories = new Set<string>();
    for (const [index, reason] of reasons) if (reason === 'seed') directories.add(posix.dirname(snapshot.paths[index]!));
    return graph.filter((path) => directories.has(posix.dirname(path)));
  },
  weight: (options) => options.directoryWeight ?? DIRECTORY_WEIGHT,
});
