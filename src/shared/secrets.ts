// Files repomap never indexes or serves, tracked or not, named directly or
// reached through a symlink (a link is judged by its target too).
import ignore, { type Ignore } from 'ignore';

/** gitignore syntax; `.repomap.json` `"secrets"` adds patterns, never removes these. */
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
  private readonly matcher: Ignore;

  constructor(readonly extra: readonly string[] = []) {
    this.matcher = ignore().add([...DEFAULT_SECRET_PATTERNS, ...extra]);
  }

  /** Whether a repository-relative POSIX path (or anything below a matching directory) is secret. */
  matches(path: string): boolean {
    if (path === '' || path === '.') return false;
    try {
      return this.matcher.ignores(path);
    } catch {
      // `ignore` rejects paths it cannot judge (absolute, `..`): never serve them either.
      return true;
    }
  }
}

export const DEFAULT_SECRETS = new SecretRules();
