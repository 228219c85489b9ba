// V8 runs a grammar's wasm first from its baseline compiler, then recompiles the hot
// functions with its optimizing compiler on a background thread; a process waits at exit
// for a compile in flight. A grammar's lexer or parse table can be one function of hundreds
// of KiB (Swift's is 390 KiB, Bash's and Kotlin's 80–160 KB) whose optimizing compile costs
// seconds of a core: more than it saves unless the grammar parses many bytes. So every grammar
// stays on the baseline compiler but those of a large run's main languages (measured:
// bench/README.md, "Speed per byte"; bench/history/2026-12-05b-tier.md).
//
// V8 decides a module's tiers when it compiles the module, from the flags in force then, and
// keeps the compiled module in a process-wide cache of its bytes: a worker thread loading the
// same grammar later gets that module, tiers and all. So the main languages' grammars are
// compiled here, on the calling thread, before the baseline setting, and held for the process.
import { readFileSync } from 'node:fs';
import { setFlagsFromString } from 'node:v8';
import type { LanguageId } from '../types.js';
import { grammarPath } from './languages.js';
import { languageSpec } from './registry/index.js';

/**
 * Below this many bytes to parse, the optimizing compile costs more than it saves (cold
 * index, quiet machine: hono's 2.1 MB 4.5 → 3.0 s, dune's 6.3 MB 10.7 → 7.4 s, nvm 1.7 →
 * 0.6 s; sympy's 28 MB was 15% slower without it). It holds for one grammar as for a run:
 * a grammar with fewer bytes than this to parse stays on the baseline compiler.
 */
export const BASELINE_BELOW_BYTES = 8 * 1024 * 1024;

let baselineOnly = false;
/** The tiered grammars' compiled modules: held, so that V8's cache hands them to every thread. */
const held: WebAssembly.Module[] = [];

/**
 * The languages whose grammar keeps V8's optimizing compiler for these files: none for a run of
 * fewer than BASELINE_BELOW_BYTES or one that parses a grammar marked `baselineOnly`, else those
 * with at least BASELINE_BELOW_BYTES to parse, in name order. Every other grammar stays on the
 * baseline compiler; tree-sitter's runtime keeps both compilers whenever it was compiled first.
 */
export function tieredLanguages(jobs: readonly { language: LanguageId; size: number }[]): LanguageId[] {
  const bytes = new Map<LanguageId, number>();
  let total = 0;
  for (const job of jobs) {
    if (languageSpec(job.language).baselineOnly) return [];
    bytes.set(job.language, (bytes.get(job.language) ?? 0) + job.size);
    total += job.size;
  }
  if (total < BASELINE_BELOW_BYTES) return [];
  return [...bytes]
    .filter(([, size]) => size >= BASELINE_BELOW_BYTES)
    .map(([language]) => language)
    .sort();
}

/**
 * Before parsing these files: compile the grammars of tieredLanguages(jobs) with both compilers,
 * then keep all other wasm of this process on the baseline compiler from now on (a process-wide
 * V8 setting, inherited by worker threads started later; it cannot be undone for one module).
 */
export function prepareWasmTiering(jobs: readonly { language: LanguageId; size: number }[]): void {
  if (baselineOnly || !jobs.length) return;
  for (const language of tieredLanguages(jobs)) {
    try {
      held.push(new WebAssembly.Module(readFileSync(grammarPath(languageSpec(language).grammar))));
    } catch {
      // A grammar that does not compile fails where a file of it is parsed, with its own error.
    }
  }
  setFlagsFromString('--liftoff-only');
  baselineOnly = true;
}

/** Whether wasm compiled from now on stays on the baseline compiler (see prepareWasmTiering). */
export function wasmBaselineOnly(): boolean {
  return baselineOnly;
}

/** How many grammars this process compiled to keep V8's optimizing compiler (see prepareWasmTiering). */
export function tieredGrammarCount(): number {
  return held.length;
}
