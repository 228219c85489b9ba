import type { StoredDefinition } from '../types.js';
import type { MapEntry, MapFormat } from './types.js';
import { fitMap } from './fit.js';
import { TOKENIZER } from './tokens.js';

type SymbolFields = Pick<StoredDefinition, 'path' | 'name' | 'qualifiedName' | 'kind' | 'startLine' | 'endLine' | 'signature'>;

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
  };
}

/** The `files` of `map --format json`: each shown file with its reason and shown symbols. */
export function mapFilesJson(entries: readonly MapEntry[]) {
  return entries.map((entry) => ({
    path: entry.file.path,
    reason: entry.file.reason,
    score: entry.file.score,
    symbols: entry.definitions.map((def) => {
      const { path: _path, ...symbol } = symbolJson(def);
      return { ...symbol, score: def.score };
    }),
  }));
}

/** Fit ranked entries to the budgets and return the map as `Repository.map` does. */
export function fitEntries(
  entries: readonly MapEntry[],
  options: { tokens: number; bytes?: number | null; format?: MapFormat },
): {
  text: string;
  tokens: number;
  bytes: number;
  budget: { tokens: number; bytes: number | null };
  tokenizer: string;
  files: ReturnType<typeof mapFilesJson>;
} {
  const bytes = options.bytes ?? null;
  const fitted = fitMap(entries, { tokens: options.tokens, bytes, format: options.format ?? 'text' });
  return {
    text: fitted.text,
    tokens: fitted.tokens,
    bytes: fitted.bytes,
    budget: { tokens: options.tokens, bytes },
    tokenizer: TOKENIZER,
    files: mapFilesJson(fitted.entries),
  };
}
