// `<root>/.repomap.json`: defaults for the commands' flags, profiles for pack, extra secret
// patterns for every command. Read through the file guard like any repository file; it fails
// closed: a file that is there but cannot be read, parsed or understood is an error, never "no
// config".
import { lstatSync } from 'node:fs';
import { join } from 'node:path';
import { RepoError } from './errors.js';
import { FileGuard } from './safe-fs.js';
import { patternProblem } from './patterns.js';
import { MAP_FORMAT_NAMES, type MapFormat } from './map-formats.js';
import { TOKENIZERS, type TokenizerName } from './tokenizers.js';

export const CONFIG_FILE = '.repomap.json';
const CONFIG_MAX_BYTES = 1 << 20;
const MAX_SECRET_PATTERNS = 1000;

/** A comment: the key `"//"`, a string or a list of strings, allowed in every object of the file. */
export const COMMENT_KEY = '//';

/** The keys of the file's top level, of each command's section, and of each profile under `profiles`. */
export const TOP_KEYS: readonly string[] = [COMMENT_KEY, 'tokenizer', 'exclude', 'maxFileBytes', 'includeVendored', 'map', 'rank', 'pack', 'profiles', 'secrets'];
export const SECTION_KEYS: Readonly<Record<string, readonly string[]>> = {
  map: [COMMENT_KEY, 'tokens', 'bytes', 'format', 'docs'],
  rank: [COMMENT_KEY, 'top'],
  pack: [COMMENT_KEY, 'tokens', 'bytes', 'mode', 'mapShare'],
};
export const PROFILE_KEYS: readonly string[] = [COMMENT_KEY, 'mode', 'required', 'byteBudget', 'tokenBudget', 'mapShare'];

/** The parsed top level of the config file, or null when there is none. Unreadable or invalid JSON is a RepoError. */
export function readConfigJson(guard: FileGuard): Record<string, unknown> | null {
  const read = guard.readPath(CONFIG_FILE, CONFIG_MAX_BYTES);
  if (read.kind === 'missing') {
    // A link to nothing is there all the same: an error, not "no config".
    if (lstatOrNull(join(guard.realRoot, CONFIG_FILE)) === null) return null;
    throw new RepoError(`${CONFIG_FILE}: a symbolic link to nothing`);
  }
  if (read.kind === 'outside-root') throw new RepoError(`${CONFIG_FILE}: resolves outside the repository root`);
  if (read.kind !== 'bytes') throw new RepoError(`${CONFIG_FILE}: not a readable regular file`);
  if (read.truncated) throw new RepoError(`${CONFIG_FILE}: larger than ${CONFIG_MAX_BYTES} bytes`);
  let json: unknown;
  try {
    // An editor's byte order mark is not JSON, but is no reason to refuse the file either.
    json = JSON.parse(read.bytes.toString('utf8').replace(/^\uFEFF/, ''));
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
  checkComment(config, '');
  for (const [section, known] of Object.entries(SECTION_KEYS)) {
    const value = config[section];
    if (!isObject(value)) continue;
    for (const key of Object.keys(value)) if (!known.includes(key)) throw unknownKey(`${section}.${key}`, key, known);
    checkComment(value, `${section}.`);
  }
  const profiles = config.profiles;
  if (typeof profiles !== 'object' || profiles === null || Array.isArray(profiles)) return;
  for (const [name, profile] of Object.entries(profiles)) {
    if (typeof profile !== 'object' || profile === null || Array.isArray(profile)) continue;
    for (const key of Object.keys(profile)) {
      if (!PROFILE_KEYS.includes(key)) throw unknownKey(`profiles.${name}.${key}`, key, PROFILE_KEYS);
    }
    checkComment(profile as Record<string, unknown>, `profiles.${name}.`);
  }
}

/** A `"//"` comment holds text only. */
function checkComment(object: Record<string, unknown>, where: string): void {
  const comment = object[COMMENT_KEY];
  if (comment === undefined || typeof comment === 'string') return;
  if (Array.isArray(comment) && comment.every((line) => typeof line === 'string')) return;
  throw new RepoError(`${CONFIG_FILE}: ${quoteInput(`${where}${COMMENT_KEY}`)} is a comment: a string or a list of strings`);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function lstatOrNull(path: string): ReturnType<typeof lstatSync> | null {
  try {
    return lstatSync(path);
  } catch {
    return null;
  }
}

function unknownKey(where: string, key: string, known: readonly string[]): RepoError {
  const nearest = nearestKey(key, known);
  const listed = known.filter((name) => name !== COMMENT_KEY);
  const hint = nearest === null ? `allowed: ${listed.map((name) => `'${name}'`).join(', ')}` : `did you mean '${nearest}'?`;
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

const PACK_MODES = ['fail-closed', 'compact'] as const;

/** What `.repomap.json` sets as defaults of the commands' flags (a flag given wins). */
export interface ConfigDefaults {
  tokenizer?: TokenizerName;
  /** Added to the `--exclude` patterns given. */
  exclude: string[];
  maxFileBytes?: number;
  includeVendored?: boolean;
  map: { tokens?: number; bytes?: number; format?: MapFormat; docs?: boolean };
  rank: { top?: number };
  pack: { tokens?: number; bytes?: number; mode?: (typeof PACK_MODES)[number]; mapShare?: number };
}

/** The defaults in `<root>/.repomap.json` (none when there is no file); any problem is a RepoError naming the key. */
export function readConfigDefaults(root: string): ConfigDefaults {
  return configDefaultsOf(readConfigJson(new FileGuard(root)));
}

/**
 * The keys profile `name` of `<root>/.repomap.json` sets (none when it has no such profile): a
 * flag wins over them, and they over the file's `pack` section. The values are checked where
 * the profile is applied (pack/profiles.ts).
 */
export function profileKeysOf(root: string, name: string): string[] {
  const profiles = readConfigJson(new FileGuard(root))?.profiles;
  const profile = isObject(profiles) && Object.hasOwn(profiles, name) ? profiles[name] : undefined;
  return isObject(profile) ? Object.keys(profile) : [];
}

/** The defaults of a parsed config, each value checked. */
export function configDefaultsOf(config: Record<string, unknown> | null): ConfigDefaults {
  const top = config ?? {};
  const section = (name: string): Record<string, unknown> => {
    const value = top[name];
    if (value === undefined) return {};
    if (!isObject(value)) throw invalid(name, 'must be an object');
    return value;
  };
  const map = section('map');
  const rank = section('rank');
  const pack = section('pack');
  return {
    tokenizer: oneOf(top.tokenizer, 'tokenizer', TOKENIZERS),
    exclude: patterns(top.exclude, 'exclude'),
    maxFileBytes: positiveInteger(top.maxFileBytes, 'maxFileBytes'),
    includeVendored: boolean(top.includeVendored, 'includeVendored'),
    map: {
      tokens: positiveInteger(map.tokens, 'map.tokens'),
      bytes: positiveInteger(map.bytes, 'map.bytes'),
      format: oneOf(map.format, 'map.format', MAP_FORMAT_NAMES),
      docs: boolean(map.docs, 'map.docs'),
    },
    rank: { top: positiveInteger(rank.top, 'rank.top') },
    pack: {
      tokens: positiveInteger(pack.tokens, 'pack.tokens'),
      bytes: positiveInteger(pack.bytes, 'pack.bytes'),
      mode: oneOf(pack.mode, 'pack.mode', PACK_MODES),
      mapShare: share(pack.mapShare, 'pack.mapShare'),
    },
  };
}

function invalid(key: string, what: string): RepoError {
  return new RepoError(`${CONFIG_FILE}: ${key} ${what}`);
}

function positiveInteger(value: unknown, key: string): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value <= 0) throw invalid(key, 'must be a positive integer');
  return value;
}

function share(value: unknown, key: string): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > 1) throw invalid(key, 'must be a number from 0 to 1');
  return value;
}

function boolean(value: unknown, key: string): boolean | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'boolean') throw invalid(key, 'must be true or false');
  return value;
}

function oneOf<T extends string>(value: unknown, key: string, allowed: readonly T[]): T | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !allowed.includes(value as T)) throw invalid(key, `must be ${allowed.map((name) => `"${name}"`).join(' or ')}`);
  return value as T;
}

function patterns(value: unknown, key: string): string[] {
  if (value === undefined) return [];
  if (!Array.isArray(value) || value.length > MAX_SECRET_PATTERNS || value.some((pattern) => typeof pattern !== 'string' || pattern.trim() === '')) {
    throw invalid(key, `must be an array of at most ${MAX_SECRET_PATTERNS} non-empty gitignore patterns`);
  }
  for (const pattern of value as string[]) {
    const problem = patternProblem(pattern);
    if (problem) throw invalid(key, `pattern ${quoteInput(pattern)} is ${problem}`);
  }
  return value as string[];
}
