import { closeSync, constants, existsSync, fstatSync, openSync, readFileSync, statSync, type Stats } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { UsageError } from './errors.js';
import { flagsOf, type CommandKey } from './flags.js';
import { configOf } from './config.js';
import { checkSeedRequest, GitError, gitOutput, OutsideRootError, echoPath, echoText, RepoError, type SeedRequest, toRepoPath } from '../core.js';

export type Options = NonNullable<ParseArgsConfig['options']>;

/** The parser options of a command (or subcommand) as the flag table gives them. */
export function optionsOf(command: CommandKey): Options {
  const options: Options = {};
  for (const flag of flagsOf(command)) {
    options[flag.name] = { type: flag.value === undefined ? 'boolean' : 'string', ...(flag.short ? { short: flag.short } : {}), ...(flag.multiple ? { multiple: true } : {}) };
  }
  return options;
}

/**
 * Parse a command's flags as the table defines them; an older spelling (`--token-budget`) is
 * taken as its flag (`--tokens`) and refused beside it.
 */
export function parse(argv: string[], command: CommandKey): { values: Record<string, unknown>; positionals: string[] } {
  let parsed: { values: Record<string, unknown>; positionals: string[] };
  try {
    const { values, positionals } = parseArgs({ args: argv, options: optionsOf(command), allowPositionals: true, strict: true });
    parsed = { values: values as Record<string, unknown>, positionals };
  } catch (error) {
    throw new UsageError(`${echoText((error as Error).message.split('\n')[0]!)} (repomap help ${command.split(' ')[0]})`);
  }
  for (const alias of flagsOf(command).filter((flag) => flag.aliasOf !== undefined)) {
    if (parsed.values[alias.name] === undefined) continue;
    if (parsed.values[alias.aliasOf!] !== undefined) throw new UsageError(`give --${alias.name} or --${alias.aliasOf}, not both`);
    parsed.values[alias.aliasOf!] = parsed.values[alias.name];
    delete parsed.values[alias.name];
  }
  return parsed;
}

export function positiveInt(value: unknown, flag: string): number | undefined {
  if (value === undefined) return undefined;
  const text = String(value);
  if (!/^\d+$/.test(text) || Number(text) <= 0 || !Number.isSafeInteger(Number(text))) {
    throw new UsageError(`${flag} must be a positive integer, got '${echoText(text)}'`);
  }
  return Number(text);
}

export function rootArg(positionals: string[]): string {
  const root = resolve(positionals[0] ?? '.');
  if (!existsSync(root)) throw new UsageError(`root does not exist: ${echoPath(positionals[0] ?? '.')}`);
  if (!statSync(root).isDirectory()) throw new UsageError(`root is not a directory: ${echoPath(positionals[0] ?? '.')}`);
  return root;
}

/** For commands whose only positional is ROOT: more is an error (`usage` is e.g. `repomap map [ROOT]`). */
export function onlyRoot(positionals: string[], usage: string): void {
  if (positionals.length > 1) throw new UsageError(`too many arguments (${usage})`);
}

/**
 * A path given on the command line, checked to be inside the root. Repository
 * paths (seeds, symbols) are relative to the root; output files to the
 * current directory.
 */
export function insidePath(root: string, input: string, flag: string, base: string = root): string {
  try {
    return toRepoPath(root, input, base);
  } catch (error) {
    if (error instanceof OutsideRootError) throw new UsageError(`${flag}: ${error.message}`);
    throw error;
  }
}

const NO_CONFIG = { exclude: [] as string[], maxFileBytes: undefined, includeVendored: undefined };

/** How to scan: the flags, then `.repomap.json` (whose `exclude` patterns add to the flag's). */
export function scanOptions(values: Record<string, unknown>, root?: string): { exclude?: string[]; maxFileBytes?: number; includeVendored?: boolean } {
  const config = root === undefined ? NO_CONFIG : configOf(root);
  const exclude = [...config.exclude, ...((values.exclude as string[] | undefined) ?? [])];
  return {
    exclude: exclude.length ? exclude : undefined,
    maxFileBytes: positiveInt(values['max-file-bytes'], '--max-file-bytes') ?? config.maxFileBytes,
    includeVendored: values['include-vendored'] === true || config.includeVendored === true,
  };
}

/** The task from the seed flags; every path is checked before anything is read. */
export function seedRequest(root: string, values: Record<string, unknown>): SeedRequest {
  if (values.query !== undefined && values['query-file'] !== undefined) {
    throw new UsageError('give --query or --query-file, not both');
  }
  const paths: string[] = [];
  try {
    paths.push(...checkSeedRequest(root, { paths: (values.seed as string[] | undefined) ?? [] }).paths!);
  } catch (error) {
    if (error instanceof RepoError) throw new UsageError(`--seed: ${error.message}`);
    throw error;
  }
  let diff: SeedRequest['diff'];
  if (typeof values.diff === 'string') {
    const changed = changedSince(root, values.diff);
    paths.push(...changed);
    diff = { revision: values.diff, changed: changed.length };
  }
  let query = values.query as string | undefined;
  if (typeof values['query-file'] === 'string') query = readQueryFile(values['query-file']);
  return { paths, mentions: (values.mention as string[] | undefined) ?? [], query, diff };
}

/**
 * The text of `--query-file FILE`: a regular file (a symlink to one is fine), else exit 2. The
 * path is stat'ed before it is opened, so a FIFO or a device is never opened; the open is
 * non-blocking and the descriptor is checked to be that same regular file, so a file swapped
 * for a FIFO in between cannot make the run hang either.
 */
function readQueryFile(file: string): string {
  const shown = echoPath(file);
  const failure = (error: unknown): UsageError =>
    new UsageError(
      (error as NodeJS.ErrnoException).code === 'ENOENT'
        ? `--query-file: no such file: ${shown}`
        : `--query-file: cannot read ${shown}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`,
    );
  let checked: Stats;
  try {
    checked = statSync(file);
  } catch (error) {
    throw failure(error);
  }
  if (!checked.isFile()) throw new UsageError(`--query-file: not a regular file: ${shown}`);
  let fd: number;
  try {
    fd = openSync(file, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (error) {
    throw failure(error);
  }
  try {
    const opened = fstatSync(fd);
    if (!opened.isFile() || opened.dev !== checked.dev || opened.ino !== checked.ino) {
      throw new UsageError(`--query-file: not a regular file: ${shown}`);
    }
    return readFileSync(fd, 'utf8');
  } catch (error) {
    if (error instanceof UsageError) throw error;
    throw failure(error);
  } finally {
    closeSync(fd);
  }
}

/** What git says changed since `rev`, uncommitted and untracked work included. */
function changedSince(root: string, rev: string): string[] {
  if (rev.startsWith('-')) throw new UsageError(`--diff: not a revision: ${echoText(rev)}`);
  const git = (args: string[], comparesWorkTree = false): string => gitOutput({ cwd: root, args, comparesWorkTree });
  try {
    git(['rev-parse', '--verify', '--quiet', `${rev}^{commit}`]);
  } catch (error) {
    if (error instanceof GitError && error.kind === 'timeout') throw error;
    throw new UsageError(`--diff: unknown revision or not a git repository: ${echoText(rev)}`);
  }
  const changed = git(['diff', '--name-only', '--no-ext-diff', '--no-textconv', '--relative', '-z', rev, '--'], true).split('\0');
  const untracked = git(['ls-files', '-o', '--exclude-standard', '-z']).split('\0');
  return [...new Set([...changed, ...untracked])].filter((path) => path && existsSync(resolve(root, path)));
}
