import type { ExtractResult, LanguageId, ScanResult, SkipReason } from '../types.js';
import { DEFAULT_MAX_FILE_BYTES, scan, type ScanOptions } from '../scan/scan.js';
import { currentStamps, storeStamps, type ExtractorStamps } from './stamps.js';
import { mayBeReadAs } from '../shared/languages.js';
import { logGraphChange } from './graph-delta.js';
import { forwardBlobKey, readGraphBlob } from './graph-blobs.js';
import type { ExtractJob, JobOutcome, JobRoot } from '../extract/job.js';
import { getMeta, setMeta, type Db } from './db.js';
import { INDEXES_DEFERRED_KEY, SECONDARY_INDEXES } from './schema.js';
import { buildDeferredIndexes } from './deferred-indexes.js';
import { FileTermCounter, countLiteralTerms, type LiteralTermCount } from './terms.js';
import type { WorkProgress } from '../shared/progress.js';
import { BufferedRows, NumberedTermRows } from './buffered-rows.js';

/** Bump when the extractor's output changes for the same query: every file is re-extracted. */
export const EXTRACTOR_VERSION = 19; // 4: every line of a reference; 5: Swift's freestanding macros read as calls; 6: several @name captures of one match joined (Objective-C selectors); 7: Swift package modifier and raw strings, Kotlin fallback grammar; 8: C/C++ preprocessor conditionals read as code (one branch where they do not balance), access-specifier, specifier and lone call macros, typename casts, C++ conversion operators; 9: JS/TS module-level destructuring; 10: string literals; 11: enclosing blocks, members of TS object types, a bodyless signature ends at its first member; 12: a .h file read as C, C++ or Objective-C by its content; 13: a valueless #define ended on its line (C family), Objective-C __attribute__ lines and a macro for the protocol list read as blank; 14: a Perl sub prototype read as blank; 15: Elixir @doc attributes read as docs; 16: a C#/F# XML doc comment read as its summary, a doc comment inside a parse error right above read; 17: a class under a file-scoped namespace, a Kotlin class's constructor properties and an object in a function body recorded as blocks, Kotlin nullable-receiver function types and Swift `unsafe` expressions read; 18: Scala read with tree-sitter-scala 0.23.4 (Scala 3, enums, givens, extensions), an indented body ending at its last token; 19: Kotlin read in one parse where it can (infix calls named e…, when guards and branches, assignments to a call's result, delegating class bodies, binary literals, `..<`, multi-dollar strings), names read from the file

export interface IndexOptions extends ScanOptions {
  threads?: number;
  onProgress?: (done: number, total: number) => void;
  /** Told when the scan starts and when the parsed files are written (the parse itself: onProgress). */
  onPhase?: (progress: WorkProgress) => void;
}

export interface IndexStats {
  files: number;
  parsed: number;
  unchanged: number;
  removed: number;
  skipped: Partial<Record<SkipReason, number>>;
  errors: number;
  partial: number;
  /** Languages whose grammar did not load in this run: how many files it left unparsed, and why. */
  grammarFailures: Partial<Record<LanguageId, { files: number; error: string }>>;
  durationMs: number;
}

interface StoredFile {
  id: number;
  path: string;
  size: number;
  mtime_ms: number;
  hash: string | null;
  status: string;
  /** The reason, for a skipped file. */
  error: string | null;
  language: string | null;
  extractor: string | null;
}

type StoredFileRow = [number, string, number, number, string | null, string, string | null, string | null, string | null];

const CONTENT_SKIPS: ReadonlySet<string> = new Set<SkipReason>(['binary', 'minified', 'generated']);

/** Files written per transaction: a killed run keeps every batch it committed. */
const COMMIT_EVERY = 1024;

/**
 * Bring the index at `db` up to date with the files under `root`: size and
 * mtime as a fast pre-check, the content hash as the truth. Only new and
 * changed files are parsed; rows of removed files are dropped; a language
 * whose query changed is re-extracted.
 */
export async function indexRepository(
  db: Db,
  root: string,
  options: IndexOptions = {},
  lock: () => { release(): void } = () => ({ release() {} }),
): Promise<IndexStats> {
  const started = performance.now();
  options.onPhase?.({ phase: 'scan' });
  const scanned = scan(root, options);
  const from: JobRoot = {
    root,
    secrets: options.guard?.secrets.extra ?? [],
    maxFileBytes: options.maxFileBytes ?? DEFAULT_MAX_FILE_BYTES,
  };
  const stamps = await currentStamps(db, EXTRACTOR_VERSION);
  let plan = planChanges(db, scanned, from, stamps);
  // Nothing to write: the common case before a map, kept free of any lock or transaction,
  // so a map on an up-to-date index writes nothing at all.
  if (plan.empty) return finish(plan.stats, started);
  const held = lock();
  try {
    // Another run may have done the work while this one waited for the lock.
    plan = planChanges(db, scanned, from, stamps);
    if (plan.empty) return finish(plan.stats, started);
    await applyChanges(db, root, plan, options);
    return finish(plan.stats, started);
  } finally {
    held.release();
  }
}

function finish(stats: IndexStats, started: number): IndexStats {
  stats.durationMs = Math.round(performance.now() - started);
  return stats;
}

interface ChangePlan {
  empty: boolean;
  stats: IndexStats;
  stored: Map<string, StoredFile>;
  jobs: ExtractJob[];
  removed: StoredFile[];
  skippedChanged: ScanResult['skipped'];
  sizes: Map<string, ScanResult['files'][number]>;
  stamps: ExtractorStamps;
}

/** What an index run must do to bring the stored rows up to the scan: read from the index, written nowhere. */
function planChanges(db: Db, scanned: ScanResult, from: JobRoot, stamps: ExtractorStamps): ChangePlan {
  const stored = new Map<string, StoredFile>();
  // Every file row, skipped ones too, before every map: read as arrays, which better-sqlite3
  // returns in half the time of keyed rows (8,241 rows of ocaml/dune: 27 → 14 ms).
  const rows = db.prepare('SELECT id, path, size, mtime_ms, hash, status, error, language, extractor FROM files').raw().all() as StoredFileRow[];
  for (const [id, path, size, mtime_ms, hash, status, error, language, extractor] of rows) {
    stored.set(path, { id, path, size, mtime_ms, hash, status, error, language, extractor });
  }

  const jobs: ExtractJob[] = [];
  const contentSkipped: SkipReason[] = [];
  let unchanged = 0;
  for (const file of scanned.files) {
    const previous = stored.get(file.path);
    // A file extracted by another extractor or query version is re-extracted, file by file, so a run
    // killed midway after a query change still redoes exactly the files it had not reached.
    // A file whose extraction failed is retried: the failure may have been passing (a grammar that did not load).
    const sameStat = previous !== undefined && previous.size === file.size && previous.mtime_ms === file.mtimeMs;
    // A file skipped for what its content is (binary, minified, generated) stays skipped until it changes.
    if (sameStat && previous.status === 'skipped' && CONTENT_SKIPS.has(previous.error ?? '')) {
      contentSkipped.push(previous.error as SkipReason);
      continue;
    }
    // A header is stamped with the language its content chose (C, C++ or Objective-C).
    const readAs = previous && mayBeReadAs(file.path, file.language, previous.language) ? previous.language : file.language!;
    const reextract =
      !previous || previous.status === 'skipped' || previous.status === 'error' || previous.extractor !== stamps.byLanguage[readAs];
    if (!reextract && sameStat) {
      unchanged++;
      continue;
    }
    jobs.push({
      path: file.path,
      from,
      language: file.language!,
      size: file.size,
      knownHash: reextract ? null : previous!.hash,
    });
  }

  const seen = new Set<string>();
  for (const file of scanned.files) seen.add(file.path);
  for (const file of scanned.skipped) seen.add(file.path);
  const removed = [...stored.values()].filter((row) => !seen.has(row.path));
  const skippedChanged = scanned.skipped.filter((file) => {
    const previous = stored.get(file.path);
    return !previous || previous.status !== 'skipped' || previous.size !== file.size || previous.mtime_ms !== file.mtimeMs;
  });

  const sizes = new Map(scanned.files.map((file) => [file.path, file]));
  const stats: IndexStats = {
    files: scanned.files.length,
    parsed: 0,
    unchanged,
    removed: removed.length,
    skipped: {},
    errors: 0,
    partial: 0,
    grammarFailures: {},
    durationMs: 0,
  };
  for (const file of scanned.skipped) stats.skipped[file.reason] = (stats.skipped[file.reason] ?? 0) + 1;
  for (const reason of contentSkipped) {
    stats.files--;
    stats.skipped[reason] = (stats.skipped[reason] ?? 0) + 1;
  }
  const empty =
    !jobs.length && !removed.length && !skippedChanged.length && getMeta(db, 'import_edges_stale') !== '1' && getMeta(db, INDEXES_DEFERRED_KEY) === null;
  return { empty, stats, stored, jobs, removed, skippedChanged, sizes, stamps };
}

/** Extract the planned files and write their rows, in transactions of COMMIT_EVERY files. */
async function applyChanges(db: Db, root: string, plan: ChangePlan, options: IndexOptions): Promise<void> {
  const { stats, stored, jobs, removed, skippedChanged, sizes, stamps } = plan;
  // The names whose definers change (each written file's old names against its new ones)
  // let the name counts be redone for those names alone, and are logged for the cached
  // graph to be patched (graph/incremental.ts). Nothing to compare on a first index.
  const cachedGeneration = readGraphBlob(db, forwardBlobKey('repomap'))?.generation ?? null;
  const changedNames = stored.size > 0 ? new Set<string>() : null;
  const extractedPaths: string[] = [];
  // A run that follows a first index killed before it built the secondary indexes builds them
  // first: its deletes and look-ups by file need them.
  if (stored.size > 0 && getMeta(db, INDEXES_DEFERRED_KEY) !== null) buildDeferredIndexes(db, root, Object.keys(SECONDARY_INDEXES));
  // A first index holds no rows to replace: its writes skip the deletes, and its secondary
  // indexes are built once the rows are in.
  const writer = new IndexWriter(db, stamps, changedNames, stored.size === 0);
  writer.begin();
  // Import edges can be redone for the changed files alone when the file set
  // stayed the same and the previous run finished its own edges.
  const startedClean = getMeta(db, 'import_edges_stale') !== '1';
  let fileSetChanged = removed.length > 0 || skippedChanged.length > 0 || jobs.some((job) => job.knownHash === null && !stored.has(job.path));
  const extractedIds: number[] = [];
  // The graph inputs changed: import edges (and the cached graph) must be rebuilt.
  let marked = false;
  const markChanged = (): void => {
    if (!marked) setMeta(db, 'import_edges_stale', '1');
    marked = true;
  };
  if (removed.length || skippedChanged.length) markChanged();
  for (const row of removed) writer.remove(row.id);
  for (const file of skippedChanged) writer.writeSkipped(file.path, file.size, file.mtimeMs, file.reason, null);

  let done = 0;
  options.onProgress?.(0, jobs.length);
  // Loaded only when there is work: an up-to-date index (a warm map) never pays for the
  // parser, the extraction workers or the import resolvers.
  const [{ extractAll }, { GRAMMAR_FAILURE }] = await Promise.all([import('../extract/pool.js'), import('../extract/languages.js')]);
  try {
  await extractAll(
    jobs,
    (outcome: JobOutcome) => {
      const scannedFile = sizes.get(outcome.path)!;
      if (outcome.kind === 'unchanged') {
        writer.touch(outcome.path, scannedFile.size, scannedFile.mtimeMs);
        stats.unchanged++;
      } else if (outcome.kind === 'skipped') {
        // Skipped before and skipped again: the graph's inputs are the same.
        if (stored.get(outcome.path)?.status !== 'skipped') {
          markChanged();
          fileSetChanged = true;
        }
        writer.writeSkipped(outcome.path, scannedFile.size, scannedFile.mtimeMs, outcome.reason, outcome.hash);
        stats.skipped[outcome.reason] = (stats.skipped[outcome.reason] ?? 0) + 1;
        stats.files--;
      } else {
        markChanged();
        if (stored.get(outcome.path)?.status === 'skipped') fileSetChanged = true;
        extractedIds.push(writer.writeExtracted(outcome.path, { ...scannedFile, language: outcome.language }, outcome.hash, outcome.result));
        extractedPaths.push(outcome.path);
        stats.parsed++;
        if (outcome.result.status === 'error') stats.errors++;
        const language = outcome.language;
        if (outcome.result.error?.startsWith(GRAMMAR_FAILURE)) {
          const failure = (stats.grammarFailures[language] ??= { files: 0, error: outcome.result.error.slice(GRAMMAR_FAILURE.length) });
          failure.files++;
        }
        if (outcome.result.status === 'partial') stats.partial++;
      }
      done++;
      options.onProgress?.(done, jobs.length);
      if (done % COMMIT_EVERY === 0) writer.checkpoint();
    },
    { threads: options.threads },
  );
  } catch (error) {
    writer.rollback();
    throw error;
  }
  options.onPhase?.({ phase: 'store' });
  storeStamps(db, stamps);
  writer.commit();

  const deferred = getMeta(db, INDEXES_DEFERRED_KEY) !== null;
  // The index builds run outside the edges' transaction (they sort in a temporary file, and
  // SQLite changes `temp_store` only between transactions): the rows' indexes first, as the name counts read
  // defs_name, the import edges' after the edges. A run killed between them leaves the mark,
  // and the next builds what is missing before anything else.
  if (getMeta(db, 'import_edges_stale') === '1') {
    const { rebuildImportEdges } = await import('./import-edges.js');
    if (deferred) buildDeferredIndexes(db, root, ROW_INDEXES);
    db.transaction(() => {
      rebuildImportEdges(db, root, startedClean && !fileSetChanged ? extractedIds : undefined);
      const sameFiles = changedNames !== null && startedClean && !fileSetChanged;
      rebuildNameDefiners(db, sameFiles ? changedNames : null);
      setMeta(db, 'import_edges_stale', '0');
      const before = Number(getMeta(db, 'generation') ?? '0');
      logGraphChange(db, before, cachedGeneration, {
        complete: sameFiles && cachedGeneration !== null,
        paths: extractedPaths,
        names: changedNames ?? [],
      });
      setMeta(db, 'generation', String(before + 1));
    })();
  }
  if (deferred) buildDeferredIndexes(db, root, Object.keys(SECONDARY_INDEXES));
}

/** The secondary indexes of the rows a file's extraction writes (all but the import edges'). */
const ROW_INDEXES = Object.keys(SECONDARY_INDEXES).filter((name) => !name.startsWith('import_edges'));

/**
 * How many files define each name: a map asks this for thousands of names at once. Counted
 * again for `names` only when the run says which names it changed (null: all of them).
 */
function rebuildNameDefiners(db: Db, names: ReadonlySet<string> | null): void {
  if (names === null) {
    db.exec('DELETE FROM name_definers');
    db.exec('INSERT INTO name_definers(name, files) SELECT name, COUNT(DISTINCT file_id) FROM defs GROUP BY name');
    return;
  }
  if (!names.size) return;
  const list = JSON.stringify([...names]);
  db.prepare('DELETE FROM name_definers WHERE name IN (SELECT value FROM json_each(?))').run(list);
  db.prepare(
    'INSERT INTO name_definers(name, files) SELECT name, COUNT(DISTINCT file_id) FROM defs WHERE name IN (SELECT value FROM json_each(?)) GROUP BY name',
  ).run(list);
}

/** Writes one file's rows at a time, replacing what the index held for it. */
class IndexWriter {
  private readonly upsertFile;
  private readonly deleteDefs;
  private readonly deleteRefs;
  private readonly deleteImports;
  private readonly deleteFile;
  private readonly insertDef;
  private readonly insertRef;
  private readonly insertImport;
  private readonly touchFile;
  private readonly deleteTerms;
  private readonly termRows;
  private readonly deleteLiterals;
  private readonly literalRows;
  /** One file's literal terms, reused from file to file. */
  private readonly literalCounts = new Map<string, LiteralTermCount>();
  /** One file's term counts, reused from file to file. */
  private readonly termCounts = new FileTermCounter();

  private readonly namesOfFile;
  private readonly deleteBlocks;
  private readonly insertBlock;

  constructor(
    private readonly db: Db,
    private readonly stamps: ExtractorStamps,
    /** Collects the names a file gains or loses as a definer (null: not needed). */
    private readonly changedNames: Set<string> | null = null,
    /** The index held no file when the run began, so no file has rows to clear. */
    private readonly empty = false,
  ) {
    this.namesOfFile = db.prepare('SELECT DISTINCT name FROM defs WHERE file_id = ?').pluck();
    this.upsertFile = db.prepare(
      `INSERT INTO files(path, language, size, mtime_ms, hash, status, error, lines, extractor, terms, literal_terms)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT(path) DO UPDATE SET language = excluded.language, size = excluded.size, mtime_ms = excluded.mtime_ms,
         hash = excluded.hash, status = excluded.status, error = excluded.error, lines = excluded.lines,
         extractor = excluded.extractor, terms = excluded.terms, literal_terms = excluded.literal_terms
       RETURNING id`,
    );
    this.deleteDefs = db.prepare('DELETE FROM defs WHERE file_id = ?');
    this.deleteBlocks = db.prepare('DELETE FROM blocks WHERE file_id = ?');
    this.insertBlock = db.prepare('INSERT INTO blocks(file_id, ordinal, parent, start_line, end_line, line, header) VALUES (?, ?, ?, ?, ?, ?, ?)');
    this.deleteRefs = db.prepare('DELETE FROM refs WHERE file_id = ?');
    this.deleteImports = db.prepare('DELETE FROM imports WHERE file_id = ?');
    this.deleteFile = db.prepare('DELETE FROM files WHERE id = ?');
    this.insertDef = db.prepare(
      'INSERT INTO defs(file_id, name, qualified_name, kind, start_line, end_line, signature, doc, block) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    );
    this.insertRef = db.prepare('INSERT INTO refs(file_id, name, kind, line, count, lines) VALUES (?, ?, ?, ?, ?, ?)');
    this.insertImport = db.prepare('INSERT INTO imports(file_id, specifier, names, line) VALUES (?, ?, ?, ?)');
    this.touchFile = db.prepare('UPDATE files SET size = ?, mtime_ms = ? WHERE path = ?');
    this.deleteTerms = db.prepare('DELETE FROM file_term_counts WHERE file_id = ?');
    // Held until the commit and inserted in key order (buffered-rows.ts).
    this.termRows = new NumberedTermRows(db, (term) => this.termCounts.textOf(term));
    this.deleteLiterals = db.prepare('DELETE FROM file_literals WHERE file_id = ?');
    this.literalRows = new BufferedRows(db, 'file_literals', ['term', 'file_id', 'count', 'line']);
  }

  begin(): void {
    // Checkpoint once at the end instead of every 1000 pages mid-run.
    this.db.pragma('wal_autocheckpoint = 0');
    this.db.exec('BEGIN IMMEDIATE');
    if (this.empty) {
      // Built after the rows (applyChanges); the mark and the drop land in one transaction.
      for (const name of Object.keys(SECONDARY_INDEXES)) this.db.exec(`DROP INDEX IF EXISTS ${name}`);
      setMeta(this.db, INDEXES_DEFERRED_KEY, '1');
    }
  }

  checkpoint(): void {
    this.flush();
    this.db.exec('COMMIT');
    this.db.exec('BEGIN IMMEDIATE');
  }

  commit(): void {
    this.flush();
    this.db.exec('COMMIT');
    this.db.pragma('wal_autocheckpoint = 1000');
    this.db.pragma('wal_checkpoint(PASSIVE)');
  }

  private flush(): void {
    this.termRows.flush();
    this.literalRows.flush();
    this.termCounts.forgetIfFull();
  }

  rollback(): void {
    this.termRows.clear();
    this.literalRows.clear();
    if (this.db.inTransaction) this.db.exec('ROLLBACK');
  }

  remove(id: number): void {
    this.clearRows(id);
    this.deleteFile.run(id);
  }

  touch(path: string, size: number, mtimeMs: number): void {
    this.touchFile.run(size, mtimeMs, path);
  }

  writeSkipped(path: string, size: number, mtimeMs: number, reason: SkipReason, hash: string | null): void {
    const { id } = this.upsertFile.get(path, null, size, mtimeMs, hash, 'skipped', reason, 0, null, 0, 0) as { id: number };
    this.clearRows(id);
  }

  writeExtracted(
    path: string,
    file: { language: LanguageId | null; size: number; mtimeMs: number },
    hash: string,
    result: ExtractResult,
  ): number {
    const terms = this.termCounts.count(path, result);
    const literalTerms = countLiteralTerms(result.literals ?? [], this.literalCounts);
    const { id } = this.upsertFile.get(
      path, file.language, file.size, file.mtimeMs, hash, result.status, result.error, result.lines,
      file.language ? this.stamps.byLanguage[file.language]! : null, terms, literalTerms,
    ) as { id: number };
    if (this.changedNames) {
      const before = new Set(this.namesOfFile.all(id) as string[]);
      const after = new Set(result.definitions.map((def) => def.name));
      for (const name of before) if (!after.has(name)) this.changedNames.add(name);
      for (const name of after) if (!before.has(name)) this.changedNames.add(name);
    }
    this.clearRows(id);
    for (const d of result.definitions) {
      this.insertDef.run(id, d.name, d.qualifiedName, d.kind, d.startLine, d.endLine, d.signature, d.doc ?? null, d.block ?? null);
    }
    (result.blocks ?? []).forEach((b, ordinal) => this.insertBlock.run(id, ordinal, b.parent, b.startLine, b.endLine, b.line, b.header));
    for (const r of result.references) this.insertRef.run(id, r.name, r.kind, r.line, r.count, r.lines.join(','));
    for (const i of result.imports) this.insertImport.run(id, i.specifier, i.names.join(','), i.line);
    this.termCounts.forEach((term, count) => this.termRows.add(term, id, count));
    this.literalCounts.forEach(({ count, line }, term) => this.literalRows.add([term, id, count, line]));
    return id;
  }

  private clearRows(id: number): void {
    if (this.empty) return;
    this.deleteTerms.run(id);
    this.deleteLiterals.run(id);
    this.deleteDefs.run(id);
    this.deleteBlocks.run(id);
    this.deleteRefs.run(id);
    this.deleteImports.run(id);
  }
}

export type { ScanResult };
