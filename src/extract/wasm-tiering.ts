// V8 runs a grammar's wasm first from its baseline compiler, then recompiles the hot
// functions with its optimizing compiler on a background thread; a process waits at exit
// for a compile in flight. Swift's grammar has a 390 KiB lexer function whose optimizing
// compile alone costs several seconds of a core, longer than indexing a whole Swift
// repository, so a run that parses such a grammar stays on the baseline compiler.
import { setFlagsFromString } from 'node:v8';
import type { LanguageId } from '../types.js';
import { languageSpec } from './registry/index.js';

let baselineOnly = false;

/**
 * Before parsing files of these languages: if one's grammar is marked `baselineOnly`, keep
 * all wasm of this process on the baseline compiler from now on (a process-wide V8 setting,
 * inherited by worker threads started later; other grammars lose their optimized code too).
 */
export function prepareWasmTiering(languages: Iterable<LanguageId>): void {
  if (baselineOnly) return;
  for (const id of languages) {
    if (!languageSpec(id).baselineOnly) continue;
    setFlagsFromString('--liftoff-only');
    baselineOnly = true;
    return;
  }
}

/** Whether this process keeps wasm on the baseline compiler (see prepareWasmTiering). */
export function wasmBaselineOnly(): boolean {
  return baselineOnly;
}
