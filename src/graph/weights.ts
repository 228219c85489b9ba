export interface WeightOptions {
  /** Identifiers the task mentions: their edges count more. */
  mentioned?: ReadonlySet<string>;
  /** Reproduce Aider's repo-map weights (the baseline the benchmark compares against). */
  aider?: boolean;
}

/** Names so common that sharing one says little about two files being related. */
const GENERIC_NAMES = new Set([
  'get', 'set', 'run', 'init', 'main', 'name', 'value', 'data', 'id', 'type', 'create', 'update', 'delete',
  'add', 'remove', 'len', 'size', 'length', 'push', 'pop', 'map', 'filter', 'keys', 'values', 'items', 'copy',
  'call', 'apply', 'bind', 'then', 'catch', 'log', 'error', 'toString', 'String', 'equals', 'hashCode', 'new',
  'default', 'from', 'into', 'clone', 'fmt', 'Error', 'Ok', 'Err', 'Some', 'None', 'self', 'this', 'append',
  'format', 'join', 'split', 'read', 'write', 'open', 'close', 'start', 'stop', 'reset', 'clear', 'has', 'test',
  'setUp', 'tearDown', 'describe', 'it', 'expect', 'assert', 'handle', 'process', 'execute', 'parse', 'load',
  'save', 'next', 'done', 'resolve', 'reject', 'emit', 'on', 'off', 'once', 'config', 'options', 'args', 'kwargs',
]);

const LONG_NAME = 8;

/**
 * How much one (file, name) reference says about the files defining `name`.
 * Aider's rule: ×10 mentioned, ×10 long camel/snake names, ×0.1 private,
 * ×0.1 when more than five files define it, times √(occurrences). Ours keeps
 * the mention and length boosts but divides by the number of definers
 * (an inverse document frequency) and damps short and generic names.
 */
export function nameSpecificity(name: string, definerCount: number, occurrences: number, options: WeightOptions): number {
  let multiplier = 1;
  const mentioned = options.mentioned?.has(name) ?? false;
  if (mentioned) multiplier *= 10;
  const structured = name.includes('_') || (/[a-z]/.test(name) && /[A-Z]/.test(name)) || name.includes('-');
  if (structured && name.length >= LONG_NAME) multiplier *= 10;
  if (name.startsWith('_')) multiplier *= 0.1;
  if (options.aider) {
    if (definerCount > 5) multiplier *= 0.1;
    return multiplier * Math.sqrt(occurrences);
  }
  multiplier /= definerCount;
  if (!mentioned) {
    if (name.length <= 2) multiplier *= 0.1;
    else if (GENERIC_NAMES.has(name)) multiplier *= 0.2;
  }
  return multiplier * Math.sqrt(occurrences);
}
