import Database from 'better-sqlite3';
import { accessSync, closeSync, constants, existsSync, openSync, readSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { RepoError } from '../shared/errors.js';
import { FTS_SCHEMA, FTS_WORDS_FUNCTION, INDEXES_DEFERRED_KEY, SCHEMA, SECONDARY_INDEXES, ftsWords } from './schema.js';
import { IndexLock } from './lock.js';
import { INDEX_FILE_SUFFIXES, type IndexLocation } from './location.js';

export type Db = Database.Database;

/** Bump when the tables change shape: an index of another version is rebuilt. */
export const SCHEMA_VERSION = 15; // 2: defs_fts (symbol search); 3: graph_cache; 4: files.extractor; 5: file_terms; 6: name_definers; 7: application_id; 8: file_term_counts, files.terms; 9: defs_fts filled by search, defs.id AUTOINCREMENT; 10: defs.doc; 11: defs_fts rows deleted with their values (exact bm25 statistics); 12: refs.lines; 13: file_literals, files.literal_terms; 14: blocks, defs.block; 15: defs_name covers file_id
/** `PRAGMA application_id` of every index repomap makes ('RPM1'): the proof that a file is one. */
export const APPLICATION_ID = 0x52504d31;


export interface OpenedDb {
  db: Db;
  /** Set when an unreadable index was thrown away and started afresh. */
  rebuiltBecause: string | null;
}

/**
 * Open (or create) the index at a checked location. The index is a cache: a file that is
 * not a readable, complete index of this schema version is removed and rebuilt, and the
 * caller is told why so it can say so in one line. But only a file repomap can prove it
 * made is ever replaced: one in its own `.repomap/` directory, or one carrying its
 * `application_id` stamp (or, from before the stamp, its meta table). Anything else named
 * by `--db` is a RepoError and is left untouched.
 */
export function openIndexDb(location: IndexLocation, options: { readonly?: boolean } = {}): OpenedDb {
  const path = location.dbPath;
  const readonly = options.readonly ?? false;
  const header = readHeader(path);
  if (location.explicit && header.kind === 'other') throw notAnIndex(path, 'it is not a SQLite file');
  try {
    return { db: openChecked(path, readonly, location.explicit), rebuiltBecause: null };
  } catch (error) {
    const reason = describeOpenFailure(error);
    if (reason === null) throw error;
    if (location.explicit && !(error instanceof SchemaMismatch) && header.appId !== APPLICATION_ID) throw notAnIndex(path, reason);
    checkWritableDirectory(dirname(path));
    // Rebuild under the writers' lock, and only if the file is still bad once we hold it:
    // another process may be rebuilding it or indexing into a fresh one right now.
    const lock = IndexLock.acquire(location.lockPath, undefined, { root: location.root });
    try {
      try {
        return { db: openChecked(path, readonly, location.explicit), rebuiltBecause: null };
      } catch (again) {
        if (describeOpenFailure(again) === null) throw again;
      }
      removeDbFiles(path);
      return { db: openChecked(path, false, location.explicit), rebuiltBecause: reason };
    } finally {
      lock.release();
    }
  }
}

/** A cache that must be rebuilt where nothing can be written is bad input: say where else to put it. */
function checkWritableDirectory(dir: string): void {
  try {
    accessSync(dir, constants.W_OK);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'error';
    throw new RepoError(`cannot write the index in ${dir} (${code}); keep it elsewhere with --db FILE`);
  }
}

function notAnIndex(path: string, why: string): RepoError {
  return new RepoError(`--db: ${path} is not a repomap index (${why}); refusing to replace it`);
}

type Header = { kind: 'empty' | 'other'; appId: null } | { kind: 'sqlite'; appId: number };

const SQLITE_MAGIC = Buffer.from('SQLite format 3\0', 'latin1');
const APPLICATION_ID_OFFSET = 68;

/** The first bytes of the index file, read without following a link (the location check refused links). */
function readHeader(path: string): Header {
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  } catch {
    return { kind: 'empty', appId: null };
  }
  try {
    const header = Buffer.alloc(100);
    const read = readSync(fd, header, 0, header.length, 0);
    if (read === 0) return { kind: 'empty', appId: null };
    if (read < header.length || !header.subarray(0, SQLITE_MAGIC.length).equals(SQLITE_MAGIC)) return { kind: 'other', appId: null };
    return { kind: 'sqlite', appId: header.readUInt32BE(APPLICATION_ID_OFFSET) };
  } finally {
    closeSync(fd);
  }
}

function openChecked(path: string, readonly: boolean, explicit: boolean): Db {
  const fresh = !existsSync(path);
  const db = new Database(path, { readonly: readonly && !fresh, fileMustExist: false });
  try {
    db.pragma('busy_timeout = 10000');
    // Filling defs_fts calls it (see search.ts): register it on every connection.
    db.function(FTS_WORDS_FUNCTION, { deterministic: true }, (text: unknown) => ftsWords(String(text ?? '')));
    // An existing index is checked in a read transaction, which a writer busy indexing never
    // blocks. A missing schema is created in one write transaction that checks again first: a
    // second process opening the file at the same moment sees either no schema or all of it
    // with its version, never a half-made one (which it would take for a broken index).
    const inspect = (): 'complete' | 'empty' => {
      const present = schemaObjects(db);
      const stamped = Number(db.pragma('application_id', { simple: true })) === APPLICATION_ID;
      if (present.has('table meta')) {
        const row = db.prepare("SELECT value FROM meta WHERE key = 'schema_version'").get() as { value: string } | undefined;
        if (!row && !stamped) throw new ForeignFile('it has a meta table of its own');
        if (!row || Number(row.value) !== SCHEMA_VERSION) {
          throw new SchemaMismatch(row ? `schema version ${row.value}, expected ${SCHEMA_VERSION}` : 'no schema version');
        }
        let missing = [...expectedSchemaObjects()].filter((name) => !present.has(name));
        // A first index builds its secondary indexes once its rows are in (indexer.ts): until then
        // (or until the next run finishes the work of one that was killed) they are missing by design.
        if (missing.length && db.prepare('SELECT 1 FROM meta WHERE key = ?').get(INDEXES_DEFERRED_KEY)) {
          missing = missing.filter((name) => !(name.startsWith('index ') && name.slice('index '.length) in SECONDARY_INDEXES));
        }
        if (missing.length) throw new SchemaMismatch(`a damaged schema (missing ${missing.slice(0, 3).join(', ')}${missing.length > 3 ? ', …' : ''})`);
        if (!stamped) throw new SchemaMismatch('no application_id stamp');
        return 'complete';
      }
      if (stamped) throw new SchemaMismatch('a damaged schema (missing table meta)');
      if (present.size > 0) {
        if (explicit) throw new ForeignFile('it holds tables of another program');
        throw new SchemaMismatch('tables of another program');
      }
      return 'empty';
    };
    if (db.transaction(inspect)() === 'empty' && !db.readonly) {
      db.transaction(() => {
        if (inspect() !== 'empty') return;
        db.exec(SCHEMA);
        db.exec(FTS_SCHEMA);
        db.prepare('INSERT OR REPLACE INTO meta(key, value) VALUES (?, ?)').run('schema_version', String(SCHEMA_VERSION));
        db.pragma(`application_id = ${APPLICATION_ID}`);
      }).immediate();
    }
    // Only once the file is known to be an index: WAL mode is written into the file's header.
    if (!db.readonly) {
      db.pragma('journal_mode = WAL');
      db.pragma('synchronous = NORMAL');
    }
    db.pragma('cache_size = -65536');
    db.pragma('temp_store = MEMORY');
    return db;
  } catch (error) {
    db.close();
    if (error instanceof ForeignFile) throw notAnIndex(path, error.message);
    throw error;
  }
}

/** `type name` of every table, index and trigger in the file (FTS5's shadow tables included). */
function schemaObjects(db: Db): Set<string> {
  const rows = db.prepare("SELECT type, name FROM sqlite_master WHERE type IN ('table', 'index', 'trigger')").all() as {
    type: string;
    name: string;
  }[];
  return new Set(rows.map((row) => `${row.type} ${row.name}`));
}

let expected: Set<string> | null = null;
/** What a complete index holds, read off a schema made in memory: it cannot drift from SCHEMA. */
function expectedSchemaObjects(): Set<string> {
  if (expected === null) {
    const memory = new Database(':memory:');
    memory.function(FTS_WORDS_FUNCTION, { deterministic: true }, (text: unknown) => ftsWords(String(text ?? '')));
    memory.exec(SCHEMA);
    memory.exec(FTS_SCHEMA);
    expected = schemaObjects(memory);
    memory.close();
  }
  return expected;
}

class SchemaMismatch extends Error {}
class ForeignFile extends Error {}

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

/** SQLite's answer when another connection holds the write lock or changed the database under a read snapshot. */
export function isBusyError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('SQLITE_BUSY');
}

/** Run `work` in one transaction: its reads see one snapshot of the index, its writes land together. */
export function inTransaction<T>(db: Db, work: () => T): T {
  return db.transaction(work)();
}

/** Remove the index and its journals (each was checked to be a regular file, not a link, by the location check). */
export function removeDbFiles(path: string): void {
  for (const suffix of INDEX_FILE_SUFFIXES) rmSync(path + suffix, { force: true });
}

export function getMeta(db: Db, key: string): string | null {
  const row = db.prepare('SELECT value FROM meta WHERE key = ?').get(key) as { value: string } | undefined;
  return row ? row.value : null;
}

export function setMeta(db: Db, key: string, value: string): void {
  db.prepare('INSERT INTO meta(key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value').run(key, value);
}

export function deleteMeta(db: Db, key: string): void {
  db.prepare('DELETE FROM meta WHERE key = ?').run(key);
}
