// The definitions a change touches, on the parent tree: the symbols a map of
// that tree should show for the task. A deleted or rewritten line counts for
// the innermost definitions whose span holds it (a line of a method counts
// for the method, not for its class; a line of the class body outside its
// methods counts for the class); a pure insertion counts for the innermost
// definitions that enclose the insertion point. Lines outside every
// definition (imports, module-level code) count for none.
import type { StoredDefinition } from '../types.js';
import type { ParentLineChanges } from './changed-lines.js';
import { symbolId } from './symbol-id.js';

interface Span {
  startLine: number;
  endLine: number;
}

function holdsLine(def: Span, line: number): boolean {
  return def.startLine <= line && line <= def.endLine;
}

/** Whether the point between `line` and `line + 1` lies inside the definition (not at its edges). */
function enclosesInsertionAfter(def: Span, line: number): boolean {
  return def.startLine <= line && line < def.endLine;
}

/** Whether `inner` lies within `outer` and is strictly smaller. */
function nestedIn(inner: Span, outer: Span): boolean {
  return outer.startLine <= inner.startLine && inner.endLine <= outer.endLine && inner.endLine - inner.startLine < outer.endLine - outer.startLine;
}

/** The candidates no other candidate nests in: the innermost ones. */
function innermost<T extends Span>(candidates: readonly T[]): T[] {
  return candidates.filter((def) => !candidates.some((other) => other !== def && nestedIn(other, def)));
}

/**
 * The definitions of one file (on the parent tree) that a change touches, in
 * source order, each once.
 */
export function definitionsTouched<T extends Span>(definitions: readonly T[], changes: ParentLineChanges): T[] {
  const touched = new Set<T>();
  for (const [first, last] of changes.changed) {
    const overlapping = definitions.filter((def) => def.startLine <= last && first <= def.endLine);
    if (!overlapping.length) continue;
    // Only the lines where something is defined matter; at most the overlap of each definition.
    const from = Math.max(first, Math.min(...overlapping.map((def) => def.startLine)));
    const to = Math.min(last, Math.max(...overlapping.map((def) => def.endLine)));
    for (let line = from; line <= to; line++) {
      for (const def of innermost(overlapping.filter((d) => holdsLine(d, line)))) touched.add(def);
    }
  }
  for (const after of changes.insertedAfter) {
    for (const def of innermost(definitions.filter((d) => enclosesInsertionAfter(d, after)))) touched.add(def);
  }
  return definitions.filter((def) => touched.has(def));
}

/**
 * The expected symbols of a change: for each file (those the case expects to
 * be found), the `path#qualifiedName` of every definition the change touches
 * there, on the tree the ranking is made on. A name defined twice in a file
 * (an overload, a property's getter and setter) is one symbol.
 */
export function symbolsTouched(
  changes: Readonly<Record<string, ParentLineChanges>>,
  files: readonly string[],
  definitionsOf: (paths: readonly string[]) => readonly StoredDefinition[],
): string[] {
  const paths = files.filter((path) => changes[path] !== undefined);
  if (!paths.length) return [];
  const byPath = new Map<string, StoredDefinition[]>();
  for (const def of definitionsOf(paths)) {
    const list = byPath.get(def.path);
    if (list) list.push(def);
    else byPath.set(def.path, [def]);
  }
  const ids = new Set<string>();
  for (const path of paths) {
    const definitions = (byPath.get(path) ?? []).slice().sort((a, b) => a.startLine - b.startLine || b.endLine - a.endLine);
    for (const def of definitionsTouched(definitions, changes[path]!)) ids.add(symbolId(path, def.qualifiedName));
  }
  return [...ids];
}
