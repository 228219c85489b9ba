import { execFileSync } from 'node:child_process';
import { existsSync, lstatSync, type Dirent, readdirSync, readFileSync, realpathSync, statSync, type Stats } from 'node:fs';
import { join, relative, sep } from 'node:path';
import ignore, { type Ignore } from 'ignore';
import type { ScanResult, ScannedFile, SkippedFile, SkipReason } from '../types.js';
import { languageForPath } from '../extract/languages.js';

export interface ScanOptions {
  /** Files larger than this are skipped as too large. Default 1 MiB. */
  maxFileBytes?: number;
  /** Extra gitignore-syntax patterns. */
  exclude?: readonly string[];
  /** Keep node_modules, dist, vendor, lock files and the like. */
  includeVendored?: boolean;
}

export const DEFAULT_MAX_FILE_BYTES = 1024 * 1024;

const VENDORED_DIRS = new Set(['node_modules', 'vendor', 'bower_components', 'third_party', '.venv', 'venv', '__pycache__', 'site-packages']);
const GENERATED_DIRS = new Set(['dist', 'build', 'out', 'target', '.next', 'coverage', '.git', '.repomap', '.hg', '.svn']);
const LOCKFILES = new Set([
  'package-lock.json', 'yarn.lock', 'pnpm-lock.yaml', 'npm-shrinkwrap.json', 'Cargo.lock', 'go.sum',
  'poetry.lock', 'Pipfile.lock', 'composer.lock', 'Gemfile.lock', 'uv.lock', 'bun.lockb',
]);

/**
 * List the files under `root` that repomap should look at. Inside a git work
 * tree git decides what is ignored; elsewhere .gitignore files are applied
 * while walking. `.repomapignore`, `--exclude` and the vendored/generated
 * rules apply in both cases.
 */
export function scan(root: string, options: ScanOptions = {}): ScanResult {
  const maxBytes = options.maxFileBytes ?? DEFAULT_MAX_FILE_BYTES;
  let extra: Ignore | null = null;
  const repomapIgnore = join(root, '.repomapignore');
  if (existsSync(repomapIgnore)) extra = ignore().add(readFileSync(repomapIgnore, 'utf8'));
  if (options.exclude?.length) extra = (extra ?? ignore()).add([...options.exclude]);

  const gitPaths = listGitFiles(root);
  const candidates = gitPaths ?? walk(root, options.includeVendored ?? false);
  let realRoot: string | null = null;

  const files: ScannedFile[] = [];
  const skipped: SkippedFile[] = [];
  for (const path of candidates) {
    if (extra?.ignores(path)) continue;
    const ruled = options.includeVendored ? null : vendoredReason(path);
    const language = languageForPath(path);
    // Never read: recorded with its reason, without the cost of a stat.
    if (ruled || !language) {
      skipped.push({ path, reason: ruled ?? 'unknown-language', size: 0, mtimeMs: 0 });
      continue;
    }
    let stats: Stats;
    try {
      stats = lstatSync(join(root, path));
      if (stats.isSymbolicLink()) {
        realRoot ??= realpathSync(root);
        const target = realpathSync(join(root, path));
        if (target !== realRoot && !target.startsWith(realRoot + sep)) {
          skipped.push({ path, reason: 'symlink-outside-root', size: 0, mtimeMs: 0 });
          continue;
        }
        stats = statSync(target);
      }
    } catch {
      continue; // deleted since git listed it, or a dangling link
    }
    if (!stats.isFile()) continue;
    const record = { path, size: stats.size, mtimeMs: Math.floor(stats.mtimeMs) };
    if (stats.size > maxBytes) {
      skipped.push({ ...record, reason: 'too-large' });
    } else {
      files.push({ ...record, language });
    }
  }
  files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return { root, files, skipped, usedGit: gitPaths !== null };
}

function vendoredReason(path: string): SkipReason | null {
  let start = 0;
  for (let slash = path.indexOf('/'); slash >= 0; slash = path.indexOf('/', start)) {
    const dir = path.slice(start, slash);
    if (VENDORED_DIRS.has(dir)) return 'vendored';
    if (GENERATED_DIRS.has(dir)) return 'generated';
    start = slash + 1;
  }
  const name = path.slice(start);
  if (LOCKFILES.has(name)) return 'lockfile';
  if (/\.min\.(js|mjs|cjs|css)$/.test(name) || /[-.]bundle\.js$/.test(name)) return 'minified';
  if (/\.(pb|generated|gen)\.(go|ts|js|py|java|rs)$/.test(name) || /_pb2\.py$/.test(name)) return 'generated';
  return null;
}

/** `git ls-files` relative to root, or null when root is not in a git work tree. */
function listGitFiles(root: string): string[] | null {
  let out: string;
  try {
    // Without --full-name, paths come relative to root even when root is a subdirectory.
    out = execFileSync('git', ['-C', root, 'ls-files', '-co', '--exclude-standard', '-z', '.'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      maxBuffer: 512 * 1024 * 1024,
    });
  } catch {
    return null; // not a git work tree (or no git)
  }
  // A root that git itself ignores (a node_modules asked for by name) is walked instead.
  if (!out && isIgnoredByGit(root)) return null;
  const seen = new Set<string>();
  for (const entry of out.split('\0')) if (entry) seen.add(entry); // a path both tracked and modified is listed once per state
  return [...seen];
}

function isIgnoredByGit(root: string): boolean {
  try {
    execFileSync('git', ['-C', root, 'check-ignore', '-q', '.'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Walk outside git, applying every .gitignore on the way down. */
function walk(root: string, includeVendored: boolean): string[] {
  const out: string[] = [];
  const rules: { dir: string; matcher: Ignore }[] = [];
  const visit = (dir: string): void => {
    const absolute = join(root, dir);
    const gitignore = join(absolute, '.gitignore');
    let pushed = false;
    if (existsSync(gitignore)) {
      try {
        rules.push({ dir, matcher: ignore().add(readFileSync(gitignore, 'utf8')) });
        pushed = true;
      } catch {
        // an unreadable .gitignore ignores nothing
      }
    }
    let entries: Dirent[];
    try {
      entries = readdirSync(absolute, { withFileTypes: true });
    } catch {
      entries = [];
    }
    for (const entry of entries) {
      const path = dir ? `${dir}/${entry.name}` : entry.name;
      if (entry.name === '.git' || entry.name === '.repomap') continue;
      const isDir = entry.isDirectory();
      if (isIgnored(rules, path, isDir)) continue;
      // Not worth listing file by file: nothing in them is ever extracted.
      if (isDir && !includeVendored && (VENDORED_DIRS.has(entry.name) || GENERATED_DIRS.has(entry.name))) continue;
      if (isDir) visit(path);
      else out.push(path);
    }
    if (pushed) rules.pop();
  };
  visit('');
  return out;
}

function isIgnored(rules: { dir: string; matcher: Ignore }[], path: string, isDir: boolean): boolean {
  for (const { dir, matcher } of rules) {
    const rel = dir ? relative(dir, path).split(sep).join('/') : path;
    if (matcher.ignores(isDir ? `${rel}/` : rel)) return true;
  }
  return false;
}
