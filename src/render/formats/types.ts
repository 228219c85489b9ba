// What a map format is: how one file's block reads, and what is printed of a fitted map.
// The table of formats is render/formats.ts.
import type { MapEntry, RepoMap } from '../types.js';

export interface MapFormatter {
  /**
   * One file's block, ending in a line break. The fitter (fit.ts) joins blocks with a line
   * break and counts a map as the sum of its blocks' token counts, each with its separator:
   * o200k_base ends a piece at a run of line breaks, so that sum is exact as long as a block
   * starts with neither a space, a line break nor `/` (the fitter checks the chosen map whole
   * and searches again counting whole maps if it ever differs).
   */
  block(entry: MapEntry): string;
  /** What the user is given of a fitted map (whose `text` is the blocks joined). */
  output(map: RepoMap): string;
}
