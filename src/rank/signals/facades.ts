import { EDGE_IMPORTED, EDGE_REVERSE } from '../../graph/snapshot.js';
import { isFacade } from '../../shared/roles.js';
import { byScore, signal, type SignalContext } from './types.js';

const FACADE_WEIGHT = 0.5;

/** The seeds' package facades (an `__init__.py`, `index.ts`, `mod.rs` importing a seed). */
export const facades = signal({
  name: 'facades',
  list: (context) => byScore(facadesOf(context)),
  weight: (options) => options.facadeWeight ?? FACADE_WEIGHT,
});

/** Facade files that import a seed, by how many seeds they import. */
function facadesOf({ snapshot, reasons }: SignalContext): Map<string, number> {
  const found = new Map<string, number>();
  for (const [seed, reason] of reasons) {
    if (reason !== 'seed') continue;
    for (let e = snapshot.inStart[seed]!; e < snapshot.inStart[seed + 1]!; e++) {
      const flags = snapshot.inFlags[e]!;
      // A forward imported edge into the seed: its source imports the seed.
      if ((flags & EDGE_IMPORTED) === 0 || (flags & EDGE_REVERSE) !== 0) continue;
      const source = snapshot.inSource[e]!;
      const path = snapshot.paths[source]!;
      if (reasons.get(source) !== 'seed' && isFacade(path)) found.set(path, (found.get(path) ?? 0) + 1);
    }
  }
  return found;
}
