import { readdirSync } from 'node:fs';
import { isAbsolute, join, resolve as resolvePath } from 'node:path';
import { isSpace, trimEndOf } from '../../shared/chars.js';
import { FileGuard } from '../../shared/safe-fs.js';
import { ancestors, dirname, joinPath } from './paths.js';
import type { DartPackage, GoModule, PhpAutoload, ResolverContext, TsPathMapping } from './types.js';

/**
 * Reads the go.mod and tsconfig.json/jsconfig.json files of every directory that holds
 * (or is above) one of `paths`. Unreadable or broken files are ignored.
 */
export function readResolverContext(root: string | FileGuard, paths: readonly string[]): ResolverContext {
  const guard = typeof root === 'string' ? new FileGuard(root) : root;
  const dirs = new Set<string>();
  for (const p of paths) for (const d of ancestors(dirname(p))) {
    if (dirs.has(d)) break;
    dirs.add(d);
  }
  const goModules: GoModule[] = [];
  const tsPaths: TsPathMapping[] = [];
  const phpAutoload: PhpAutoload[] = [];
  const dartPackages: DartPackage[] = [];
  for (const dir of [...dirs].sort()) {
    // One listing per folder, and a config file read only where it is listed: five guarded
    // reads of absent files per folder took 0.2 s of every import-edge update in a tree of
    // a thousand folders.
    const listed = configFilesIn(guard, dir);
    if (!listed.size) continue;
    const goMod = listed.has('go.mod') ? readText(guard, dir === '' ? 'go.mod' : `${dir}/go.mod`) : null;
    // (white space before `module` on its own line only: `^\s*` read every blank line below each line start again)
    const modulePath = goMod === null ? null : /^[^\S\n\r\u2028\u2029]*module\s+"?([^\s"]+)"?/m.exec(goMod)?.[1];
    if (modulePath) goModules.push({ dir, modulePath });
    const pubspec = listed.has('pubspec.yaml') ? readText(guard, dir === '' ? 'pubspec.yaml' : `${dir}/pubspec.yaml`) : null;
    const dartName = pubspec === null ? null : /^name:\s*['"]?([A-Za-z_][\w]*)['"]?\s*(?:#.*)?$/m.exec(pubspec)?.[1];
    if (dartName) dartPackages.push({ dir, name: dartName });
    for (const name of ['tsconfig.json', 'jsconfig.json']) {
      if (!listed.has(name)) continue;
      const options = readTsOptions(guard, dir === '' ? name : `${dir}/${name}`, 0);
      if (!options) continue;
      const baseUrl = options.baseUrl ?? options.pathsDir;
      if (baseUrl !== null) tsPaths.push({ dir, baseUrl, paths: options.paths ?? {} });
      break;
    }
    const composer = listed.has('composer.json') ? readComposerPsr4(guard, dir) : null;
    if (composer) phpAutoload.push(composer);
  }
  const cIncludeDirs = readCompileCommands(guard);
  return { goModules, tsPaths, phpAutoload, dartPackages, ...(cIncludeDirs.length > 0 ? { cIncludeDirs } : {}) };
}

const CONFIG_FILES: ReadonlySet<string> = new Set(['go.mod', 'pubspec.yaml', 'tsconfig.json', 'jsconfig.json', 'composer.json']);

/** Which resolver config files a folder of the root lists (by name; each is still read through the guard). */
function configFilesIn(guard: FileGuard, dir: string): Set<string> {
  const found = new Set<string>();
  try {
    for (const name of readdirSync(join(guard.root, dir))) if (CONFIG_FILES.has(name)) found.add(name);
  } catch {
    // not a folder any more, or unreadable: nothing to read in it
  }
  return found;
}

const CONFIG_MAX_BYTES = 1 << 20;

/** A resolver config file (go.mod, tsconfig.json), read through the root's guard: never a FIFO or a link out. */
function readText(guard: FileGuard, rel: string): string | null {
  const read = guard.readPath(rel, CONFIG_MAX_BYTES);
  return read.kind === 'bytes' && !read.truncated ? read.bytes.toString('utf8') : null;
}

/**
 * Strips comments and trailing commas from JSONC, leaving strings untouched: in two passes, as
 * the global replaces of `("(?:[^"\\]|\\.)*")|\/\/[^\n]*|\/\*[\s\S]*?\*\/` and then of
 * `("(?:[^"\\]|\\.)*")|,(\s*[}\]])` did. Those took quadratic time on a file of unclosed
 * strings or comments (each opening quote or `/*` read the rest of the file again); each
 * scan below reads a character a bounded number of times.
 */
function parseJsonc(text: string): unknown {
  return JSON.parse(withoutTrailingCommas(withoutComments(text)));
}

function withoutComments(text: string): string {
  const strings = new JsonStrings(text);
  let out = '';
  let last = 0;
  let blockMayClose = true; // false once a `/*` found no `*/` after it
  for (let i = 0; i < text.length; ) {
    const char = text[i];
    if (char === '"') {
      i = strings.endOf(i) ?? i + 1;
      continue;
    }
    if (char === '/' && text[i + 1] === '/') {
      const newline = text.indexOf('\n', i + 2);
      const end = newline === -1 ? text.length : newline;
      out += text.slice(last, i);
      last = i = end;
      continue;
    }
    if (char === '/' && text[i + 1] === '*' && blockMayClose) {
      const close = text.indexOf('*/', i + 2);
      if (close !== -1) {
        out += text.slice(last, i);
        last = i = close + 2;
        continue;
      }
      blockMayClose = false;
    }
    i++;
  }
  return last === 0 ? text : out + text.slice(last);
}

function withoutTrailingCommas(text: string): string {
  const strings = new JsonStrings(text);
  let out = '';
  let last = 0;
  for (let i = 0; i < text.length; ) {
    const char = text[i];
    if (char === '"') {
      i = strings.endOf(i) ?? i + 1;
      continue;
    }
    if (char === ',') {
      let next = i + 1;
      while (isSpace(text[next])) next++;
      if (text[next] === '}' || text[next] === ']') {
        out += text.slice(last, i);
        last = i + 1;
        i = next + 1;
        continue;
      }
    }
    i++;
  }
  return last === 0 ? text : out + text.slice(last);
}

/** Where the strings `"(?:[^"\\]|\\.)*"` of a text end (`.` is no line terminator). */
class JsonStrings {
  /** A string opened before this failed here; so does one opened at a quote before it, escaped in that one. */
  private failedUpTo = -1;
  constructor(private readonly text: string) {}

  /** The end (after the closing quote) of the string opening at the quote `at`, or null when none closes. */
  endOf(at: number): number | null {
    if (at < this.failedUpTo) return null;
    const text = this.text;
    let i = at + 1;
    while (i < text.length) {
      const char = text[i];
      if (char === '"') return i + 1;
      if (char === '\\') {
        const escaped = text[i + 1];
        if (escaped === undefined || escaped === '\n' || escaped === '\r' || escaped === '\u2028' || escaped === '\u2029') break;
        i += 2;
      } else {
        i++;
      }
    }
    this.failedUpTo = i;
    return null;
  }
}

interface RawTsOptions {
  /** Root-relative. */
  baseUrl: string | null;
  paths: Record<string, string[]> | null;
  /** Directory of the config declaring `paths`: their base when no baseUrl is set. */
  pathsDir: string | null;
}

/** A tsconfig's baseUrl/paths, following relative `extends`; null when unreadable or broken. */
function readTsOptions(guard: FileGuard, rel: string, depth: number): RawTsOptions | null {
  const text = depth > 8 ? null : readText(guard, rel);
  if (text === null) return null;
  let config: { extends?: unknown; compilerOptions?: { baseUrl?: unknown; paths?: unknown } };
  try {
    config = parseJsonc(text) as typeof config;
    if (typeof config !== 'object' || config === null) return null;
  } catch {
    return null;
  }
  const dir = dirname(rel);
  const result: RawTsOptions = { baseUrl: null, paths: null, pathsDir: null };
  const parents = (Array.isArray(config.extends) ? config.extends : [config.extends]).filter(
    (e): e is string => typeof e === 'string' && (e.startsWith('./') || e.startsWith('../')),
  );
  for (const parent of parents) {
    const target = joinPath(dir, parent.endsWith('.json') ? parent : `${parent}.json`);
    const inherited = target === null ? null : readTsOptions(guard, target, depth + 1);
    if (inherited?.baseUrl != null) result.baseUrl = inherited.baseUrl;
    if (inherited?.paths) Object.assign(result, { paths: inherited.paths, pathsDir: inherited.pathsDir });
  }
  const options = config.compilerOptions ?? {};
  if (typeof options.baseUrl === 'string') result.baseUrl = joinPath(dir, options.baseUrl);
  if (options.paths && typeof options.paths === 'object') {
    result.paths = options.paths as Record<string, string[]>;
    result.pathsDir = dir;
  }
  return result;
}

/** The psr-4 maps of a directory's composer.json (autoload and autoload-dev); null when none. */
function readComposerPsr4(guard: FileGuard, dir: string): PhpAutoload | null {
  const text = readText(guard, dir === '' ? 'composer.json' : `${dir}/composer.json`);
  if (text === null) return null;
  let config: unknown;
  try {
    config = JSON.parse(text);
  } catch {
    return null;
  }
  const psr4: Record<string, string[]> = {};
  for (const section of ['autoload', 'autoload-dev']) {
    const map = (config as Record<string, { 'psr-4'?: unknown } | undefined> | null)?.[section]?.['psr-4'];
    if (!map || typeof map !== 'object') continue;
    for (const [prefix, dirs] of Object.entries(map as Record<string, unknown>)) {
      const list = (Array.isArray(dirs) ? dirs : [dirs]).filter((d): d is string => typeof d === 'string');
      const clean = list.map((d) => trimEndOf(d, '/') || '.');
      (psr4[prefix] ??= []).push(...clean);
    }
  }
  return Object.keys(psr4).length ? { dir, psr4 } : null;
}

/** Root-relative include directories of a compile_commands.json at the root or in build/; [] when none. */
function readCompileCommands(guard: FileGuard): string[] {
  const out = new Set<string>();
  for (const rel of ['compile_commands.json', 'build/compile_commands.json']) {
    const text = readText(guard, rel);
    if (text === null) continue;
    let entries: unknown;
    try {
      entries = JSON.parse(text);
    } catch {
      continue;
    }
    if (!Array.isArray(entries)) continue;
    for (const entry of entries as { directory?: unknown; command?: unknown; arguments?: unknown }[]) {
      if (typeof entry !== 'object' || entry === null || typeof entry.directory !== 'string') continue;
      const args = Array.isArray(entry.arguments)
        ? entry.arguments.filter((a): a is string => typeof a === 'string')
        : typeof entry.command === 'string' ? entry.command.split(/\s+/) : [];
      for (let i = 0; i < args.length; i++) {
        const m = /^-(I|iquote|isystem)(.*)$/.exec(args[i]!);
        if (!m) continue;
        const dir = m[2] || args[++i];
        if (!dir) continue;
        const abs = isAbsolute(dir) ? dir : resolvePath(entry.directory, dir);
        const inside = guard.relativeToRoot(abs);
        if (inside !== null) out.add(inside);
      }
    }
  }
  return [...out].sort();
}
