// A warm `repomap map` of a small tree is over before V8's optimizing compiler pays for itself:
// it compiles the hot functions on other threads (their CPU time counts), and the process exits
// soon after. Without it a warm map of a 1k-file tree costs about 0.1 s less CPU (of 0.55–0.63 s;
// bench/history/2026-12-04-warm.md). The compiler is turned back on as soon as the run turns out
// to be long: an index brought up to date with files to parse, a graph built, a tuning, or a
// tree large enough that the ranking itself runs long.
import { setFlagsFromString } from 'node:v8';
import type { WorkProgress } from '../core.js';

/** Above this many files, a warm map's ranking runs long enough to want optimized code. */
const SHORT_RUN_FILES = 2000;

let short = false;
let longLived = false;

/** A process that outlives its commands (the helper, helper/serve.ts): the optimizing compiler stays on. */
export function keepOptimizer(): void {
  longLived = true;
  longRun();
}

/** Run without V8's optimizing compiler until `longRun` (a command that is usually short). */
export function startShortRun(): void {
  if (longLived) return;
  setFlagsFromString('--no-opt');
  short = true;
}

/** Whether the optimizing compiler is still off. */
export function isShortRun(): boolean {
  return short;
}

/** The optimizing compiler back on, for the rest of the process. */
export function longRun(): void {
  if (!short) return;
  setFlagsFromString('--opt');
  short = false;
}

/** Whether what the repository reports doing is more than a short run's scan and ranking. */
export function noteWork(now: WorkProgress | null): void {
  if (now && now.phase !== 'scan' && now.phase !== 'rank') longRun();
}

/** A tree of more files than a short run ranks quickly. */
export function noteFiles(files: number): void {
  if (files > SHORT_RUN_FILES) longRun();
}
