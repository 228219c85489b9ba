// Every git process repomap starts goes through here, and runs git as a reader only. A
// repository can arrive as a tarball with its own `.git/config` and hooks; git would run
// the programs they name (an fsmonitor, a hook, a filter driver) on an ordinary `ls-files`.
// Overrides passed in the environment (GIT_CONFIG_KEY_n) outrank every config file and
// include, so those keys are pinned to values that run nothing, and the index is never
// refreshed or written (GIT_OPTIONAL_LOCKS=0), so no index hook has a reason to fire.
import { spawnSync } from 'node:child_process';

export class GitError extends Error {
  constructor(
    message: string,
    /** `failed`: git said no (not a repository, unknown revision); `timeout`: it gave no answer in time; `missing`: no git. */
    readonly kind: 'failed' | 'timeout' | 'missing',
  ) {
    super(message);
  }
}

export interface GitCall {
  /** The directory git starts in (`git -C dir`); ignored when `gitDir` is given. */
  cwd?: string;
  /** An explicit git directory (`git --git-dir`), for a repository read without its work tree. */
  gitDir?: string;
  /** Arguments after the global options, the subcommand first. */
  args: readonly string[];
  input?: string | Buffer;
  maxBuffer?: number;
  /**
   * The call compares work-tree files with git's objects (`git diff REV`), which runs the
   * filter drivers `.gitattributes` names: those the repository's own config defines are
   * switched off (the user's own, git-lfs say, are kept). Costs one `git config` process.
   */
  comparesWorkTree?: boolean;
  /** Milliseconds before git is killed: a FIFO planted as an ignore file blocks git's read forever. */
  timeoutMs?: number;
  /**
   * `cwd` may be a bare repository the user named (the benchmark reads fetched mirrors).
   * Otherwise a bare repository git would find on its own is not opened: a tarball whose
   * top is a git directory must not be read as one.
   */
  allowBareCwd?: boolean;
}

/** Long enough for `ls-files` of any real tree; short enough that a planted FIFO is an error, not a hang. */
export const DEFAULT_GIT_TIMEOUT_MS = 60_000;

/**
 * Config keys that make git run a program, each pinned to a value that runs none. The
 * hooks directory is one that cannot hold a file; `protocol.allow=never` stops a partial
 * clone's lazy fetch (which would run `core.sshCommand` or a remote helper).
 */
const NEUTRAL_CONFIG: readonly (readonly [string, string])[] = [
  ['core.fsmonitor', 'false'],
  ['core.hooksPath', '/dev/null'],
  ['core.pager', 'cat'],
  ['diff.external', ''],
  ['log.showSignature', 'false'],
  ['protocol.allow', 'never'],
];
const EXPLICIT_BARE: readonly (readonly [string, string])[] = [['safe.bareRepository', 'explicit']];

/** Run git as a reader; stdout as bytes. Throws GitError when git fails, is missing, or times out. */
export function gitBytes(call: GitCall): Buffer {
  const overrides = [...NEUTRAL_CONFIG, ...(call.comparesWorkTree ? repositoryFilterOverrides(call) : []), ...(call.allowBareCwd ? [] : EXPLICIT_BARE)];
  const location = call.gitDir !== undefined ? ['--git-dir', call.gitDir] : call.cwd !== undefined ? ['-C', call.cwd] : [];
  const timeout = call.timeoutMs ?? configuredTimeout();
  const result = spawnSync('git', ['--no-pager', ...location, ...call.args], {
    input: call.input,
    maxBuffer: call.maxBuffer ?? 64 << 20,
    stdio: ['pipe', 'pipe', 'pipe'],
    env: gitEnvironment(overrides),
    timeout,
    killSignal: 'SIGKILL',
  });
  const name = `git ${call.args[0] ?? ''}`.trimEnd();
  if (result.error) {
    const code = (result.error as NodeJS.ErrnoException).code;
    if (code === 'ETIMEDOUT') throw new GitError(`${name} gave no answer within ${Math.round(timeout / 1000)} s (a FIFO among the repository's ignore files?)`, 'timeout');
    if (code === 'ENOENT') throw new GitError('git is not installed', 'missing');
    throw new GitError(`${name}: ${result.error.message}`, 'failed');
  }
  if (result.status !== 0) {
    const first = result.stderr.toString('utf8').trim().split('\n')[0] ?? '';
    throw new GitError(`${name}: ${first || `exit code ${result.status ?? result.signal}`}`, 'failed');
  }
  return result.stdout;
}

export function gitOutput(call: GitCall): string {
  return gitBytes(call).toString('utf8');
}

/** The timeout in force: REPOMAP_GIT_TIMEOUT_MS when set to a positive number, else the default. */
function configuredTimeout(): number {
  const set = Number(process.env.REPOMAP_GIT_TIMEOUT_MS);
  return Number.isFinite(set) && set > 0 ? set : DEFAULT_GIT_TIMEOUT_MS;
}

/** The caller's environment, with the overrides added after any the user passed the same way (the later wins). */
function gitEnvironment(overrides: readonly (readonly [string, string])[]): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, GIT_OPTIONAL_LOCKS: '0', GIT_TERMINAL_PROMPT: '0', GIT_NO_LAZY_FETCH: '1', GIT_PAGER: 'cat' };
  const given = Number(process.env.GIT_CONFIG_COUNT);
  let count = Number.isInteger(given) && given > 0 ? given : 0;
  for (const [key, value] of overrides) {
    env[`GIT_CONFIG_KEY_${count}`] = key;
    env[`GIT_CONFIG_VALUE_${count}`] = value;
    count++;
  }
  env.GIT_CONFIG_COUNT = String(count);
  return env;
}

/**
 * Overrides that switch off every filter driver defined in the repository's own config
 * (`.git/config`, its includes, a worktree's config). A driver with an empty command
 * passes content through; `required=false` keeps git from failing for want of one.
 */
function repositoryFilterOverrides(call: GitCall): (readonly [string, string])[] {
  let listed: string;
  try {
    listed = gitOutput({ ...call, args: ['config', '--show-scope', '-z', '--get-regexp', '^filter\\.'], comparesWorkTree: false, input: undefined });
  } catch {
    return []; // no filter defined (git config exits 1), or no repository
  }
  const drivers = new Set<string>();
  const records = listed.split('\0');
  for (let i = 0; i + 1 < records.length; i += 2) {
    const scope = records[i];
    if (scope !== 'local' && scope !== 'worktree') continue;
    const key = records[i + 1]!.split('\n', 1)[0]!;
    const last = key.lastIndexOf('.');
    if (last > 'filter.'.length) drivers.add(key.slice('filter.'.length, last));
  }
  const overrides: (readonly [string, string])[] = [];
  for (const driver of [...drivers].sort()) {
    for (const command of ['clean', 'smudge', 'process']) overrides.push([`filter.${driver}.${command}`, '']);
    overrides.push([`filter.${driver}.required`, 'false']);
  }
  return overrides;
}
