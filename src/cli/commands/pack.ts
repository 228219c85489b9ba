import { resolve } from 'node:path';
import { COMMON_OPTIONS, onlyRoot, parse, positiveInt, rootArg } from '../args.js';
import { withUpdatedRepository } from '../session.js';
import { UsageError } from '../errors.js';
import { checkWritableFile, echoText, PACK_MODES, packContext, type PackMode, type PackRequest, RepoError, resolvePackRequest } from '../../index.js';

export const usage =
  'repomap pack [ROOT] [--required PATH]... [--pr-path PATH]... [--mode fail-closed|compact] [--profile NAME]\n' +
  '                    [--byte-budget N] [--token-budget N | --tokens N] [--map-share F] [--audit FILE] [--db FILE]';

export async function run(argv: string[]): Promise<void> {
  const { values, positionals } = parse(argv, {
    ...COMMON_OPTIONS,
    required: { type: 'string', multiple: true },
    'pr-path': { type: 'string', multiple: true },
    mode: { type: 'string' },
    profile: { type: 'string' },
    'byte-budget': { type: 'string' },
    'token-budget': { type: 'string' },
    // `--tokens`, as map spells a token budget: the same as `--token-budget`.
    tokens: { type: 'string' },
    'map-share': { type: 'string' },
    audit: { type: 'string' },
  });
  onlyRoot(positionals, 'repomap pack [ROOT]');
  const root = rootArg(positionals);
  const mode = values.mode as string | undefined;
  if (mode !== undefined && !PACK_MODES.includes(mode as PackMode)) {
    throw new UsageError(`--mode must be fail-closed or compact, got '${echoText(mode)}'`);
  }
  const request: PackRequest = {
    required: (values.required as string[] | undefined) ?? [],
    prPaths: (values['pr-path'] as string[] | undefined) ?? [],
    mode: mode as PackMode | undefined,
    profile: (values.profile as string | undefined) ?? null,
    byteBudget: positiveInt(values['byte-budget'], '--byte-budget'),
    tokenBudget: tokenBudgetFlag(values),
    mapShare: share(values['map-share']),
    audit: auditPath(values.audit),
  };
  // Flags and profile are checked before any indexing (a RepoError is exit 2 as well).
  resolvePackRequest(root, request);

  await withUpdatedRepository(root, values, async (repo) => {
    const result = packContext(repo, request);
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

/** `--token-budget N`, or its spelling as map has it, `--tokens N` (not both). */
function tokenBudgetFlag(values: Record<string, unknown>): number | undefined {
  if (values['token-budget'] !== undefined && values.tokens !== undefined) throw new UsageError('give --token-budget or --tokens, not both');
  return values.tokens !== undefined ? positiveInt(values.tokens, '--tokens') : positiveInt(values['token-budget'], '--token-budget');
}
