// One-line messages for the MCP server's error answers: user strings are cut
// before they are echoed, and a zod issue becomes `field: why`.
import type { z } from 'zod';

/** The most characters of a user string an error message repeats; `clip` cuts to it (the CLI's rule too). */
import { clipText as clip, ECHO_CHARS } from '../index.js';

export { clip, ECHO_CHARS };

/** `text` on one line: line breaks and other control characters become spaces. */
export function oneLine(text: string): string {
  return text.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ').trim();
}

type Issue = z.core.$ZodIssue;
type Key = PropertyKey;

/** `start`, `paths[3]`, `params.arguments` */
export function issuePath(path: readonly Key[]): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else out += `${out ? '.' : ''}${clip(oneLine(String(key)), 50)}`;
  }
  return out;
}

/** `input` followed along `path` (undefined where it stops). */
function valueAt(input: unknown, path: readonly Key[]): unknown {
  let value = input;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<Key, unknown>)[key];
  }
  return value;
}

/** `null`, `array`, `string`, `number`, … as a JSON value's kind. */
export function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

const TYPE_NAMES: Record<string, string> = { record: 'object', int: 'integer' };

function why(issue: Issue, value: unknown): string {
  switch (issue.code) {
    case 'invalid_type': {
      if (value === undefined) return 'required';
      const expected = TYPE_NAMES[issue.expected] ?? issue.expected;
      const got = typeof value === 'number' ? String(value) : kindOf(value);
      return `expected ${expected}, got ${got}`;
    }
    case 'too_small':
      return tooSmall(issue, value);
    case 'too_big':
      return tooBig(issue, value);
    case 'invalid_value': {
      const values = issue.values.map((v) => JSON.stringify(v));
      const expected = values.length === 1 ? values[0]! : `one of ${values.join(', ')}`;
      return value === undefined ? `required (${expected})` : `expected ${expected}, got ${echo(value)}`;
    }
    case 'invalid_union':
      return unionWhy(issue, value);
    default:
      return oneLine(issue.message);
  }
}

/** A union of plain types (`string | integer`): `expected string or integer, got 3.5`; else the first option's complaint. */
function unionWhy(issue: Extract<Issue, { code: 'invalid_union' }>, value: unknown): string {
  const firsts = issue.errors.map((branch) => branch[0]);
  const types = firsts.map((first) => (first?.code === 'invalid_type' && first.path.length === 0 ? (TYPE_NAMES[first.expected] ?? first.expected) : null));
  if (types.length > 0 && types.every((type) => type !== null)) {
    return value === undefined ? 'required' : `expected ${types.join(' or ')}, got ${typeof value === 'number' ? String(value) : kindOf(value)}`;
  }
  const first = firsts[0];
  return first ? why(first, valueAt(value, first.path)) : oneLine(issue.message);
}

function tooSmall(issue: Extract<Issue, { code: 'too_small' }>, value: unknown): string {
  const min = Number(issue.minimum);
  if (issue.origin === 'string') return min <= 1 ? 'must not be empty' : `too short (at least ${min} characters)`;
  if (issue.origin === 'array' || issue.origin === 'set') return `too few items (at least ${min})`;
  return `must be ${issue.inclusive ? 'at least' : 'more than'} ${min}, got ${echo(value)}`;
}

function tooBig(issue: Extract<Issue, { code: 'too_big' }>, value: unknown): string {
  const max = Number(issue.maximum);
  if (issue.origin === 'string') return `too long (${(value as string).length} characters; at most ${max})`;
  if (issue.origin === 'array' || issue.origin === 'set') return `too many items (${(value as unknown[]).length}; at most ${max})`;
  return `must be ${issue.inclusive ? 'at most' : 'less than'} ${max}, got ${echo(value)}`;
}

/** A user value in a message: JSON, cut. */
function echo(value: unknown): string {
  if (value === undefined) return 'nothing';
  return clip(oneLine(JSON.stringify(value) ?? String(value)), 60);
}

/**
 * The first issue of a failed parse of `input`, on one line, naming the field
 * and why: `start: expected number, got string`, `foo: unknown key`.
 * `skip` leading path keys are dropped (`params` of a request).
 */
export function describeIssue(error: z.ZodError, input: unknown, skip = 0): string {
  const issue = error.issues[0];
  if (!issue) return 'invalid';
  if (issue.code === 'unrecognized_keys') {
    const where = issuePath([...issue.path, issue.keys[0] ?? ''].slice(skip));
    const more = issue.keys.length > 1 ? ` (and ${issue.keys.length - 1} more)` : '';
    return `${where}: unknown key${more}`;
  }
  const where = issuePath(issue.path.slice(skip));
  const reason = why(issue, valueAt(input, issue.path));
  return where ? `${where}: ${reason}` : reason;
}
