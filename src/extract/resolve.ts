import { FileGuard } from '../shared/safe-fs.js';

import type { LanguageId } from '../types.js';

export interface GoModule {
  /** Directory of the go.mod, relative to the root ('' for the root). */
  dir: string;
  modulePath: string;
}

export interface TsPathMapping {
  /** Directory of the tsconfig/jsconfig: the mapping applies to files below it. */
  dir: string;
  /** Root-relative directory that `paths` targets and bare specifiers are resolved against. */
  baseUrl: string;
  paths: Record<string, string[]>;
}

export interface ResolverContext {
  goModules?: GoModule[];
  tsPaths?: TsPathMapping[];
}

export interface ImportResolver {
  /** Repository files an import refers to: deduplicated, never `fromPath` itself, [] when external. */
  resolve(fromPath: string, language: LanguageId, specifier: string, names: readonly string[]): string[];
}

// ---- path helpers (POSIX, root-relative, '' is the root) ----

function dirname(path: string): string {
  const i = path.lastIndexOf('/');
  return i < 0 ? '' : path.slice(0, i);
}

function basename(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

/** Joins and normalises; null when the result would leave the root. */
function joinPath(dir: string, rel: string): string | null {
  const out = dir === '' ? [] : dir.split('/');
  for (const part of rel.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') {
      if (out.length === 0) return null;
      out.pop();
    } else out.push(part);
  }
  return out.join('/');
}

function ancestors(dir: string): string[] {
  const out = [dir];
  while (dir !== '') out.push((dir = dirname(dir)));
  return out;
}

/** Number of leading directory segments two paths share. */
function sharedDirs(a: string, b: string): number {
  const x = a.split('/');
  const y = b.split('/');
  let n = 0;
  while (n < x.length - 1 && n < y.length - 1 && x[n] === y[n]) n++;
  return n;
}

function pushTo<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

const TS_EXTENSIONS = ['.ts', '.tsx', '.d.ts', '.js', '.jsx', '.mjs', '.cjs', '.mts', '.cts'];
const JS_TO_TS: Record<string, string[]> = {
  '.js': ['.ts', '.tsx', '.d.ts'],
  '.jsx': ['.tsx'],
  '.mjs': ['.mts', '.d.mts'],
  '.cjs': ['.cts', '.d.cts'],
};

interface CompiledTsPaths {
  baseUrl: string;
  exact: Map<string, string[]>;
  /** Wildcard patterns, longest prefix first (TypeScript's precedence). */
  wildcards: { prefix: string; suffix: string; targets: string[] }[];
}

interface PyModule {
  path: string;
  /** Directory the dotted name is counted from ('' = repository root). */
  root: string;
}

export function createImportResolver(paths: readonly string[], context: ResolverContext = {}): ImportResolver {
  const files = new Set(paths);
  const goFilesByDir = new Map<string, string[]>();
  const goDirsByTail = new Map<string, string[]>(); // last two segments → directories
  const pyModules = new Map<string, PyModule[]>(); // dotted name → candidates
  const javaBySuffix = new Map<string, string[]>(); // 'com/x/Y.java' → files
  const javaDirsBySuffix = new Map<string, string[]>(); // 'com/x' → directories
  const javaFilesByDir = new Map<string, string[]>();
  const rustCrates = new Map<string, string>(); // crate name → its src/ directory

  const pyPackageDirs = new Set(paths.filter((p) => basename(p) === '__init__.py').map(dirname));

  for (const path of paths) {
    const dir = dirname(path);
    if (path.endsWith('.go') && !path.endsWith('_test.go')) {
      if (!goFilesByDir.has(dir)) {
        const segs = dir.split('/');
        if (segs.length >= 2) pushTo(goDirsByTail, segs.slice(-2).join('/'), dir);
      }
      pushTo(goFilesByDir, dir, path);
    } else if (path.endsWith('.py')) {
      const segs = path.slice(0, -3).split('/');
      if (segs[segs.length - 1] === '__init__') segs.pop();
      for (let i = 0; i < segs.length; i++) {
        const root = segs.slice(0, i).join('/');
        // A directory inside a package cannot be a sys.path root, so `types` in pkg/types.py is not top-level.
        if (i > 0 && pyPackageDirs.has(root)) continue;
        pushTo(pyModules, segs.slice(i).join('.'), { path, root });
      }
    } else if (path.endsWith('.java')) {
      const segs = path.split('/');
      for (let i = 0; i < segs.length; i++) pushTo(javaBySuffix, segs.slice(i).join('/'), path);
      if (!javaFilesByDir.has(dir)) {
        const dirSegs = dir.split('/');
        for (let i = 0; i < dirSegs.length; i++) pushTo(javaDirsBySuffix, dirSegs.slice(i).join('/'), dir);
      }
      pushTo(javaFilesByDir, dir, path);
    } else if (path.endsWith('/src/lib.rs') || path === 'src/lib.rs') {
      const crateDir = dirname(dirname(path));
      const name = crateDir === '' ? null : basename(crateDir).replace(/-/g, '_');
      if (name && !rustCrates.has(name)) rustCrates.set(name, dirname(path));
    }
  }

  const goModules = [...(context.goModules ?? [])].sort((a, b) => b.modulePath.length - a.modulePath.length);
  const tsConfigs = new Map<string, CompiledTsPaths>();
  for (const m of context.tsPaths ?? []) tsConfigs.set(m.dir, compileTsPaths(m));
  const tsConfigByDir = new Map<string, CompiledTsPaths | null>();

  // ---- TypeScript / JavaScript ----

  function tsFile(base: string | null, directoryOnly = false): string | null {
    if (base === null) return null;
    if (directoryOnly) return tsIndex(base);
    const ext = /\.[cm]?jsx?$/.exec(base)?.[0];
    if (ext) {
      const stem = base.slice(0, -ext.length);
      for (const tsExt of JS_TO_TS[ext] ?? []) if (files.has(stem + tsExt)) return stem + tsExt;
    }
    if (files.has(base)) return base;
    for (const e of TS_EXTENSIONS) if (files.has(base + e)) return base + e;
    return tsIndex(base);
  }

  function tsIndex(dir: string): string | null {
    const index = dir === '' ? 'index' : `${dir}/index`;
    for (const e of TS_EXTENSIONS) if (files.has(index + e)) return index + e;
    return null;
  }

  function tsConfigFor(dir: string): CompiledTsPaths | null {
    let config = tsConfigByDir.get(dir);
    if (config === undefined) {
      config = tsConfigs.get(dir) ?? (dir === '' ? null : tsConfigFor(dirname(dir)));
      tsConfigByDir.set(dir, config);
    }
    return config;
  }

  function resolveTs(fromPath: string, specifier: string): string[] {
    if (specifier.startsWith('./') || specifier.startsWith('../') || specifier === '.' || specifier === '..') {
      const hit = tsFile(joinPath(dirname(fromPath), specifier), /(^|\/)\.{0,2}$/.test(specifier));
      return hit ? [hit] : [];
    }
    const config = tsConfigFor(dirname(fromPath));
    if (!config || specifier.startsWith('/')) return [];
    const mapped = config.exact.get(specifier);
    const wildcard = mapped ? undefined : config.wildcards.find(
      (w) => specifier.length >= w.prefix.length + w.suffix.length && specifier.startsWith(w.prefix) && specifier.endsWith(w.suffix),
    );
    const targets = mapped ?? wildcard?.targets.map((t) =>
      t.replace('*', specifier.slice(wildcard.prefix.length, specifier.length - wildcard.suffix.length)),
    );
    for (const target of targets ?? []) {
      const hit = tsFile(joinPath(config.baseUrl, target));
      if (hit) return [hit];
    }
    const hit = tsFile(joinPath(config.baseUrl, specifier));
    return hit ? [hit] : [];
  }

  // ---- Python ----

  function pickPyModule(name: string, fromPath: string, root?: string): PyModule | null {
    let best: PyModule | null = null;
    let bestScore = [-1, 0];
    for (const m of pyModules.get(name) ?? []) {
      if (root !== undefined && m.root !== root) continue;
      const score = [sharedDirs(fromPath, m.path), -(m.root === '' ? 0 : m.root.split('/').length)];
      if (score[0]! > bestScore[0]! || (score[0] === bestScore[0] && score[1]! > bestScore[1]!)) {
        best = m;
        bestScore = score;
      }
    }
    return best;
  }

  function pyFileIn(dir: string | null, dottedName: string): string | null {
    if (dir === null) return null;
    const base = dottedName === '' ? dir : joinPath(dir, dottedName.replace(/\./g, '/'));
    if (base === null) return null;
    const init = base === '' ? '__init__.py' : `${base}/__init__.py`;
    if (files.has(init)) return init;
    return base !== '' && files.has(`${base}.py`) ? `${base}.py` : null;
  }

  function resolvePython(fromPath: string, specifier: string, names: readonly string[]): (string | null)[] {
    const dots = /^\.*/.exec(specifier)![0].length;
    if (dots > 0) {
      let dir: string | null = dirname(fromPath);
      for (let i = 1; i < dots && dir !== null; i++) dir = dir === '' ? null : dirname(dir);
      const rest = specifier.slice(dots);
      const join = (name: string) => (rest && name ? `${rest}.${name}` : rest || name);
      return [pyFileIn(dir, rest), ...names.map((n) => pyFileIn(dir, join(n)))];
    }
    const module = pickPyModule(specifier, fromPath);
    const subs = names.map((n) => pickPyModule(`${specifier}.${n}`, fromPath, module?.root)?.path ?? null);
    return [module?.path ?? null, ...subs];
  }

  // ---- Go ----

  function resolveGo(fromPath: string, specifier: string): string[] {
    for (const m of goModules) {
      if (specifier === m.modulePath || specifier.startsWith(`${m.modulePath}/`)) {
        const dir = joinPath(m.dir, specifier.slice(m.modulePath.length));
        return dir === null ? [] : goFilesByDir.get(dir) ?? [];
      }
    }
    const segs = specifier.split('/');
    if (segs.length < 2) return [];
    let best: string | null = null;
    let bestScore = [-1, -1];
    for (const dir of goDirsByTail.get(segs.slice(-2).join('/')) ?? []) {
      const dirSegs = dir.split('/');
      let matched = 2;
      while (matched < segs.length && matched < dirSegs.length && segs[segs.length - 1 - matched] === dirSegs[dirSegs.length - 1 - matched]) matched++;
      const score = [matched, sharedDirs(fromPath, `${dir}/x`)];
      if (score[0]! > bestScore[0]! || (score[0] === bestScore[0] && score[1]! > bestScore[1]!)) {
        best = dir;
        bestScore = score;
      }
    }
    return best === null ? [] : goFilesByDir.get(best) ?? [];
  }

  // ---- Rust ----

  /** The directory holding a module file's child modules. */
  function rustChildDir(file: string): string {
    const dir = dirname(file);
    const name = basename(file);
    if (name === 'lib.rs' || name === 'main.rs' || name === 'mod.rs') return dir;
    const parent = basename(dir);
    // Files in src/bin/, tests/, examples/, benches/ are crate roots of their own.
    const isTarget = (parent === 'bin' && basename(dirname(dir)) === 'src') ||
      (['tests', 'examples', 'benches'].includes(parent) && rustCrateRoot(joinPath(dirname(dir), 'src')!) !== null);
    return isTarget ? dir : joinPath(dir, name.slice(0, -3))!;
  }

  /** lib.rs or main.rs directly in `dir`. */
  function rustCrateRoot(dir: string): string | null {
    for (const f of ['lib.rs', 'main.rs']) {
      const path = dir === '' ? f : `${dir}/${f}`;
      if (files.has(path)) return path;
    }
    return null;
  }

  /** The file defining the module whose children live in `dir`. */
  function rustModuleFile(dir: string, segs: readonly string[]): string | null {
    const base = [dir, ...segs].filter((s) => s !== '').join('/');
    if (segs.length > 0) {
      if (files.has(`${base}.rs`)) return `${base}.rs`;
      return files.has(`${base}/mod.rs`) ? `${base}/mod.rs` : null;
    }
    for (const f of ['lib.rs', 'main.rs', 'mod.rs']) {
      const path = base === '' ? f : `${base}/${f}`;
      if (files.has(path)) return path;
    }
    return base !== '' && files.has(`${base}.rs`) ? `${base}.rs` : null;
  }

  /** Longest prefix of `segs` below `dir` that is a module file. */
  function rustLongest(dir: string, segs: readonly string[]): string | null {
    for (let k = segs.length; k >= 0; k--) {
      const hit = rustModuleFile(dir, segs.slice(0, k));
      if (hit) return hit;
    }
    return null;
  }

  function resolveRust(fromPath: string, specifier: string, names: readonly string[]): (string | null)[] {
    if (specifier.startsWith('mod:')) {
      const segs = [specifier.slice(4)];
      return [rustModuleFile(rustChildDir(fromPath), segs)];
    }
    const segs = specifier.replace(/^::/, '').split('::').filter((s) => s !== '');
    let dir: string | null;
    let rest: string[];
    const head = segs[0] ?? '';
    if (head === 'crate') {
      dir = ancestors(dirname(fromPath)).find((d) => rustCrateRoot(d) !== null) ?? null;
      rest = segs.slice(1);
    } else if (head === 'self' || head === 'super') {
      dir = rustChildDir(fromPath);
      rest = segs.slice(1);
      if (head === 'super') dir = dir === '' ? null : dirname(dir);
      while (rest[0] === 'super' && dir !== null) {
        dir = dir === '' ? null : dirname(dir);
        rest = rest.slice(1);
      }
    } else {
      // A local module in scope (2018 uniform paths) or a crate of this workspace.
      const local = rustModuleFile(rustChildDir(fromPath), segs.slice(0, 1));
      dir = local ? rustChildDir(fromPath) : rustCrates.get(head) ?? null;
      rest = local ? segs : segs.slice(1);
    }
    if (dir === null) return [];
    if (names.length === 0) return [rustLongest(dir, rest)];
    return names.map((n) => rustLongest(dir, [...rest, n]));
  }

  // ---- Java ----

  function resolveJava(specifier: string, names: readonly string[]): string[] {
    const pkg = specifier.replace(/\./g, '/');
    const out: string[] = [];
    if (names.length === 0) {
      for (const dir of javaDirsBySuffix.get(pkg) ?? []) out.push(...(javaFilesByDir.get(dir) ?? []));
      out.push(...(javaBySuffix.get(`${pkg}.java`) ?? [])); // `import com.x.Outer.*` / static wildcard
      return out;
    }
    for (const name of names) {
      // Walk up through enclosing classes: com.x.Outer.Inner / static com.x.Y.m → com/x/Y.java.
      let segs = [...(pkg ? pkg.split('/') : []), name];
      while (segs.length > 0) {
        const hit = javaBySuffix.get(`${segs.join('/')}.java`);
        if (hit) {
          out.push(...hit);
          break;
        }
        segs = segs.slice(0, -1);
        if (!/^[A-Z]/.test(segs[segs.length - 1] ?? '')) break;
      }
    }
    return out;
  }

  return {
    resolve(fromPath, language, specifier, names) {
      let hits: (string | null)[];
      switch (language) {
        case 'typescript':
        case 'tsx':
        case 'javascript':
          hits = resolveTs(fromPath, specifier);
          break;
        case 'python':
          hits = resolvePython(fromPath, specifier, names);
          break;
        case 'go':
          hits = resolveGo(fromPath, specifier);
          break;
        case 'rust':
          hits = resolveRust(fromPath, specifier, names);
          break;
        case 'java':
          hits = resolveJava(specifier, names);
          break;
        default:
          hits = [];
      }
      const out = new Set<string>();
      for (const h of hits) if (h !== null && h !== fromPath) out.add(h);
      return [...out];
    },
  };
}

function compileTsPaths(m: TsPathMapping): CompiledTsPaths {
  const exact = new Map<string, string[]>();
  const wildcards: CompiledTsPaths['wildcards'] = [];
  for (const [pattern, targets] of Object.entries(m.paths)) {
    if (!Array.isArray(targets)) continue;
    const star = pattern.indexOf('*');
    if (star < 0) exact.set(pattern, targets);
    else wildcards.push({ prefix: pattern.slice(0, star), suffix: pattern.slice(star + 1), targets });
  }
  wildcards.sort((a, b) => b.prefix.length - a.prefix.length);
  return { baseUrl: m.baseUrl, exact, wildcards };
}

// ---- reading go.mod / tsconfig.json ----

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
  for (const dir of [...dirs].sort()) {
    const goMod = readText(guard, dir === '' ? 'go.mod' : `${dir}/go.mod`);
    const modulePath = goMod === null ? null : /^\s*module\s+"?([^\s"]+)"?/m.exec(goMod)?.[1];
    if (modulePath) goModules.push({ dir, modulePath });
    for (const name of ['tsconfig.json', 'jsconfig.json']) {
      const options = readTsOptions(guard, dir === '' ? name : `${dir}/${name}`, 0);
      if (!options) continue;
      const baseUrl = options.baseUrl ?? options.pathsDir;
      if (baseUrl !== null) tsPaths.push({ dir, baseUrl, paths: options.paths ?? {} });
      break;
    }
  }
  return { goModules, tsPaths };
}

const CONFIG_MAX_BYTES = 1 << 20;

/** A resolver config file (go.mod, tsconfig.json), read through the root's guard: never a FIFO or a link out. */
function readText(guard: FileGuard, rel: string): string | null {
  const read = guard.readPath(rel, CONFIG_MAX_BYTES);
  return read.kind === 'bytes' && !read.truncated ? read.bytes.toString('utf8') : null;
}

/** Strips comments and trailing commas from JSONC, leaving strings untouched. */
function parseJsonc(text: string): unknown {
  const stripped = text.replace(/("(?:[^"\\]|\\.)*")|\/\/[^\n]*|\/\*[\s\S]*?\*\//g, (m, str: string | undefined) => str ?? '');
  return JSON.parse(stripped.replace(/("(?:[^"\\]|\\.)*")|,(\s*[}\]])/g, (m, str: string | undefined, close: string) => str ?? close));
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
