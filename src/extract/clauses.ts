import type { Definition } from '../types.js';

/**
 * One definition for each run of adjacent clauses: a definition of the same qualified name
 * and kind right after another (a Haskell type signature, then the equations of the function)
 * extends it to its own end line; the first keeps its signature, doc and block.
 */
export function joinClauses(definitions: readonly Definition[]): Definition[] {
  const joined: Definition[] = [];
  for (const def of definitions) {
    const last = joined[joined.length - 1];
    if (last && last.qualifiedName === def.qualifiedName && last.kind === def.kind && def.startLine >= last.startLine) {
      last.endLine = Math.max(last.endLine, def.endLine);
      last.doc ??= def.doc;
      continue;
    }
    joined.push({ ...def });
  }
  return joined;
}
