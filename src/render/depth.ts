// Depth where the task is: the top files of the ranking show their public
// surface (every non-private definition) before the rest of the map spreads
// the budget one signature at a time over many files.
import { fileHeader, numberedLines } from './format.js';
import { countTokens } from './tokens.js';
import { privacyOf } from './visibility.js';
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
 * best of its public definitions that still fit (unless `whole`). With `fitShare`, the share
 * grows to the cost of the longest run of top files whose whole surfaces fit within
 * fitShare × budget. Estimates only: the fitter measures the exact text, so the map is never
 * over the budget whatever this plans.
 */
export function depthPlan(ranked: readonly MapEntry[], tokens: number, options: DepthOptions): DepthPlan {
  const plan: DepthPlan = ranked.map((entry) => (options.publicFirst ? publicFirst(entry) : null));
  const share = Math.max(0, Math.min(1, options.share));
  if (share <= 0) return plan; // breadth only, whatever fitShare says
  const candidates = depthCandidates(ranked, options);
  let left = Math.floor(tokens * share);
  const fitShare = Math.max(0, Math.min(1, options.fitShare ?? 0));
  if (fitShare > share) {
    const cap = Math.floor(tokens * fitShare);
    let total = 0;
    for (const candidate of candidates) {
      const whole = candidate.header + candidate.lines.reduce((sum, cost) => sum + cost, 0);
      if (total + whole > cap) break;
      total += whole;
    }
    left = Math.max(left, total);
  }
  for (const { file, order, header, lines } of candidates) {
    if (left <= 0) break;
    let cost = header;
    let depth = 0;
    for (const line of lines) {
      if (cost + line > left) break;
      cost += line;
      depth++;
    }
    if (!depth || (options.whole && depth < lines.length)) break;
    plan[file] = { order, depth };
    left -= cost;
  }
  return plan;
}

interface Candidate {
  file: number;
  order: number[];
  /** Estimated tokens of the file's header, and of each public definition in `order`. */
  header: number;
  lines: number[];
}

/** The files that may get depth, in rank order: up to `files` non-seed files with a public surface. */
function depthCandidates(ranked: readonly MapEntry[], options: DepthOptions): Candidate[] {
  const candidates: Candidate[] = [];
  let top: number | null = null;
  for (let file = 0; file < ranked.length && candidates.length < options.files; file++) {
    const entry = ranked[file]!;
    if (!options.seeds && entry.file.reason === 'seed') continue;
    const { order, surface } = split(entry);
    if (!surface.length) continue;
    top ??= entry.file.score;
    if (options.scoreRatio && entry.file.score < options.scoreRatio * top) break;
    const lines = surface.map(
      (index) => countTokens(numberedLines([entry.definitions[index]!], entry.file.path).join('\n')) + LINE_OVERHEAD,
    );
    candidates.push({ file, order, header: countTokens(fileHeader(entry.file)) + 1, lines });
  }
  return candidates;
}

/** The file's definitions public first, each part by score; `surface` is the public part. */
function split(entry: MapEntry): { order: number[]; surface: number[] } {
  const definitions = entry.definitions;
  const score = (index: number) => (Number.isNaN(definitions[index]!.score) ? -Infinity : definitions[index]!.score);
  const byScore = definitions.map((_, index) => index).sort((a, b) => score(b) - score(a) || a - b);
  const isPrivate = privacyOf(entry.file.path);
  const surface = byScore.filter((index) => !isPrivate(definitions[index]!));
  return { order: [...surface, ...byScore.filter((index) => isPrivate(definitions[index]!))], surface };
}

function publicFirst(entry: MapEntry): DepthFile | null {
  const { order, surface } = split(entry);
  return surface.length < order.length ? { order, depth: 0 } : null;
}
