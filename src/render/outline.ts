// A file's definitions as an outline: which type, module or namespace encloses
// each one (so a member is never shown without the header of its container),
// and one entry per qualified name (a module reassigning `x` 238 times shows
// `x` once, with the count of the rest).
import type { DefinitionKind, RankedDefinition } from '../types.js';

/** Kinds whose header gives a member its context. */
const CONTAINER_KINDS: ReadonlySet<DefinitionKind> = new Set(['class', 'interface', 'struct', 'trait', 'enum', 'module', 'record']);

/**
 * Set `container` on each definition: the innermost container-kind definition of the same
 * list whose line span encloses it. Definitions are plain records of one file.
 */
export function linkContainers(definitions: readonly RankedDefinition[]): void {
  const byPosition = [...definitions].sort(
    (a, b) => a.startLine - b.startLine || b.endLine - a.endLine || (a.qualifiedName < b.qualifiedName ? -1 : a.qualifiedName > b.qualifiedName ? 1 : 0),
  );
  const open: RankedDefinition[] = [];
  for (const def of byPosition) {
    while (open.length && open[open.length - 1]!.endLine < def.startLine) open.pop();
    let container: RankedDefinition | null = null;
    for (let i = open.length - 1; i >= 0; i--) {
      const candidate = open[i]!;
      if (candidate.endLine >= def.endLine && candidate !== def) {
        container = candidate;
        break;
      }
    }
    def.container = container;
    if (CONTAINER_KINDS.has(def.kind)) open.push(def);
  }
}

/**
 * Keep the first (best-ranked) definition of each qualified name and kind, counting the
 * others on it in `repeats`; a member whose container was left out points to the kept one.
 * `definitions` must be best first; the result keeps that order.
 */
export function dropRepeats(definitions: readonly RankedDefinition[]): RankedDefinition[] {
  const kept = new Map<string, RankedDefinition>();
  const out: RankedDefinition[] = [];
  for (const def of definitions) {
    const key = `${def.kind}\u0000${def.qualifiedName}`;
    const first = kept.get(key);
    if (first) {
      first.repeats = (first.repeats ?? 0) + 1;
      continue;
    }
    kept.set(key, def);
    out.push(def);
  }
  for (const def of out) {
    const container = def.container;
    if (container) def.container = kept.get(`${container.kind}\u0000${container.qualifiedName}`) ?? container;
  }
  return out;
}

/**
 * The definitions a map shows for `chosen`: each chosen one, and the containers of each that
 * are not chosen themselves, marked `context` (outermost first in source order anyway).
 */
export function withContext(chosen: readonly RankedDefinition[]): RankedDefinition[] {
  const shown = new Set(chosen);
  const out = [...chosen];
  const added = new Map<RankedDefinition, RankedDefinition>();
  for (const def of chosen) {
    for (let container = def.container; container; container = container.container) {
      if (shown.has(container) || added.has(container)) continue;
      const context = { ...container, role: 'context' as const };
      added.set(container, context);
      out.push(context);
    }
  }
  return out;
}
