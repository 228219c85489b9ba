// V8 runs a grammar's wasm first from its baseline compiler, then recompiles the hot
// functions with its optimizing compiler on a background thread; a process waits at exit
// for a compile in flight. A grammar's lexer or parse table can be one function of hundreds
// of KiB (Swift's is 390 KiB) whose optimizing compile costs seconds of a core: more than a
// short run gains from it. So a run that parses little, or parses such a grammar, stays on
// the baseline compiler (measured: bench/README.md, "Speed per byte").
import { setFlagsFromString } from 'node:v8';
import type { LanguageId } from '../types.js';
import { languageSpec } from './registry/index.js';

/**
 * Below this many bytes to parse, the optimizing compile costs more than it saves (cold
 * index, quiet machine: hono's 2.1 MB 4.5 → 3.0 s, dune's 6.3 MB 10.7 → 7.4 s, nvm 1.7 →
 * 0.6 s; sympy's 28 MB was 15% slower without it).
 */
export const BASELINE_BELOW_BYTES = 8 * 1024 * 1024;

let baselineOnly = false;

/**
 * Before parsing these files: if they are few bytes in all, or one's grammar is marked
 * `baselineOnly`, keep all wasm of this process on the baseline compiler from now on (a
 * process-wide V8 setting, inherited by worker threads started later).
 */
export function prepareWasmTiering(jobs: readonly { language: LanguageId; size: number }[]): void {
  if (baselineOnly || !jobs.length) return;
  let bytes = 0;
  let marked = false;
  for (const job of jobs) {
    bytes += job.size;
    if (languageSpec(job.language).baselineOnly) marked = true;
  }
  if (!marked && bytes >= BASELINE_BELOW_BYTES) return;
  setFlagsFromString('--liftoff-only');
  baselineOnly = true;
}

/** Whether this process keeps wasm on the baseline compiler (see prepareWasmTiering). */
export function wasmBaselineOnly(): boolean {
  return baselineOnly;
}
