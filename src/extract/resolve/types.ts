import type { LanguageId } from '../../types.js';

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
  /** composer.json psr-4 maps (autoload and autoload-dev), for PHP. */
  phpAutoload?: PhpAutoload[];
  /** C/C++ include directories (root-relative) from the -I, -iquote and -isystem flags of compile_commands.json. */
  cIncludeDirs?: string[];
  dartPackages?: DartPackage[];
}

export interface ImportResolver {
  /** Repository files an import refers to: deduplicated, never `fromPath` itself, [] when external. */
  resolve(fromPath: string, language: LanguageId, specifier: string, names: readonly string[]): string[];
}

/** The repository's files, indexed once and shared by every language resolver. */
export interface FileIndex {
  /** Every root-relative path, for membership tests. */
  files: ReadonlySet<string>;
  /** The paths whose file name ends in `extension` (e.g. '.go'), in the order given. */
  withExtension(extension: string): readonly string[];
}

/** One language's import resolution, with its lookup tables built from the index. */
export interface LanguageResolver {
  /**
   * The files an import may refer to; null where a candidate is missing. The caller drops
   * nulls, duplicates and the importing file itself.
   */
  resolve(fromPath: string, specifier: string, names: readonly string[]): readonly (string | null)[];
}

export type LanguageResolverFactory = (index: FileIndex, context: ResolverContext) => LanguageResolver;

export interface PhpAutoload {
  /** Directory of the composer.json, relative to the root ('' for the root). */
  dir: string;
  /** Namespace prefix (`App\\`) → directories relative to `dir`. */
  psr4: Record<string, string[]>;
}

/** A Dart package: the directory of a pubspec.yaml and its `name:` (for `package:NAME/…` imports). */
export interface DartPackage {
  /** Directory of the pubspec.yaml, relative to the root ('' for the root). */
  dir: string;
  name: string;
}
