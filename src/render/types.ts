import type { RankedDefinition, RankedFile } from '../types.js';

/** One file of a map and the definitions shown for it. */
export interface MapEntry {
  file: RankedFile;
  definitions: RankedDefinition[];
}

/** Formats rendered here; `json` is assembled by the caller around the `text` map. */
export type MapFormat = 'text' | 'markdown';

export interface FitOptions {
  /** Hard cap on the o200k_base token count of the rendered text. */
  tokens: number;
  /** Optional hard cap on the UTF-8 byte length of the rendered text. */
  bytes?: number | null;
  format: MapFormat;
}

export interface FitResult {
  text: string;
  /** Token count of `text`. */
  tokens: number;
  /** UTF-8 byte length of `text`. */
  bytes: number;
  /** What `text` shows: files in map order, each with its definitions in source order. */
  entries: MapEntry[];
}
