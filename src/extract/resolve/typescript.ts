import { dirname, joinPath } from './paths.js';
import type { FileIndex, LanguageResolver, ResolverContext, TsPathMapping } from './types.js';

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

/**
 * Relative specifiers resolve by extension and index-file lookup, a .js specifier naming its
 * .ts source; bare ones only through the nearest tsconfig's `paths` and `baseUrl`, since
 * packages are not part of the repository.
 */
export function createTypeScriptResolver({ files }: FileIndex, context: ResolverContext): LanguageResolver {
  const tsConfigs = new Map<string, CompiledTsPaths>();
  for (const m of context.tsPaths ?? []) tsConfigs.set(m.dir, compileTsPaths(m));
  const tsConfigByDir = new Map<string, CompiledTsPaths | null>();

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

  function resolve(fromPath: string, specifier: string): string[] {
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

  return { resolve };
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
