// Symbol search: SQLite FTS5 over the definitions' names, qualified names and
// signatures.
//
// FTS5's unicode61 tokenizer splits at `_`, `.`, `$` and punctuation and
// lowercases, but it keeps `applyTax` as one token. So every indexed value
// goes through `ftsWords` first, which appends the camelCase / acronym /
// acronym parts of each identifier (`applyTax` → `applyTax apply tax`):
// `applyTax` is then found by `applytax`, `apply tax`, `tax` and, with
// prefix matching, `appl`.
//
// The table `defs_fts` (created in schema.ts) is contentless (the text lives
// in `defs`; the default `detail=full` is kept because bm25 returns 0 on a
// contentless table with `detail=column`), with rowid = `defs.id`. Filling it
// is off the indexing path: it costs more than every other table together
// (1.2 s of sympy's 46k definitions in bulk, twice that row by row), and only
// a search reads it. A delete trigger on `defs` removes a file's old rows as
// the indexer replaces them, with the values they were indexed with, so
// bm25's statistics are those of the present rows whatever the index's
// history. A search first adds every definition above the last id it holds
// (`defs.id` is AUTOINCREMENT, never reused), in bulk. Insert and delete call
// the SQL function `repomap_words`, which `openIndexDb` registers on every
// connection it opens.
import { splitIdentifier } from '../shared/identifiers.js';
import type { DefinitionKind, StoredDefinition } from '../types.js';
import { getMeta, setMeta, type Db } from './db.js';
import { FTS_INSERT_SELECT, FTS_UPTO_KEY } from './schema.js';

const IDENTIFIER = /[\p{L}\p{N}_$]+/gu;
export interface SearchOptions {
  /** At most this many hits (default 20). */
  limit?: number;
  /** Only definitions of this kind (`class`, `method`, …). */
  kind?: string;
}

export interface SymbolHit extends StoredDefinition {
  /** Higher is better: minus FTS5's bm25 (name weighted 10, qualified name 4, signature 1). */
  score: number;
  /** The name or qualified name equals the query (ignoring case, `_` and the spaces between words). */
  exact: boolean;
  /** `all`: every query word matched; `any`: nothing matched them all, so hits match at least one. */
  match: 'all' | 'any';
}

export const DEFAULT_SEARCH_LIMIT = 20;

/** Every definition kind, for validating a kind filter. */
export const DEFINITION_KINDS = [
  'class', 'interface', 'type', 'enum', 'function', 'method', 'constant', 'variable', 'field', 'module', 'struct',
  'trait', 'macro', 'record',
] as const satisfies readonly DefinitionKind[];

/** The query's word parts, deduplicated, lowercase: `Invoice.applyTax` → invoice, apply, tax. */
export function queryWords(query: string): string[] {
  const words: string[] = [];
  for (const token of query.match(IDENTIFIER) ?? []) {
    for (const part of splitIdentifier(token)) if (!words.includes(part)) words.push(part);
  }
  return words;
}

/**
 * Definitions matching `query`, best first: exact name matches, then by bm25.
 * Every query word must match as a prefix of a word of the name, qualified
 * name or signature; when no definition matches them all, definitions
 * matching any of them are returned (marked `match: 'any'`).
 */
export function searchDefinitions(db: Db, query: string, options: SearchOptions = {}): SymbolHit[] {
  const words = queryWords(query);
  if (!words.length) return [];
  catchUpSymbolIndex(db);
  const limit = options.limit ?? DEFAULT_SEARCH_LIMIT;
  const all = runSearch(db, query, words, words.map((word) => `"${word}"*`).join(' '), limit, options.kind);
  if (all.length || words.length === 1) return all.map((hit) => ({ ...hit, match: 'all' as const }));
  return runSearch(db, query, words, words.map((word) => `"${word}"*`).join(' OR '), limit, options.kind).map((hit) => ({
    ...hit,
    match: 'any' as const,
  }));
}

type Row = Omit<SymbolHit, 'exact' | 'match'> & { tier: number };

function runSearch(db: Db, query: string, words: string[], match: string, limit: number, kind?: string): Omit<SymbolHit, 'match'>[] {
  const trimmed = query.trim();
  const compact = words.join('');
  const rows = db
    .prepare(
      `SELECT f.path AS path, d.name AS name, d.qualified_name AS qualifiedName, d.kind AS kind,
              d.start_line AS startLine, d.end_line AS endLine, d.signature AS signature, d.doc AS doc,
              -bm25(defs_fts, 10.0, 4.0, 1.0) AS score,
              CASE WHEN d.name = @q OR d.qualified_name = @q THEN 0
                   WHEN lower(d.name) = lower(@q) OR lower(d.qualified_name) = lower(@q)
                        OR replace(lower(d.name), '_', '') = @compact
                        OR replace(replace(lower(d.qualified_name), '_', ''), '.', '') = @compact THEN 1
                   ELSE 2 END AS tier
         FROM defs_fts
         JOIN defs d ON d.id = defs_fts.rowid
         JOIN files f ON f.id = d.file_id
        WHERE defs_fts MATCH @match ${kind ? 'AND d.kind = @kind' : ''}
        ORDER BY tier, score DESC, f.path, d.start_line
        LIMIT @limit`,
    )
    .all({ q: trimmed, compact, match, limit, ...(kind ? { kind } : {}) }) as Row[];
  return rows.map(({ tier, ...hit }) => ({ ...hit, exact: tier < 2 }));
}

/** Adds the definitions written since the last search to `defs_fts`, in one write transaction. */
export function catchUpSymbolIndex(db: Db): void {
  const newest = () => (db.prepare('SELECT COALESCE(MAX(id), 0) AS id FROM defs').get() as { id: number }).id;
  const upto = () => Number(getMeta(db, FTS_UPTO_KEY) ?? 0);
  if (newest() <= upto()) return;
  db.transaction(() => {
    // Another process may have caught up since the check: read both again under the write lock.
    const from = upto();
    const to = newest();
    if (to <= from) return;
    db.prepare(FTS_INSERT_SELECT).run(from, to);
    setMeta(db, FTS_UPTO_KEY, String(to));
  }).immediate();
}
