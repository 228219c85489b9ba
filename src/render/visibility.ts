// Whether a definition is private to its file, type or package, from the
// name and signature the index stores (never a re-parse): a map shows a
// file's public surface before its internals. Each language's rule is in its profile
// (shared/profiles/).
import { profileForPath } from '../shared/languages.js';
import type { RankedDefinition } from '../types.js';

/** Private by its own name or signature, or as a member of a private container. */
export function isPrivate(def: RankedDefinition): boolean {
  return privacyOf(def.path)(def);
}

const NEVER_PRIVATE = (): boolean => false;

/** `isPrivate` for the definitions of one file: the file's rule is looked up once. */
export function privacyOf(path: string): (def: RankedDefinition) => boolean {
  const rule = profileForPath(path)?.privacy;
  if (!rule) return NEVER_PRIVATE;
  return (def) => {
    for (let current: RankedDefinition | null | undefined = def; current; current = current.container) {
      if (rule(current)) return true;
    }
    return false;
  };
}
