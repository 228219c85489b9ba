// Where a definition is used, who calls a function and what it calls: the stored reference
// lines, told certain (the using file defines the name or imports a file that does) or
// probable (the same name, nothing more), with each line's text read from the file on disk.
import type { ReferenceKind, StoredDefinition } from '../types.js';
import type { FileGuard } from '../shared/safe-fs.js';
import type { Db } from './db.js';
import {
  definitionsNamed,
  definitionsOfNames,
  definitionsOfPaths,
  importersOf,
  importTargetsOf,
  referencesNamed,
  referencesOfPath,
} from './read.js';
import { readSourceLines, SourceError } from './source.js';

export type Certainty = 'certain' | 'probable';

/** Every kind of reference the extractor records, the most specific first (a line's `kind` is its first here). */
export const REFERENCE_KINDS = ['call', 'new', 'inheritance', 'import', 'type', 'member'] as const satisfies readonly ReferenceKind[];
const KIND_ORDER = new Map<ReferenceKind, number>(REFERENCE_KINDS.map((kind, index) => [kind, index]));

/** The reference kinds a call graph follows: calls, and constructions (`new Invoice()`). */
export const CALL_KINDS: readonly ReferenceKind[] = ['call', 'new'];

/** A line's text is cut to this many characters (with `…`). */
export const MAX_LINE_TEXT_CHARS = 300;

export interface ReferenceQuery {
  /** Only references of this kind. */
  kind?: ReferenceKind;
  /** Only definitions in this file (repository-relative): chooses among several. */
  path?: string;
  /** Most uses (callers) returned; `total` counts them all. */
  limit?: number;
}

export interface ReferenceUse {
  path: string;
  line: number;
  /** The line as it is on disk now, trimmed, cut to MAX_LINE_TEXT_CHARS; '' when the file cannot be read now. */
  text: string;
  /** The most specific of `kinds`. */
  kind: ReferenceKind;
  /** Every kind of reference on the line (`x: Invoice = new Invoice()` is a type use and a construction). */
  kinds: ReferenceKind[];
  certainty: Certainty;
  /** The defining file this use is resolved to (its own, or one it imports); null when probable. */
  definition: string | null;
}

export interface References {
  name: string;
  /** The definitions the name designates (after `path`), by path, then line. */
  definitions: StoredDefinition[];
  /** The defining files' own uses first, then certain, then probable; then by path and line. */
  uses: ReferenceUse[];
  /** Uses before `limit`. */
  total: number;
}

export interface CallSite {
  line: number;
  text: string;
}

export interface Caller {
  path: string;
  /** The innermost function or method whose lines hold the calls; null for calls outside any (module level). */
  caller: StoredDefinition | null;
  calls: CallSite[];
  certainty: Certainty;
  definition: string | null;
}

export interface Callers {
  name: string;
  definitions: StoredDefinition[];
  /** Ordered as References' uses, by their first call. */
  callers: Caller[];
  total: number;
}

export interface Callee {
  name: string;
  kind: ReferenceKind;
  calls: CallSite[];
  /** certain: defined in the calling file or a file it imports (or imports through a re-export); probable: defined elsewhere only. */
  certainty: Certainty;
  /** Where the callee is defined: the certain definitions, or (probable) every one of the name. */
  definitions: StoredDefinition[];
}

export interface CalleesOf {
  /** The function (or other definition) whose lines are searched. */
  definition: StoredDefinition;
  /** By first call line, then name. */
  callees: Callee[];
  /** Names called that no indexed file defines (library and built-in functions), sorted. */
  unresolved: string[];
}

export interface Callees {
  name: string;
  definitions: StoredDefinition[];
  of: CalleesOf[];
}

/** What a name designates: a bare or qualified name, narrowed to a file. */
interface Target {
  definitions: StoredDefinition[];
  /** The bare names references carry. */
  names: string[];
  definers: string[];
}

function targetOf(db: Db, guard: FileGuard, name: string, path: string | undefined): Target {
  const definitions = definitionsNamed(db, name).filter((def) => (path === undefined || def.path === path) && readable(guard, def.path));
  // A selection that designates nothing (a qualified name or a file without it) has no uses:
  // the bare name's matches elsewhere would be some other thing's.
  const selective = path !== undefined || name.includes('.');
  const names = definitions.length ? [...new Set(definitions.map((def) => def.name))].sort() : selective ? [] : [name];
  const definers = [...new Set(definitions.map((def) => def.path))].sort();
  return { definitions, names, definers };
}

/** The guard refuses it (a secret, a link out): it is never shown, not even by name. */
function readable(guard: FileGuard, path: string): boolean {
  return guard.resolve(path).kind === 'file';
}

/** How a using file relates to the target: 0 defines it, 1 imports a file that does (or re-exports it), 2 neither. */
interface Resolution {
  tier: 0 | 1 | 2;
  definition: string | null;
}

/** Barrels of barrels are followed this deep (`index.ts` → `billing/index.ts` → `billing/invoice.ts`). */
const MAX_REEXPORT_HOPS = 3;

/**
 * Which defining file each using file reaches. A file with a resolved import of a defining file
 * reaches it (whatever the import names). So does a file importing a file that passes one of
 * `names` on without defining it (a package's `__init__.py`, an `index.ts` barrel), up to
 * MAX_REEXPORT_HOPS such files deep: a file passes a name on when it imports it by name, or
 * imports the whole module (`export * from`, `from .x import *`); a file importing a file that
 * passes it on reaches it when it imports the name, or the whole module of a file that
 * imported the name by name.
 */
function resolver(db: Db, definers: readonly string[], names: readonly string[]): (path: string) => Resolution {
  const own = new Set(definers);
  const reached = new Map<string, string>();
  // Files that pass a name on: the defining file it comes from, and whether they import it by name.
  let passing = new Map(definers.map((path) => [path, { definer: path, named: true }]));
  const seen = new Set(definers);
  for (let hop = 0; hop <= MAX_REEXPORT_HOPS && passing.size; hop++) {
    const next = new Map<string, { definer: string; named: boolean }>();
    for (const [from, imports] of importersOf(db, [...passing.keys()])) {
      if (own.has(from)) continue;
      for (const { target, names: imported } of imports) {
        const { definer, named: targetNamed } = passing.get(target)!;
        const named = imported.some((name) => names.includes(name));
        const whole = imported.length === 0;
        if (!reached.has(from) && (hop === 0 || named || (whole && targetNamed))) reached.set(from, definer);
        if ((named || whole) && !seen.has(from) && !next.has(from)) next.set(from, { definer, named });
      }
    }
    for (const path of next.keys()) seen.add(path);
    passing = next;
  }
  return (path) => {
    if (own.has(path)) return { tier: 0, definition: path };
    const definer = reached.get(path);
    return definer ? { tier: 1, definition: definer } : { tier: 2, definition: null };
  };
}

function certaintyOf(tier: Resolution['tier']): Certainty {
  return tier === 2 ? 'probable' : 'certain';
}

function byPath(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Reads each file's lines once, through the guard; a file that cannot be read gives ''. */
function lineReader(guard: FileGuard): (path: string, line: number) => string {
  const files = new Map<string, readonly string[]>();
  return (path, line) => {
    let lines = files.get(path);
    if (!lines) {
      try {
        lines = readSourceLines(guard, path);
      } catch (error) {
        if (!(error instanceof SourceError)) throw error;
        lines = [];
      }
      files.set(path, lines);
    }
    return lineText(lines[line - 1] ?? '');
  };
}

function lineText(line: string): string {
  const text = line.trim();
  return text.length > MAX_LINE_TEXT_CHARS ? `${text.slice(0, MAX_LINE_TEXT_CHARS - 1)}…` : text;
}

interface Occurrence {
  path: string;
  line: number;
  /** Most specific first. */
  kinds: ReferenceKind[];
  resolution: Resolution;
}

/** Every stored occurrence line of the target's names with a reference of `kinds` (all when null), each (path, line) once with all its kinds, in report order. */
function occurrences(db: Db, guard: FileGuard, target: Target, kinds: readonly ReferenceKind[] | null): Occurrence[] {
  const resolve = resolver(db, target.definers, target.names);
  const byLine = new Map<string, Occurrence>();
  const allowed = new Map<string, boolean>();
  for (const name of target.names) {
    for (const row of referencesNamed(db, name)) {
      let ok = allowed.get(row.path);
      if (ok === undefined) allowed.set(row.path, (ok = readable(guard, row.path)));
      if (!ok) continue;
      const resolution = resolve(row.path);
      for (const line of row.lines) {
        const key = `${row.path}\u0000${line}`;
        const seen = byLine.get(key);
        if (!seen) byLine.set(key, { path: row.path, line, kinds: [row.kind], resolution });
        else if (!seen.kinds.includes(row.kind)) seen.kinds.push(row.kind);
      }
    }
  }
  const out = [...byLine.values()].filter((occurrence) => !kinds || occurrence.kinds.some((kind) => kinds.includes(kind)));
  for (const occurrence of out) occurrence.kinds.sort((a, b) => KIND_ORDER.get(a)! - KIND_ORDER.get(b)!);
  return out.sort((a, b) => a.resolution.tier - b.resolution.tier || byPath(a.path, b.path) || a.line - b.line);
}

/**
 * Every place that uses what `name` designates (a bare or qualified name): calls, type uses,
 * imports, inheritance, member accesses; one entry per line and kind.
 */
export function findReferences(db: Db, guard: FileGuard, name: string, query: ReferenceQuery = {}): References {
  const target = targetOf(db, guard, name, query.path);
  const found = occurrences(db, guard, target, query.kind ? [query.kind] : null);
  const kept = query.limit === undefined ? found : found.slice(0, query.limit);
  const textOf = lineReader(guard);
  const uses = kept.map((use) => ({
    path: use.path,
    line: use.line,
    text: textOf(use.path, use.line),
    kind: use.kinds[0]!,
    kinds: use.kinds,
    certainty: certaintyOf(use.resolution.tier),
    definition: use.resolution.definition,
  }));
  return { name, definitions: target.definitions, uses, total: found.length };
}

const FUNCTION_KINDS = new Set<string>(['function', 'method']);

/** The innermost function or method of `definitions` whose lines hold `line`. */
function enclosingFunction(definitions: readonly StoredDefinition[], line: number): StoredDefinition | null {
  let best: StoredDefinition | null = null;
  for (const def of definitions) {
    if (!FUNCTION_KINDS.has(def.kind) || def.startLine > line || def.endLine < line) continue;
    if (!best || def.endLine - def.startLine < best.endLine - best.startLine) best = def;
  }
  return best;
}

/** The functions and methods that call (or construct) what `name` designates, each with its call lines. */
export function findCallers(db: Db, guard: FileGuard, name: string, query: Omit<ReferenceQuery, 'kind'> = {}): Callers {
  const target = targetOf(db, guard, name, query.path);
  const calls = occurrences(db, guard, target, CALL_KINDS);
  const definitionsByPath = new Map<string, StoredDefinition[]>();
  for (const def of definitionsOfPaths(db, [...new Set(calls.map((call) => call.path))])) {
    const list = definitionsByPath.get(def.path);
    if (list) list.push(def);
    else definitionsByPath.set(def.path, [def]);
  }
  const grouped = new Map<string, { occurrence: Occurrence; caller: StoredDefinition | null; lines: number[] }>();
  for (const call of calls) {
    const caller = enclosingFunction(definitionsByPath.get(call.path) ?? [], call.line);
    const key = `${call.path}\u0000${caller ? `${caller.startLine}:${caller.qualifiedName}` : ''}`;
    const group = grouped.get(key);
    if (!group) grouped.set(key, { occurrence: call, caller, lines: [call.line] });
    else group.lines.push(call.line);
  }
  const all = [...grouped.values()];
  const kept = query.limit === undefined ? all : all.slice(0, query.limit);
  const textOf = lineReader(guard);
  const callers = kept.map(({ occurrence, caller, lines }) => ({
    path: occurrence.path,
    caller,
    calls: lines.map((line) => ({ line, text: textOf(occurrence.path, line) })),
    certainty: certaintyOf(occurrence.resolution.tier),
    definition: occurrence.resolution.definition,
  }));
  return { name, definitions: target.definitions, callers, total: all.length };
}

/** What each definition `name` designates calls (or constructs) within its lines, resolved to definitions. */
export function findCallees(db: Db, guard: FileGuard, name: string, query: Pick<ReferenceQuery, 'path'> = {}): Callees {
  const target = targetOf(db, guard, name, query.path);
  const textOf = lineReader(guard);
  const of = target.definitions.map((definition) => calleesOf(db, guard, definition, textOf));
  return { name, definitions: target.definitions, of };
}

function calleesOf(db: Db, guard: FileGuard, definition: StoredDefinition, textOf: (path: string, line: number) => string): CalleesOf {
  const inside = new Map<string, { name: string; kind: ReferenceKind; lines: number[] }>();
  for (const row of referencesOfPath(db, definition.path)) {
    if (!CALL_KINDS.includes(row.kind)) continue;
    const lines = row.lines.filter((line) => line >= definition.startLine && line <= definition.endLine);
    if (lines.length) inside.set(`${row.name}\u0000${row.kind}`, { name: row.name, kind: row.kind, lines });
  }
  const names = [...new Set([...inside.values()].map((call) => call.name))];
  const byName = new Map<string, StoredDefinition[]>();
  for (const def of definitionsOfNames(db, names)) {
    if (!readable(guard, def.path)) continue;
    const list = byName.get(def.name);
    if (list) list.push(def);
    else byName.set(def.name, [def]);
  }
  const near = new Set([definition.path, ...importTargetsOf(db, definition.path)]);
  const callees: Callee[] = [];
  const unresolved = new Set<string>();
  for (const call of inside.values()) {
    const definitions = byName.get(call.name) ?? [];
    if (!definitions.length) {
      unresolved.add(call.name);
      continue;
    }
    let certain = definitions.filter((def) => near.has(def.path));
    if (!certain.length) {
      const reached = resolver(db, [...new Set(definitions.map((def) => def.path))], [call.name])(definition.path).definition;
      if (reached) certain = definitions.filter((def) => def.path === reached);
    }
    callees.push({
      name: call.name,
      kind: call.kind,
      calls: call.lines.map((line) => ({ line, text: textOf(definition.path, line) })),
      certainty: certain.length ? 'certain' : 'probable',
      definitions: certain.length ? certain : definitions,
    });
  }
  callees.sort((a, b) => a.calls[0]!.line - b.calls[0]!.line || byPath(a.name, b.name) || byPath(a.kind, b.kind));
  return { definition, callees, unresolved: [...unresolved].sort(byPath) };
}
