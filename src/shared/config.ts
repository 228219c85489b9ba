// `<root>/.repomap.json`: profiles for pack, extra secret patterns for every
// command. Read through the file guard like any repository file.
import { RepoError } from './errors.js';
import type { FileGuard } from './safe-fs.js';
import { patternProblem } from './patterns.js';

export const CONFIG_FILE = '.repomap.json';
const CONFIG_MAX_BYTES = 1 << 20;
const MAX_SECRET_PATTERNS = 1000;

/** The keys of the file's top level, and of each profile under `profiles`. */
export const TOP_KEYS: readonly string[] = ['profiles', 'secrets'];
export const PROFILE_KEYS: readonly string[] = ['mode', 'required', 'byteBudget', 'tokenBudget', 'mapShare'];

/** The parsed top level of the config file, or null when there is none. Unreadable or invalid JSON is a RepoError. */
export function readConfigJson(guard: FileGuard): Record<string, unknown> | null {
  const read = guard.readPath(CONFIG_FILE, CONFIG_MAX_BYTES);
  if (read.kind === 'missing') return null;
  if (read.kind === 'outside-root') throw new RepoError(`${CONFIG_FILE}: resolves outside the repository root`);
  if (read.kind !== 'bytes') throw new RepoError(`${CONFIG_FILE}: not a readable regular file`);
  if (read.truncated) throw new RepoError(`${CONFIG_FILE}: larger than ${CONFIG_MAX_BYTES} bytes`);
  let json: unknown;
  try {
    json = JSON.parse(read.bytes.toString('utf8'));
  } catch (error) {
    throw new RepoError(`${CONFIG_FILE}: invalid JSON: ${(error as Error).message.split('\n')[0]!.trim()}`);
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) throw new RepoError(`${CONFIG_FILE}: the top level must be an object`);
  checkConfigKeys(json as Record<string, unknown>);
  return json as Record<string, unknown>;
}

/**
 * Every key of the file is one repomap knows, at any depth: a misspelt key (`secret` for
 * `secrets`) would otherwise be ignored, and the files it meant to deny served. The error
 * names the key and the known one nearest to it.
 */
export function checkConfigKeys(config: Record<string, unknown>): void {
  for (const key of Object.keys(config)) if (!TOP_KEYS.includes(key)) throw unknownKey(key, key, TOP_KEYS);
  const profiles = config.profiles;
  if (typeof profiles !== 'object' || profiles === null || Array.isArray(profiles)) return;
  for (const [name, profile] of Object.entries(profiles)) {
    if (typeof profile !== 'object' || profile === null || Array.isArray(profile)) continue;
    for (const key of Object.keys(profile)) {
      if (!PROFILE_KEYS.includes(key)) throw unknownKey(`profiles.${name}.${key}`, key, PROFILE_KEYS);
    }
  }
}

function unknownKey(where: string, key: string, known: readonly string[]): RepoError {
  const nearest = nearestKey(key, known);
  const hint = nearest === null ? `allowed: ${known.map((name) => `'${name}'`).join(', ')}` : `did you mean '${nearest}'?`;
  return new RepoError(`${CONFIG_FILE}: key ${quoteInput(where)} is unknown (${hint})`);
}

/** The known key within two edits of `key` (case ignored), nearest first; null when none is. */
function nearestKey(key: string, known: readonly string[]): string | null {
  let best: string | null = null;
  let bestDistance = 3;
  for (const candidate of known) {
    const distance = editDistance(key.toLowerCase(), candidate.toLowerCase());
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

/** Levenshtein distance (insertions, deletions, substitutions), one row at a time. */
function editDistance(a: string, b: string): number {
  if (a.length > 64 || b.length > 64) return Math.abs(a.length - b.length) + 64;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * The `secrets` key: extra gitignore-syntax patterns of files never indexed or served. They
 * only add: a pattern starting with `!` would un-deny a file and is refused, as is one past
 * the limits on repository patterns.
 */
export function secretPatternsOf(config: Record<string, unknown> | null): string[] {
  const value = config?.secrets;
  if (value === undefined) return [];
  if (!Array.isArray(value) || value.length > MAX_SECRET_PATTERNS || value.some((pattern) => typeof pattern !== 'string' || pattern.trim() === '')) {
    throw new RepoError(`${CONFIG_FILE}: secrets must be an array of at most ${MAX_SECRET_PATTERNS} non-empty gitignore patterns`);
  }
  for (const pattern of value as string[]) {
    if (pattern.trimStart().startsWith('!')) {
      throw new RepoError(`${CONFIG_FILE}: secrets can only add patterns; ${quoteInput(pattern)} starts with "!" and would un-deny files`);
    }
    const problem = patternProblem(pattern);
    if (problem) throw new RepoError(`${CONFIG_FILE}: secret pattern ${quoteInput(pattern)} is ${problem}`);
  }
  return value as string[];
}

/** A pattern as an error line quotes it: JSON-quoted, at most 200 characters. */
function quoteInput(pattern: string): string {
  return JSON.stringify(pattern.length > 200 ? `${pattern.slice(0, 200)}…` : pattern);
}
