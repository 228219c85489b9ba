// A first index of a large tree leaves hundreds of MiB of garbage (outcomes, buffered rows,
// term counts) that V8 has not yet collected when the same process goes on to build the
// ranking's graph, whose own allocation then stacks on top of it: 100k synthetic files
// indexed and mapped in one process peaked at 978 MiB, and 703 MiB with one full collection
// between the two (the same map; bench/history/2026-12-05b-quiet.md). Node offers no
// collection to a program without `--expose-gc`; setting that flag now makes `gc` a global of
// contexts created afterwards, so one new context hands the function over.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

let collector: (() => void) | null | undefined;

/** Run a full garbage collection now (a no-op where the runtime refuses). */
export function collectGarbage(): void {
  if (collector === undefined) {
    try {
      setFlagsFromString('--expose-gc');
      const found: unknown = runInNewContext('typeof gc === "function" ? gc : null');
      collector = typeof found === 'function' ? (found as () => void) : null;
    } catch {
      collector = null;
    }
  }
  collector?.();
}
