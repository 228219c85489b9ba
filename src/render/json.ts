import type { StoredDefinition } from '../types.js';
import type { MapEntry, MapFileEntry } from './types.js';

type SymbolFields = Pick<StoredDefinition, 'path' | 'name' | 'qualifiedName' | 'kind' | 'startLine' | 'endLine' | 'signature'> & { doc?: string | null };

/** A definition as the JSON outputs print it (`symbols --json`, `show --json`, MCP). */
export function symbolJson(def: SymbolFields) {
  return {
    path: def.path,
    name: def.name,
    qualifiedName: def.qualifiedName,
    kind: def.kind,
    line: def.startLine,
    endLine: def.endLine,
    signature: def.signature,
    doc: def.doc ?? null,
  };
}

/** The `files` of `map --format json`: each shown file with its reason and shown symbols. */
export function mapFilesJson(entries: readonly MapEntry[]): MapFileEntry[] {
  return entries.map((entry) => ({
    path: entry.file.path,
    reason: entry.file.reason,
    score: entry.file.score,
    symbols: entry.definitions.map((def) => {
      const { path: _path, ...symbol } = symbolJson(def);
      return {
        ...symbol,
        score: def.score,
        role: def.role ?? 'ranked',
        container: def.container?.qualifiedName ?? null,
        block: def.block != null ? (entry.blocks?.[def.block]?.line ?? null) : null,
        ...(def.repeats ? { repeats: def.repeats } : {}),
      };
    }),
    blocks: (entry.headers ?? []).map((block) => ({ line: block.line, endLine: block.endLine, header: block.header })),
    ...(entry.continues ? { continues: true as const } : {}),
  }));
}
