// Benchmark cases: a task (seeds) on a repository tree and the files it should
// lead to. Read from a JSON array or JSON Lines file; `repo` is relative to
// the cases file.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { trimEndOf } from '../shared/chars.js';
import type { ParentLineChanges } from './changed-lines.js';

export interface CaseSeeds {
  /** Repository-relative paths the task changes. */
  paths?: string[];
  /** Identifiers the task names. */
  mentions?: string[];
  /** Free text (an issue, a commit message). */
  query?: string;
}

export interface BenchCase {
  id?: string;
  /** Repository directory (a work tree or a bare repository), relative to the cases file. */
  repo: string;
  /** Rank on the tree of this git revision instead of the files on disk. */
  rev?: string;
  /**
   * The commit the case comes from (generated cases): co-change history stops
   * before it. Without it, history up to `rev` (or HEAD) is used.
   */
  commit?: string;
  seeds: CaseSeeds;
  /** Files the ranking should find (repository-relative). */
  expected: string[];
  /**
   * Symbols the map should show: `path#qualifiedName` (that definition in
   * that file's block) or a bare or qualified name (in any file's block).
   */
  expectedSymbols?: string[];
  /**
   * Generated cases: how the change edits each expected file, in the lines of
   * the tree ranked on (`rev`). Without `expectedSymbols`, the run makes them
   * from it: the definitions of those files (in the index of that tree) that
   * the change touches (see changed-symbols.ts).
   */
  changedLines?: Record<string, ParentLineChanges>;
  /** Commit time (seconds since the epoch), for generated cases. */
  time?: number;
}

/** A case with its repository resolved to an absolute path and an id. */
export interface ResolvedCase extends BenchCase {
  id: string;
  root: string;
}

export class CaseError extends Error {}

/** Parse a cases file: a JSON array, or one JSON object per line. */
export function loadCases(file: string): ResolvedCase[] {
  if (!existsSync(file) || !statSync(file).isFile()) throw new CaseError(`no such cases file: ${file}`);
  const text = readFileSync(file, 'utf8');
  const trimmed = text.trimStart();
  let raw: unknown[];
  if (trimmed.startsWith('[')) {
    try {
      raw = JSON.parse(text) as unknown[];
    } catch (error) {
      throw new CaseError(`${file}: not valid JSON: ${(error as Error).message}`);
    }
  } else {
    raw = [];
    text.split('\n').forEach((line, index) => {
      if (!line.trim() || line.trimStart().startsWith('//')) return;
      try {
        raw.push(JSON.parse(line));
      } catch (error) {
        throw new CaseError(`${file}:${index + 1}: not valid JSON: ${(error as Error).message}`);
      }
    });
  }
  const base = dirname(resolve(file));
  return raw.map((value, index) => validateCase(value, `${file}: case ${index + 1}`, base, index));
}

export function validateCase(value: unknown, where: string, base: string, index: number): ResolvedCase {
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new CaseError(`${where}: not an object`);
  const record = value as Record<string, unknown>;
  const repo = record.repo;
  if (typeof repo !== 'string' || !repo) throw new CaseError(`${where}: "repo" must be a path`);
  const seeds = record.seeds;
  if (!seeds || typeof seeds !== 'object' || Array.isArray(seeds)) throw new CaseError(`${where}: "seeds" must be an object`);
  const s = seeds as Record<string, unknown>;
  const paths = stringList(s.paths, `${where}: seeds.paths`);
  const mentions = stringList(s.mentions, `${where}: seeds.mentions`);
  if (s.query !== undefined && typeof s.query !== 'string') throw new CaseError(`${where}: seeds.query must be a string`);
  if (!paths?.length && !mentions?.length && !s.query) throw new CaseError(`${where}: no seeds`);
  const expected = stringList(record.expected, `${where}: expected`);
  if (!expected?.length) throw new CaseError(`${where}: "expected" must list at least one path`);
  const expectedSymbols = stringList(record.expectedSymbols, `${where}: expectedSymbols`);
  const changedLines = lineChanges(record.changedLines, `${where}: changedLines`);
  for (const key of ['rev', 'commit', 'id'] as const) {
    if (record[key] !== undefined && typeof record[key] !== 'string') throw new CaseError(`${where}: "${key}" must be a string`);
  }
  const root = resolve(base, repo);
  return {
    id: (record.id as string | undefined) ?? `case-${index + 1}`,
    repo,
    root,
    rev: record.rev as string | undefined,
    commit: record.commit as string | undefined,
    seeds: { paths: paths?.map(clean), mentions, query: s.query as string | undefined },
    expected: expected.map(clean),
    expectedSymbols,
    ...(changedLines ? { changedLines } : {}),
    time: typeof record.time === 'number' ? record.time : undefined,
  };
}

function stringList(value: unknown, where: string): string[] | undefined {
  if (value === undefined) return undefined;
  if (!Array.isArray(value) || value.some((item) => typeof item !== 'string')) throw new CaseError(`${where} must be a list of strings`);
  return value as string[];
}

/** `{path: {changed: [[first, last], …], insertedAfter: [line, …]}}`, paths cleaned like `expected`. */
function lineChanges(value: unknown, where: string): Record<string, ParentLineChanges> | undefined {
  if (value === undefined) return undefined;
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new CaseError(`${where} must be an object of path → line changes`);
  const line = (n: unknown): boolean => Number.isInteger(n) && (n as number) >= 0;
  const out: Record<string, ParentLineChanges> = {};
  for (const [path, entry] of Object.entries(value as Record<string, unknown>)) {
    const e = (entry ?? {}) as Record<string, unknown>;
    const changed = e.changed ?? [];
    const insertedAfter = e.insertedAfter ?? [];
    const validRanges =
      Array.isArray(changed) && changed.every((range) => Array.isArray(range) && range.length === 2 && line(range[0]) && line(range[1]) && range[0] <= range[1]);
    if (!validRanges || !Array.isArray(insertedAfter) || !insertedAfter.every(line)) {
      throw new CaseError(`${where}.${path}: "changed" must list [first, last] line ranges and "insertedAfter" line numbers`);
    }
    out[clean(path)] = { changed: changed as [number, number][], insertedAfter: insertedAfter as number[] };
  }
  return out;
}

function clean(path: string): string {
  return trimEndOf(path.replace(/^\.\//, ''), '/');
}
