// A file's definitions as an outline: which type, module or namespace encloses
// each one, which blocks of the source a shown member is shown under (so a member is
// never shown without the header of its block), and one entry per qualified name
// (a module reassigning `x` 238 times shows `x` once, with the count of the rest).
import type { DefinitionKind, RankedDefinition } from '../types.js';
import { inSourceOrder } from './format.js';
import type { MapEntry } from './types.js';

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
 * A file's entry as the map shows these of its definitions: in source order, under the
 * header of each block that encloses one of them (its block, that block's block, and so on:
 * recorded at extraction, see extract/blocks.ts), each header once; `continues` when a shown
 * block has members after the last line shown.
 */
export function shownEntry(entry: MapEntry, chosen: readonly RankedDefinition[]): MapEntry {
  const definitions = inSourceOrder(chosen);
  const blocks = entry.blocks;
  if (!blocks?.length) return { ...entry, definitions, headers: [], continues: false };
  const shown = new Set<number>();
  let last = 0;
  for (const def of definitions) {
    last = Math.max(last, def.startLine + lineCount(def.signature) - 1);
    for (let block = def.block ?? null; block !== null && !shown.has(block); block = blocks[block]?.parent ?? null) shown.add(block);
  }
  const headers = [...shown].map((index) => blocks[index]!).sort((a, b) => a.line - b.line || b.endLine - a.endLine);
  for (const header of headers) last = Math.max(last, header.line);
  // A definition after the last shown line, in a block already open at that line: left out.
  const continues = entry.definitions.some((def) => def.block != null && def.startLine > last && blocks[def.block]!.line <= last);
  return { ...entry, definitions, headers, continues };
}

function lineCount(text: string): number {
  let lines = 1;
  const trimmed = text.trimEnd();
  for (let i = trimmed.indexOf('\n'); i >= 0; i = trimmed.indexOf('\n', i + 1)) lines++;
  return lines;
}
