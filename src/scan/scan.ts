import { lstatSync, type Dirent, readdirSync, realpathSync, type Stats } from 'node:fs';
import { join, relative, sep } from 'node:path';
import ignore, { type Ignore } from 'ignore';
import type { LanguageId, ScanResult, ScannedFile, SkippedFile, SkipReason } from '../types.js';
import { hasNoExtension, languageForPath, SHEBANG_MAX_BYTES, shebangLanguage } from '../shared/languages.js';
import { FileGuard } from '../shared/safe-fs.js';
import { GitError, gitOutput } from '../shared/git.js';
import { RepoError } from '../shared/errors.js';
import { boundedIgnoreLines, MAX_PATH_DEPTH, pathDepth } from '../shared/patterns.js';
import { GENERATED_DIR_NAMES, VENDORED_DIR_NAMES } from './skipped-dirs.js';

export interface ScanOptions {
  /** Files larger than this are skipped as too large. Default 1 MiB. */
  maxFileBytes?: number;
  /** Extra gitignore-syntax patterns. */
  exclude?: readonly string[];
  /** Keep node_modules, dist, vendor, lock files and the like. */
  includeVendored?: boolean;
  /** The root's guard (its secret rules); default: the built-in secret patterns. */
  guard?: FileGuard;
}

/** Ignore files are small; a bigger one is not read. */
const IGNORE_FILE_MAX_BYTES = 1 << 20;

export const DEFAULT_MAX_FILE_BYTES = 1024 * 1024;

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
  const guard = options.guard ?? new FileGuard(root);
  const secrets = guard.secrets;
  let extra: Ignore | null = null;
  const repomapIgnore = readIgnoreFile(guard, '.repomapignore');
  if (repomapIgnore !== null) extra = ignore().add(boundedIgnoreLines(repomapIgnore));
  if (options.exclude?.length) extra = (extra ?? ignore()).add([...options.exclude]);

  const gitPaths = listGitFiles(root);
  const candidates = gitPaths ?? walk(root, guard, options.includeVendored ?? false);

  const files: ScannedFile[] = [];
  const skipped: SkippedFile[] = [];
  for (const path of candidates) {
    // Never matched against the repository's patterns, whose cost grows with depth: not indexed.
    if (pathDepth(path) >= MAX_PATH_DEPTH) {
      skipped.push({ path, reason: 'too-deep', size: 0, mtimeMs: 0 });
      continue;
    }
    if (extra?.ignores(path)) continue;
    if (secrets.matches(path)) {
      skipped.push({ path, reason: 'secret', size: 0, mtimeMs: 0 });
      continue;
    }
    const ruled = options.includeVendored ? null : vendoredReason(path);
    // A file without an extension is a bash script when its first line says so (its head read below).
    const sniffed = !ruled && hasNoExtension(path);
    const language = languageForPath(path) ?? (sniffed ? 'bash' : null);
    // Never read: recorded with its reason, without the cost of a stat.
    if (ruled || !language) {
      skipped.push({ path, reason: ruled ?? 'unknown-language', size: 0, mtimeMs: 0 });
      continue;
    }
    let stats: Stats;
    let linked = false;
    try {
      stats = lstatSync(join(root, path));
      if (stats.isSymbolicLink()) {
        linked = true;
        const target = realpathSync.native(join(root, path));
        const targetPath = guard.relativeToRoot(target);
        if (targetPath === null) {
          skipped.push({ path, reason: 'symlink-outside-root', size: 0, mtimeMs: 0 });
          continue;
        }
        // A link is judged by what it points to: `src/e.ts -> ../.env` is a secret.
        if (secrets.matches(targetPath)) {
          skipped.push({ path, reason: 'secret', size: 0, mtimeMs: 0 });
          continue;
        }
        stats = lstatSync(target);
      }
    } catch {
      continue; // deleted since git listed it, or a dangling link
    }
    // FIFOs, sockets and devices are never opened: only what lstat calls a regular file is read.
    if (!stats.isFile()) continue;
    const record = { path, size: stats.size, mtimeMs: Math.floor(stats.mtimeMs) };
    // Its head is read only when it is no link (O_NOFOLLOW), at most SHEBANG_MAX_BYTES of it.
    if (sniffed && (linked || shebangOf(guard, path) !== 'bash')) {
      skipped.push({ path, reason: 'unknown-language', size: 0, mtimeMs: 0 });
      continue;
    }
    if (stats.size > maxBytes) {
      skipped.push({ ...record, reason: 'too-large' });
    } else {
      files.push({ ...record, language });
    }
  }
  files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return { root, files, skipped, usedGit: gitPaths !== null };
}

/** The language a file without an extension names on its `#!` line, from a bounded read of its head. */
function shebangOf(guard: FileGuard, path: string): LanguageId | null {
  const resolved = guard.resolve(path);
  if (resolved.kind !== 'file' || resolved.realPath !== join(guard.realRoot, path)) return null;
  const head = guard.read(resolved, SHEBANG_MAX_BYTES);
  return head.kind === 'bytes' ? shebangLanguage(head.bytes.toString('utf8')) : null;
}

function vendoredReason(path: string): SkipReason | null {
  let start = 0;
  for (let slash = path.indexOf('/'); slash >= 0; slash = path.indexOf('/', start)) {
    const dir = path.slice(start, slash);
    if (VENDORED_DIR_NAMES.has(dir)) return 'vendored';
    if (GENERATED_DIR_NAMES.has(dir)) return 'generated';
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
    out = gitOutput({ cwd: root, args: ['ls-files', '-co', '--exclude-standard', '-z', '.'], maxBuffer: 512 * 1024 * 1024 });
  } catch (error) {
    return unlessTimedOut(error); // not a git work tree (or no git)
  }
  // A root that git itself ignores (a node_modules asked for by name) is walked instead.
  if (!out && isIgnoredByGit(root)) return null;
  const seen = new Set<string>();
  for (const entry of out.split('\0')) if (entry) seen.add(entry); // a path both tracked and modified is listed once per state
  return [...seen];
}

function isIgnoredByGit(root: string): boolean {
  try {
    gitOutput({ cwd: root, args: ['check-ignore', '-q', '.'] });
    return true;
  } catch (error) {
    return unlessTimedOut(error) ?? false;
  }
}

/** A git that gives no answer is an error of its own (a walk would list what git ignores); any other failure means "not in git". */
function unlessTimedOut(error: unknown): null {
  if (error instanceof GitError && error.kind === 'timeout') throw new RepoError(error.message, 1);
  return null;
}

/** An ignore file of the repository, read through the guard (never a FIFO or a link out); null when absent or unreadable. */
function readIgnoreFile(guard: FileGuard, path: string): string | null {
  const read = guard.readPath(path, IGNORE_FILE_MAX_BYTES);
  return read.kind === 'bytes' ? read.bytes.toString('utf8') : null;
}

/** Walk outside git, applying every .gitignore on the way down. */
function walk(root: string, guard: FileGuard, includeVendored: boolean): string[] {
  const out: string[] = [];
  const rules: { dir: string; matcher: Ignore }[] = [];
  const visit = (dir: string): void => {
    const absolute = join(root, dir);
    let entries: Dirent[];
    try {
      entries = readdirSync(absolute, { withFileTypes: true });
    } catch {
      entries = [];
    }
    // Asked for only where the listing has one: reading it checks each folder on its path.
    const gitignore = entries.some((entry) => entry.name === '.gitignore') ? readIgnoreFile(guard, dir ? `${dir}/.gitignore` : '.gitignore') : null;
    let pushed = false;
    if (gitignore !== null) {
      rules.push({ dir, matcher: ignore().add(boundedIgnoreLines(gitignore)) });
      pushed = true;
    }
    for (const entry of entries) {
      const path = dir ? `${dir}/${entry.name}` : entry.name;
      if (entry.name === '.git' || entry.name === '.repomap') continue;
      const isDir = entry.isDirectory();
      if (isIgnored(rules, path, isDir)) continue;
      // Not worth listing file by file: nothing in them is ever extracted.
      if (isDir && !includeVendored && (VENDORED_DIR_NAMES.has(entry.name) || GENERATED_DIR_NAMES.has(entry.name))) continue;
      // Past the depth the scan skips anyway, a folder is not walked (nor its .gitignore read).
      if (isDir) {
        if (pathDepth(path) < MAX_PATH_DEPTH) visit(path);
      } else out.push(path);
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
