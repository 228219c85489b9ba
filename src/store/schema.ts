// The index's tables, and the FTS5 tables and triggers of symbol search (see
// search.ts): db.ts and search.ts both build on this module, not on each other.
import { splitIdentifier } from '../shared/identifiers.js';

export const TABLES = `
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS files (
  id INTEGER PRIMARY KEY,
  path TEXT NOT NULL UNIQUE,
  language TEXT,
  size INTEGER NOT NULL,
  mtime_ms INTEGER NOT NULL,
  hash TEXT,
  status TEXT NOT NULL,
  error TEXT,
  lines INTEGER NOT NULL DEFAULT 0,
  extractor TEXT,
  -- The file's length in lexical terms (see terms.ts): BM25's document length.
  terms INTEGER NOT NULL DEFAULT 0,
  -- How many literal terms (file_literals, counted with repeats) the file has.
  literal_terms INTEGER NOT NULL DEFAULT 0
);
-- AUTOINCREMENT: an id is never reused, so defs_fts can catch up from the last id it holds.
CREATE TABLE IF NOT EXISTS defs (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  file_id INTEGER NOT NULL,
  name TEXT NOT NULL,
  qualified_name TEXT NOT NULL,
  kind TEXT NOT NULL,
  start_line INTEGER NOT NULL,
  end_line INTEGER NOT NULL,
  signature TEXT NOT NULL,
  doc TEXT,
  -- The innermost enclosing block (blocks.ordinal of the same file), or NULL.
  block INTEGER
);
-- The blocks that enclose definitions (an impl, a class, an object literal, a namespace),
-- numbered per file: span, header line and its text, enclosing block.
CREATE TABLE IF NOT EXISTS blocks (
  file_id INTEGER NOT NULL,
  ordinal INTEGER NOT NULL,
  parent INTEGER,
  start_line INTEGER NOT NULL,
  end_line INTEGER NOT NULL,
  line INTEGER NOT NULL,
  header TEXT NOT NULL,
  PRIMARY KEY (file_id, ordinal)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS refs (
  file_id INTEGER NOT NULL,
  name TEXT NOT NULL,
  kind TEXT NOT NULL,
  line INTEGER NOT NULL,
  count INTEGER NOT NULL,
  -- Every line of an occurrence, ascending, comma-separated ("12,40,88"); at most 1000.
  lines TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS imports (
  file_id INTEGER NOT NULL,
  specifier TEXT NOT NULL,
  names TEXT NOT NULL,
  line INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS import_edges (
  file_id INTEGER NOT NULL,
  target_id INTEGER NOT NULL,
  names TEXT NOT NULL
);
-- Each file's lexical terms with their counts. BM25 is computed from these rows (read.ts),
-- not by FTS5, whose row count and averages still counted deleted files.
CREATE TABLE IF NOT EXISTS file_term_counts (
  term TEXT NOT NULL,
  file_id INTEGER NOT NULL,
  count INTEGER NOT NULL,
  PRIMARY KEY (term, file_id)
) WITHOUT ROWID;
-- The terms of each file's one-line string literals (see shared/literal-terms.ts), with
-- their counts and the first line each occurs on: what an issue quotes, looked up.
CREATE TABLE IF NOT EXISTS file_literals (
  term TEXT NOT NULL,
  file_id INTEGER NOT NULL,
  count INTEGER NOT NULL,
  line INTEGER NOT NULL,
  PRIMARY KEY (term, file_id)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS name_definers (name TEXT PRIMARY KEY, files INTEGER NOT NULL) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS graph_cache (
  variant TEXT PRIMARY KEY,
  generation INTEGER NOT NULL,
  data BLOB NOT NULL
);
`;

/**
 * The tables' secondary indexes, by name. A first index builds them after its rows are in
 * (indexer.ts): an index made once from sorted rows costs less than one kept up row by row
 * (`defs_name` is in no useful order as rows arrive). `defs_name` holds each definition's file
 * too, so the name counts and a name's definers are read from the index alone.
 */
export const SECONDARY_INDEXES: Readonly<Record<string, string>> = {
  defs_file: 'defs(file_id)',
  defs_name: 'defs(name, file_id)',
  refs_file: 'refs(file_id)',
  imports_file: 'imports(file_id)',
  file_term_counts_file: 'file_term_counts(file_id)',
  file_literals_file: 'file_literals(file_id)',
  import_edges_file: 'import_edges(file_id)',
  import_edges_target: 'import_edges(target_id)',
};

/** meta key: set while a first index's secondary indexes are not built yet (indexer.ts). */
export const INDEXES_DEFERRED_KEY = 'indexes_deferred';

/** `CREATE INDEX` of the named secondary indexes (all of them by default), each only if missing. */
export function createIndexes(names: readonly string[] = Object.keys(SECONDARY_INDEXES)): string {
  return names.map((name) => `CREATE INDEX IF NOT EXISTS ${name} ON ${SECONDARY_INDEXES[name]};\n`).join('');
}

/** Every table of the index and its secondary indexes. */
export const SCHEMA = TABLES + createIndexes();

export const FTS_WORDS_FUNCTION = 'repomap_words';
/** Signatures are indexed up to this many characters (a constant's "signature" can hold its whole value). */
export const FTS_SIGNATURE_CHARS = 400;

/** meta key: the highest `defs.id` whose row `defs_fts` holds (see search.ts). */
export const FTS_UPTO_KEY = 'fts_indexed_upto';

// A definition leaves `defs_fts` by FTS5's 'delete' command with the very
// values it was indexed with, and only if it was indexed. FTS5's
// `contentless_delete` was simpler, but it cannot correct the row count and
// token totals bm25 reads, so the scores drifted with the index's history.
// `repomap_words` must therefore stay a pure function of its input: a change
// to it needs a new schema version.
const FTS_VALUES = (row: string) =>
  `${FTS_WORDS_FUNCTION}(${row}.name), ${FTS_WORDS_FUNCTION}(${row}.qualified_name), ${FTS_WORDS_FUNCTION}(substr(${row}.signature, 1, ${FTS_SIGNATURE_CHARS}))`;

export const FTS_INSERT_SELECT = `INSERT INTO defs_fts(rowid, name, qualified, signature)
  SELECT d.id, ${FTS_VALUES('d')} FROM defs d WHERE d.id > ? AND d.id <= ? ORDER BY d.id`;

export const FTS_SCHEMA = `
CREATE VIRTUAL TABLE IF NOT EXISTS defs_fts USING fts5(
  name, qualified, signature,
  content = '',
  tokenize = 'unicode61 remove_diacritics 2'
);
CREATE TRIGGER IF NOT EXISTS defs_fts_delete AFTER DELETE ON defs
  WHEN old.id <= (SELECT CAST(value AS INTEGER) FROM meta WHERE key = '${FTS_UPTO_KEY}')
BEGIN
  INSERT INTO defs_fts(defs_fts, rowid, name, qualified, signature) VALUES ('delete', old.id, ${FTS_VALUES('old')});
END;
`;

/** An identifier with a capital after its first character: camelCase, PascalCase with two humps, acronyms. */
// (A match starts where a run of identifier characters does: tried from inside a run, it read
// the run again from each of its characters.)
const HUMPED = /(?<![\p{L}\p{N}_$])[\p{L}\p{N}_$][\p{L}\p{N}_$]*?\p{Lu}[\p{L}\p{N}_$]*/gu;

/**
 * The text FTS5 indexes for a value: the value itself, then the word parts of
 * every camelCase / PascalCase / acronym identifier in it
 * (`applyTax(rules: TaxRule[])` → `… apply tax rule`), each part once.
 * Nothing else is needed: unicode61 splits snake_case at `_`, and prefix
 * queries find `utf` in `utf8`.
 */
export function ftsWords(text: string): string {
  const humped = text.match(HUMPED);
  if (!humped) return text;
  const parts = new Set<string>();
  for (const token of humped) for (const part of splitIdentifier(token)) parts.add(part);
  return `${text} ${[...parts].join(' ')}`;
}
