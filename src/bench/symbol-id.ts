// How the benchmark names a symbol a map should show: `path#qualifiedName`
// (that definition, in that file's block), or a bare name (hand-written
// cases: a definition of that name or qualified name in any file's block).

/** A definition as the benchmark names it: `path#qualifiedName`. */
export function symbolId(path: string, qualifiedName: string): string {
  return `${path}#${qualifiedName}`;
}

/** `path#name` → {path, name} (split at the last `#`); a bare name has no path. */
export function parseSymbolId(id: string): { path: string | null; name: string } {
  const hash = id.lastIndexOf('#');
  return hash < 0 ? { path: null, name: id } : { path: id.slice(0, hash), name: id.slice(hash + 1) };
}
