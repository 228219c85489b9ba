import { resolve } from 'node:path';
import { onlyRoot, parse, positiveInt, rootArg } from '../args.js';
import { withUpdatedRepository } from '../session.js';
import { UsageError } from '../errors.js';
import { configOf } from '../config.js';
import { tokenizerSetting } from './map.js';
import { checkWritableFile, echoText, PACK_MODES, packContext, type PackMode, type PackRequest, profileKeysOf, RepoError, resolvePackRequest, withTokenizer } from '../../index.js';

export async function run(argv: string[]): Promise<void> {
  const { values, positionals } = parse(argv, 'pack');
  onlyRoot(positionals, 'repomap pack [ROOT]');
  const root = rootArg(positionals);
  const mode = values.mode as string | undefined;
  if (mode !== undefined && !PACK_MODES.includes(mode as PackMode)) {
    throw new UsageError(`--mode must be fail-closed or compact, got '${echoText(mode)}'`);
  }
  const config = configOf(root);
  const profileName = (values.profile as string | undefined) ?? null;
  const inProfile = new Set(profileName === null ? [] : profileKeysOf(root, profileName));
  // A flag wins, then the profile chosen, then .repomap.json's `pack` section, then the built-in default.
  const configured = <T>(flag: T | undefined, profileKey: string, inConfig: T | undefined): T | undefined =>
    flag !== undefined ? flag : inProfile.has(profileKey) ? undefined : inConfig;
  const request: PackRequest = {
    required: (values.required as string[] | undefined) ?? [],
    prPaths: (values['pr-path'] as string[] | undefined) ?? [],
    mode: configured(mode as PackMode | undefined, 'mode', config.pack.mode),
    profile: profileName,
    byteBudget: configured(positiveInt(values.bytes, '--bytes'), 'byteBudget', config.pack.bytes),
    tokenBudget: configured(positiveInt(values.tokens, '--tokens'), 'tokenBudget', config.pack.tokens),
    mapShare: configured(share(values['map-share']), 'mapShare', config.pack.mapShare),
    audit: auditPath(values.audit),
  };
  const tokenizer = tokenizerSetting(values.tokenizer, config.tokenizer);
  // Flags and profile are checked before any indexing (a RepoError is exit 2 as well).
  resolvePackRequest(root, request);

  await withUpdatedRepository(root, values, async (repo) => {
    const result = withTokenizer(tokenizer, () => packContext(repo, request));
    if (result.status === 'failed') throw new UsageError(`pack failed: ${result.failure}`);
    process.stdout.write(result.text);
  });
}

function share(value: unknown): number | undefined {
  if (value === undefined) return undefined;
  const text = String(value);
  const number = Number(text);
  if (!/^(\d+(\.\d*)?|\.\d+)$/.test(text) || number < 0 || number > 1) {
    throw new UsageError(`--map-share must be a number from 0 to 1, got '${echoText(text)}'`);
  }
  return number;
}

/** `--audit FILE`, relative to the current directory; anywhere the user may write, but not a directory. */
function auditPath(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  if (value === '') throw new UsageError('--audit: empty path');
  const absolute = resolve(value);
  try {
    checkWritableFile(absolute, '--audit');
  } catch (error) {
    if (error instanceof RepoError) throw new UsageError(error.message);
    throw error;
  }
  return absolute;
}
