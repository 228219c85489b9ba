// Depth where the task is: the top files of the ranking show their public
// surface (every non-private definition) before the rest of the map spreads
// the budget one signature at a time over many files.
import { fileHeader, numberedLines } from './format.js';
import { countTokens } from './tokens.js';
import { isPrivate } from './visibility.js';
import type { DepthOptions, MapEntry } from './types.js';

/**
 * A depth file's definitions (indices) public first, each part by score; the first `depth`
 * of them are shown before the breadth pass, the rest compete in it in this order.
 */
export interface DepthFile {
  order: number[];
  depth: number;
}

/** Per file (by rank): its depth, or null for a breadth-only file. */
export type DepthPlan = Array<DepthFile | null>;

/** Tokens an elision line and a line break add to a definition's lines, about. */
const LINE_OVERHEAD = 3;

/**
 * The top files, in rank order, each with its public definitions by score, while their
 * estimated cost stays within share × budget; the file where the share runs out keeps the
 * best of its public definitions that still fit. Estimates only: the fitter measures the
 * exact text, so the map is never over the budget whatever this plans.
 */
export function depthPlan(ranked: readonly MapEntry[], tokens: number, options: DepthOptions): DepthPlan {
  const plan: DepthPlan = ranked.map((entry) => (options.publicFirst ? publicFirst(entry) : null));
  let left = Math.floor(tokens * Math.max(0, Math.min(1, options.share)));
  let files = 0;
  for (let file = 0; file < ranked.length && files < options.files && left > 0; file++) {
    const entry = ranked[file]!;
    if (!options.seeds && entry.file.reason === 'seed') continue;
    const { order, surface } = split(entry);
    if (!surface.length) continue;
    let cost = countTokens(fileHeader(entry.file)) + 1;
    let depth = 0;
    for (const index of surface) {
      const lines = countTokens(numberedLines([entry.definitions[index]!], entry.file.path).join('\n')) + LINE_OVERHEAD;
      if (cost + lines > left) break;
      cost += lines;
      depth++;
    }
    if (!depth) break;
    plan[file] = { order, depth };
    left -= cost;
    files++;
  }
  return plan;
}

/** The file's definitions public first, each part by score; `surface` is the public part. */
function split(entry: MapEntry): { order: number[]; surface: number[] } {
  const definitions = entry.definitions;
  const score = (index: number) => (Number.isNaN(definitions[index]!.score) ? -Infinity : definitions[index]!.score);
  const byScore = definitions.map((_, index) => index).sort((a, b) => score(b) - score(a) || a - b);
  const surface = byScore.filter((index) => !isPrivate(definitions[index]!));
  return { order: [...surface, ...byScore.filter((index) => isPrivate(definitions[index]!))], surface };
}

function publicFirst(entry: MapEntry): DepthFile | null {
  const { order, surface } = split(entry);
  return surface.length < order.length ? { order, depth: 0 } : null;
}
