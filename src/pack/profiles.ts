import { RepoError } from '../shared/errors.js';
import { CONFIG_FILE, checkConfigKeys, readConfigJson, secretPatternsOf } from '../shared/config.js';
import { FileGuard } from '../shared/safe-fs.js';
import { DEFAULT_BYTE_BUDGET, PACK_MODES, type PackMode, type PackRequest, type ResolvedPackRequest } from './types.js';

export { CONFIG_FILE };

/** A profile as written in the config file; every key optional. */
export interface PackProfile {
  mode?: PackMode;
  required?: string[];
  byteBudget?: number;
  tokenBudget?: number;
  mapShare?: number;
}


/**
 * Read `<root>/.repomap.json` and return the named profile. Any problem (no file, a file
 * outside the root through a symlink, bad JSON, an unknown key, a wrong type, an unknown
 * profile) is a RepoError with a one-line message.
 */
export function loadProfile(root: string, name: string): PackProfile {
  const config = readConfig(root);
  const profiles = config.profiles;
  if (!Object.hasOwn(profiles, name)) {
    const known = Object.keys(profiles);
    throw new RepoError(
      `${CONFIG_FILE}: unknown profile '${name}'${known.length ? ` (profiles: ${known.join(', ')})` : ' (no profiles defined)'}`,
    );
  }
  return profiles[name]!;
}

function readConfig(root: string): { profiles: Record<string, PackProfile> } {
  const json = readConfigJson(new FileGuard(root));
  if (json === null) throw new RepoError(`${CONFIG_FILE}: no such file in ${root} (needed for --profile)`);
  return validateConfig(json);
}

/** Check a parsed config against the schema; the first problem is reported with its JSON path. */
export function validateConfig(json: unknown): { profiles: Record<string, PackProfile> } {
  const fail = (where: string, what: string): never => {
    throw new RepoError(`${CONFIG_FILE}: ${where} ${what}`);
  };
  if (!isObject(json)) fail('the top level', 'must be an object');
  const top = json as Record<string, unknown>;
  checkConfigKeys(top);
  secretPatternsOf(top);
  if (top.profiles === undefined) return { profiles: Object.create(null) };
  if (!isObject(top.profiles)) fail('profiles', 'must be an object of named profiles');
  const profiles = top.profiles as Record<string, unknown>;
  const out: Record<string, PackProfile> = Object.create(null);
  for (const [name, value] of Object.entries(profiles)) {
    const where = `profiles.${name}`;
    if (!isObject(value)) fail(where, 'must be an object');
    const raw = value as Record<string, unknown>;
    const profile: PackProfile = {};
    for (const [key, field] of Object.entries(raw)) {
      const at = `${where}.${key}`;
      switch (key) {
        case 'mode':
          if (typeof field !== 'string' || !PACK_MODES.includes(field as PackMode)) fail(at, `must be ${PACK_MODES.map((m) => `"${m}"`).join(' or ')}`);
          profile.mode = field as PackMode;
          break;
        case 'required':
          if (!Array.isArray(field) || field.some((path) => typeof path !== 'string' || path === '')) {
            fail(at, 'must be an array of non-empty path strings');
          }
          profile.required = [...(field as string[])];
          break;
        case 'byteBudget':
        case 'tokenBudget':
          if (!isPositiveInteger(field)) fail(at, 'must be a positive integer');
          profile[key] = field as number;
          break;
        case 'mapShare':
          if (!isShare(field)) fail(at, 'must be a number from 0 to 1');
          profile.mapShare = field as number;
          break;
      }
    }
    out[name] = profile;
  }
  return { profiles: out };
}

/**
 * Apply the named profile (if any) and the defaults. Values in the request win over the
 * profile's; `required` lists add up (the profile's files first), so a profile's project
 * rules cannot be dropped by accident. Invalid values are RepoErrors.
 */
export function resolvePackRequest(root: string, request: PackRequest): ResolvedPackRequest {
  const profileName = request.profile ?? null;
  const profile: PackProfile = profileName === null ? {} : loadProfile(root, profileName);
  const mode = request.mode ?? profile.mode ?? 'fail-closed';
  if (!PACK_MODES.includes(mode)) throw new RepoError(`mode must be fail-closed or compact, got '${String(mode)}'`);
  const byteBudget = request.byteBudget ?? profile.byteBudget ?? DEFAULT_BYTE_BUDGET;
  if (!isPositiveInteger(byteBudget)) throw new RepoError(`byte budget must be a positive integer, got ${String(byteBudget)}`);
  const tokenBudget = request.tokenBudget === undefined ? (profile.tokenBudget ?? null) : request.tokenBudget;
  if (tokenBudget !== null && !isPositiveInteger(tokenBudget)) {
    throw new RepoError(`token budget must be a positive integer, got ${String(tokenBudget)}`);
  }
  const mapShare = request.mapShare ?? profile.mapShare ?? 1;
  if (!isShare(mapShare)) throw new RepoError(`map share must be a number from 0 to 1, got ${String(mapShare)}`);
  const required = [...(profile.required ?? []), ...(request.required ?? [])];
  const prPaths = [...(request.prPaths ?? [])];
  for (const path of [...required, ...prPaths]) {
    if (typeof path !== 'string' || path === '') throw new RepoError('paths must be non-empty strings');
  }
  return { required, prPaths, mode, byteBudget, tokenBudget, mapShare, profile: profileName, indexedOnly: request.indexedOnly === true };
}

function isObject(value: unknown): boolean {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isPositiveInteger(value: unknown): boolean {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}

function isShare(value: unknown): boolean {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 1;
}
