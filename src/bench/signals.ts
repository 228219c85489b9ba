// The fusion's inputs of each case, recorded by `bench cochange --signals FILE` (one JSON
// line per case) and read back by `bench fit`, which fits the fusion on them.
import { readFileSync } from 'node:fs';
import type { RankSignals } from '../rank/rank.js';
import { perSignal, SIGNALS } from '../rank/signals.js';
import { signalCase, type SignalCase } from '../rank/fit.js';
import { BenchError } from './runner.js';

/** Files kept of each list: far below them nothing moves a top-ten rank. */
const LIST_LIMIT = 300;

export interface SignalRecord extends SignalCase {
  repo: string;
  id: string;
  /** Commit time, ms since the epoch (orders a repository's cases for a split by time). */
  time: number;
  seeds: string[];
}

export function signalRecord(
  c: { repo: string; id: string; time: number; seeds: string[]; expected: string[] },
  signals: RankSignals,
): SignalRecord {
  const lists = perSignal(({ name }) => signals.lists[name].slice(0, LIST_LIMIT));
  return { repo: c.repo, id: c.id, time: c.time, seeds: c.seeds, ...signalCase(lists, signals, c.expected) };
}

/** The lists every record has; records made before a late signal existed lack its list. */
const REQUIRED = SIGNALS.filter((signal) => !signal.late).map((signal) => signal.name);
const LATE = SIGNALS.filter((signal) => signal.late).map((signal) => signal.name);

/** The records of a signals file; a malformed line is a BenchError naming it. */
export function readSignalRecords(file: string): SignalRecord[] {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new BenchError(`cannot read signals file ${file}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
  }
  return text
    .split('\n')
    .map((line, index) => ({ line, index }))
    .filter(({ line }) => line.trim())
    .map(({ line, index }) => parseRecord(line, `${file}:${index + 1}`));
}

function parseRecord(line: string, where: string): SignalRecord {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    throw new BenchError(`${where}: not JSON`);
  }
  const record = value as Partial<SignalRecord> | null;
  const strings = (list: unknown): list is string[] => Array.isArray(list) && list.every((item) => typeof item === 'string');
  if (
    !record ||
    typeof record.repo !== 'string' ||
    typeof record.id !== 'string' ||
    typeof record.time !== 'number' ||
    !strings(record.expected) ||
    !strings(record.seeds) ||
    !strings(record.mentioned) ||
    !strings(record.supporting) ||
    (record.assets !== undefined && !strings(record.assets)) ||
    (record.namedSupporting !== undefined && !strings(record.namedSupporting)) ||
    (record.scoped !== undefined && (!strings(record.scoped) || typeof record.scopeFactor !== 'number')) ||
    !record.lists ||
    !REQUIRED.every((name) => strings(record.lists![name])) ||
    !LATE.every((name) => record.lists![name] === undefined || strings(record.lists![name]))
  ) {
    throw new BenchError(`${where}: not a signals record (repo, id, time, seeds, expected, mentioned, supporting, lists)`);
  }
  const lists: Record<string, readonly string[]> = { ...record.lists };
  for (const name of LATE) lists[name] ??= [];
  return { ...record, lists } as SignalRecord;
}
