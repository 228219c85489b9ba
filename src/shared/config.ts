// `<root>/.repomap.json`: profiles for pack, extra secret patterns for every
// command. Read through the file guard like any repository file.
import { RepoError } from './errors.js';
import type { FileGuard } from './safe-fs.js';
import { patternProblem } from './patterns.js';

export const CONFIG_FILE = '.repomap.json';
const CONFIG_MAX_BYTES = 1 << 20;
const MAX_SECRET_PATTERNS = 1000;

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
  return json as Record<string, unknown>;
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
