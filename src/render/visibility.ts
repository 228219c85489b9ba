// Whether a definition is private to its file, type or package, from the
// name and signature the index stores (never a re-parse): a map shows a
// file's public surface before its internals.
import type { RankedDefinition } from '../types.js';

type Rule = (def: RankedDefinition) => boolean;

/** `_helper` and `_Class.method` are private; dunder methods (`__init__`) are the class's public protocol. */
const python: Rule = (def) => def.name.startsWith('_') && !/^__\w+__$/.test(def.name);

/** TS/JS: `private` and `#` members. A top-level declaration without `export` may still be exported by a later `export { … }`. */
const typescript: Rule = (def) => def.name.startsWith('#') || /^\s*(?:(?:static|readonly|override|declare|abstract|async)\s+)*private\s/.test(def.signature);

const java: Rule = (def) => /^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:static|final|abstract|synchronized|transient|volatile)\s+)*private\s/.test(def.signature);

/** An identifier starting with a lowercase letter (or `_`) is not exported. */
const go: Rule = (def) => /^[\p{Ll}_]/u.test(def.name);

/**
 * Rust: a field or top-level item without `pub`. Methods are left public: those of a trait
 * impl carry no `pub` and are callable wherever the type is.
 */
const rust: Rule = (def) => def.kind !== 'method' && (def.kind === 'field' || !def.container) && !/^\s*pub\b/.test(def.signature);

const BY_EXTENSION: ReadonlyArray<[RegExp, Rule]> = [
  [/\.pyi?$/, python],
  [/\.[cm]?[jt]sx?$/, typescript],
  [/\.java$/, java],
  [/\.go$/, go],
  [/\.rs$/, rust],
];

/** Private by its own name or signature, or as a member of a private container. */
export function isPrivate(def: RankedDefinition): boolean {
  return privacyOf(def.path)(def);
}

const NEVER_PRIVATE = (): boolean => false;

/** `isPrivate` for the definitions of one file: the file's rule is looked up once. */
export function privacyOf(path: string): (def: RankedDefinition) => boolean {
  const rule = BY_EXTENSION.find(([pattern]) => pattern.test(path))?.[1];
  if (!rule) return NEVER_PRIVATE;
  return (def) => {
    for (let current: RankedDefinition | null | undefined = def; current; current = current.container) {
      if (rule(current)) return true;
    }
    return false;
  };
}
