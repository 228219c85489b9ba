import { fileHeader, numberedLines } from '../format.js';
import type { MapFormatter } from './types.js';

/** `path (reason)`, then the numbered signature lines. */
export const text: MapFormatter = {
  block: (entry) => [fileHeader(entry.file), ...numberedLines(entry.definitions, entry.file.path, entry)].join('\n') + '\n',
  output: (map) => map.text,
};
