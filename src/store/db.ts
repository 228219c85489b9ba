import Database from 'better-sqlite3';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { FTS_SCHEMA, FTS_WORDS_FUNCTION, ftsWords } from './search.js';
import { IndexLock } from './lock.js';

export type Db = Database.Database;

/** Bump when the tables change shape: an index of another version is rebuilt. */
export const SCHEMA_VERSION = 6; // 2: defs_fts (symbol search); 3: graph_cache; 4: files.extractor; 5: file_terms; 6: name_definers

const SCHEMA = `
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
  extractor TEXT
);
CREATE TABLE IF NOT EXISTS defs (
  id INTEGER PRIMARY KEY,
  file_id INTEGER NOT NULL,
  name TEXT NOT NULL,
  qualified_name TEXT NOT NULL,
  kind TEXT NOT NULL,
  start_line INTEGER NOT NULL,
  end_line INTEGER NOT NULL,
  signature TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS defs_file ON defs(file_id);
CREATE INDEX IF NOT EXISTS defs_name ON defs(name);
CREATE TABLE IF NOT EXISTS refs (
  file_id INTEGER NOT NULL,
  name TEXT NOT NULL,
  kind TEXT NOT NULL,
  line INTEGER NOT NULL,
  count INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS refs_file ON refs(file_id);
CREATE TABLE IF NOT EXISTS imports (
  file_id INTEGER NOT NULL,
  specifier TEXT NOT NULL,
  names TEXT NOT NULL,
  line INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS imports_file ON imports(file_id);
CREATE TABLE IF NOT EXISTS import_edges (
  file_id INTEGER NOT NULL,
  target_id INTEGER NOT NULL,
  names TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS import_edges_file ON import_edges(file_id);
CREATE INDEX IF NOT EXISTS import_edges_target ON import_edges(target_id);
CREATE VIRTUAL TABLE IF NOT EXISTS file_terms USING fts5(
  terms, content = '', contentless_delete = 1, tokenize = 'unicode61 remove_diacritics 2'
);
CREATE VIRTUAL TABLE IF NOT EXISTS file_terms_vocab USING fts5vocab(file_terms, row);
CREATE TABLE IF NOT EXISTS name_definers (name TEXT PRIMARY KEY, files INTEGER NOT NULL) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS graph_cache (
  variant TEXT PRIMARY KEY,
  generation INTEGER NOT NULL,
  data BLOB NOT NULL
);
`;

export function defaultDbPath(root: string): string {
  return join(root, '.repomap', 'index.db');
}

export interface OpenedDb {
  db: Db;
  /** Set when an unreadable index was thrown away and started afresh. */
  rebuiltBecause: string | null;
}

/**
 * Open (or create) the index. The index is a cache: a file that is not a
 * readable index of this schema version is removed and rebuilt, and the caller
 * is told why so it can say so in one line.
 */
export function openIndexDb(path: string, options: { readonly?: boolean } = {}): OpenedDb {
  ensureIndexDir(path);
  const readonly = options.readonly ?? false;
  try {
    return { db: openChecked(path, readonly), rebuiltBecause: null };
  } catch (error) {
    const reason = describeOpenFailure(error);
    if (reason === null) throw error;
    // Rebuild under the writers' lock, and only if the file is still bad once we hold it:
    // another process may be rebuilding it or indexing into a fresh one right now.
    const lock = IndexLock.acquire(`${path}.lock`);
    try {
      try {
        return { db: openChecked(path, readonly), rebuiltBecause: null };
      } catch (again) {
        if (describeOpenFailure(again) === null) throw again;
      }
      removeDbFiles(path);
      return { db: openChecked(path, false), rebuiltBecause: reason };
    } finally {
      lock.release();
    }
  }
}

function openChecked(path: string, readonly: boolean): Db {
  const fresh = !existsSync(path);
  const db = new Database(path, { readonly: readonly && !fresh, fileMustExist: false });
  try {
    db.pragma('busy_timeout = 10000');
    // The defs_fts insert trigger calls it (see search.ts): register it on every connection.
    db.function(FTS_WORDS_FUNCTION, { deterministic: true }, (text: unknown) => ftsWords(String(text ?? '')));
    if (!db.readonly) {
      db.pragma('journal_mode = WAL');
      db.pragma('synchronous = NORMAL');
    }
    // Checked and created in one write transaction: a second process opening the file at the
    // same moment must see either no schema or all of it with its version, never a half-made one
    // (which it would take for a broken index and rebuild under the first process's feet).
    const checkOrCreate = db.transaction(() => {
      const hasMeta = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'meta'").get();
      if (hasMeta) {
        const row = db.prepare("SELECT value FROM meta WHERE key = 'schema_version'").get() as { value: string } | undefined;
        if (!row || Number(row.value) !== SCHEMA_VERSION) {
          throw new SchemaMismatch(row ? `schema version ${row.value}, expected ${SCHEMA_VERSION}` : 'no schema version');
        }
      } else if (!db.readonly) {
        db.exec(SCHEMA);
        db.exec(FTS_SCHEMA);
        db.prepare('INSERT OR REPLACE INTO meta(key, value) VALUES (?, ?)').run('schema_version', String(SCHEMA_VERSION));
      }
    });
    if (db.readonly) checkOrCreate();
    else checkOrCreate.immediate();
    db.pragma('cache_size = -65536');
    db.pragma('temp_store = MEMORY');
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

class SchemaMismatch extends Error {}

function describeOpenFailure(error: unknown): string | null {
  if (error instanceof SchemaMismatch) return `index has ${error.message}`;
  const code = (error as { code?: string }).code ?? '';
  if (code === 'SQLITE_NOTADB' || code === 'SQLITE_CORRUPT' || code.startsWith('SQLITE_CORRUPT')) {
    return 'index file is corrupt';
  }
  if (code === 'SQLITE_CANTOPEN' || code.startsWith('SQLITE_IOERR')) return 'index file is unreadable';
  return null;
}

export function isCorruptionError(error: unknown): boolean {
  const code = (error as { code?: string }).code ?? '';
  return code === 'SQLITE_NOTADB' || code.startsWith('SQLITE_CORRUPT');
}

export function removeDbFiles(path: string): void {
  for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(path + suffix, { force: true });
}

/** `.repomap/` holds a `.gitignore` of `*` so the cache is never committed. */
function ensureIndexDir(dbPath: string): void {
  const dir = dirname(dbPath);
  mkdirSync(dir, { recursive: true });
  if (dir.endsWith('.repomap')) {
    const gitignore = join(dir, '.gitignore');
    if (!existsSync(gitignore)) writeFileSync(gitignore, '*\n');
  }
}

export function getMeta(db: Db, key: string): string | null {
  const row = db.prepare('SELECT value FROM meta WHERE key = ?').get(key) as { value: string } | undefined;
  return row ? row.value : null;
}

export function setMeta(db: Db, key: string, value: string): void {
  db.prepare('INSERT INTO meta(key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value').run(key, value);
}
