// Files repomap never indexes or serves, tracked or not, named directly or
// reached through a symlink (a link is judged by its target too).
import ignore, { type Ignore } from 'ignore';
import { MAX_PATH_DEPTH, pathDepth } from './patterns.js';

/** gitignore syntax; `.repomap.json` `"secrets"` adds patterns, never removes these (they are matched first, apart). */
export const DEFAULT_SECRET_PATTERNS: readonly string[] = [
  '.env*',
  '*.pem',
  '*.key',
  '*.p12',
  '*.pfx',
  'id_rsa*',
  'id_dsa*',
  'id_ecdsa*',
  'id_ed25519*',
  '.npmrc',
  '.netrc',
  '.pypirc',
  '.git-credentials',
  '.htpasswd',
  '.git',
  '.repomap',
];

export class SecretRules {
  private readonly builtIn: Ignore = BUILT_IN;
  /** The repository's own patterns, matched apart: a `!` among them can never un-deny a built-in one. */
  private readonly added: Ignore | null;

  constructor(readonly extra: readonly string[] = []) {
    this.added = extra.length ? ignore().add([...extra]) : null;
  }

  /** Whether a repository-relative POSIX path (or anything below a matching directory) is secret. */
  matches(path: string): boolean {
    if (path === '' || path === '.') return false;
    try {
      if (this.builtIn.ignores(path)) return true;
      if (this.added === null) return false;
      // Too deep to judge against the repository's patterns in bounded time: never served.
      return pathDepth(path) >= MAX_PATH_DEPTH || this.added.ignores(path);
    } catch {
      // `ignore` rejects paths it cannot judge (absolute, `..`): never serve them either.
      return true;
    }
  }
}

const BUILT_IN: Ignore = ignore().add([...DEFAULT_SECRET_PATTERNS]);

export const DEFAULT_SECRETS = new SecretRules();
