import type { DefinitionKind, ReferenceKind } from '../types.js';
import type { Db } from './db.js';

/** What the graph stage needs, as flat arrays (millions of rows must stay cheap). */
export interface GraphData {
  /** Indexed, non-skipped files; position = local file index. */
  paths: string[];
  /** name → local indexes of the files defining it. */
  definers: Map<string, number[]>;
  /** References, one per (file, name) with occurrences summed over kinds. */
  refFile: Int32Array;
  refName: string[];
  refCount: Float64Array;
  /** Resolved imports: from → to, local indexes, with the imported names. */
  importFrom: Int32Array;
  importTo: Int32Array;
  importNames: string[];
}

export function loadGraphData(db: Db): GraphData {
  const fileRows = db.prepare("SELECT id, path FROM files WHERE status != 'skipped' ORDER BY path").raw().all() as [number, string][];
  const local = new Map<number, number>();
  const paths: string[] = new Array(fileRows.length);
  fileRows.forEach(([id, path], index) => {
    local.set(id, index);
    paths[index] = path;
  });

  const definers = new Map<string, number[]>();
  for (const [fileId, name] of db.prepare('SELECT DISTINCT file_id, name FROM defs').raw().iterate() as IterableIterator<[number, string]>) {
    const index = local.get(fileId);
    if (index === undefined) continue;
    const list = definers.get(name);
    if (list) list.push(index);
    else definers.set(name, [index]);
  }

  // Rows of one file are contiguous in rowid order (written together), so
  // summing a file's kinds per name needs only a per-file map, not a GROUP BY.
  const refFile: number[] = [];
  const refName: string[] = [];
  const refCount: number[] = [];
  let currentFile = -1;
  let slots = new Map<string, number>();
  for (const [fileId, name, count] of db.prepare('SELECT file_id, name, count FROM refs').raw().iterate() as IterableIterator<
    [number, string, number]
  >) {
    if (!definers.has(name)) continue;
    const index = local.get(fileId);
    if (index === undefined) continue;
    if (index !== currentFile) {
      currentFile = index;
      slots = new Map();
    }
    const slot = slots.get(name);
    if (slot !== undefined) refCount[slot]! += count;
    else {
      slots.set(name, refFile.length);
      refFile.push(index);
      refName.push(name);
      refCount.push(count);
    }
  }

  const importRows = db.prepare('SELECT file_id, target_id, names FROM import_edges').raw().all() as [number, number, string][];
  const importFrom = new Int32Array(importRows.length);
  const importTo = new Int32Array(importRows.length);
  const importNames: string[] = new Array(importRows.length);
  let i = 0;
  for (const [from, to, names] of importRows) {
    const a = local.get(from);
    const b = local.get(to);
    if (a === undefined || b === undefined) continue;
    importFrom[i] = a;
    importTo[i] = b;
    importNames[i] = names;
    i++;
  }
  return {
    paths,
    definers,
    refFile: Int32Array.from(refFile),
    refName,
    refCount: Float64Array.from(refCount),
    importFrom: importFrom.subarray(0, i),
    importTo: importTo.subarray(0, i),
    importNames: importNames.slice(0, i),
  };
}

export interface StoredDefinition {
  path: string;
  name: string;
  qualifiedName: string;
  kind: DefinitionKind;
  startLine: number;
  endLine: number;
  signature: string;
}

export function definitionsOfPaths(db: Db, paths: readonly string[]): StoredDefinition[] {
  if (!paths.length) return [];
  const out: StoredDefinition[] = [];
  const statement = db.prepare(
    `SELECT f.path AS path, d.name AS name, d.qualified_name AS qualifiedName, d.kind AS kind,
            d.start_line AS startLine, d.end_line AS endLine, d.signature AS signature
       FROM defs d JOIN files f ON f.id = d.file_id WHERE f.path = ? ORDER BY d.start_line, d.id`,
  );
  for (const path of paths) out.push(...(statement.all(path) as StoredDefinition[]));
  return out;
}

export function definitionsNamed(db: Db, name: string): StoredDefinition[] {
  return db
    .prepare(
      `SELECT f.path AS path, d.name AS name, d.qualified_name AS qualifiedName, d.kind AS kind,
              d.start_line AS startLine, d.end_line AS endLine, d.signature AS signature
         FROM defs d JOIN files f ON f.id = d.file_id
        WHERE d.name = ? OR d.qualified_name = ? ORDER BY f.path, d.start_line`,
    )
    .all(name, name) as StoredDefinition[];
}

export interface StoredReference {
  path: string;
  name: string;
  kind: ReferenceKind;
  line: number;
  count: number;
}

export function referencesOfPaths(db: Db, paths: readonly string[]): StoredReference[] {
  const statement = db.prepare(
    `SELECT f.path AS path, r.name AS name, r.kind AS kind, r.line AS line, r.count AS count
       FROM refs r JOIN files f ON f.id = r.file_id WHERE f.path = ? ORDER BY r.line`,
  );
  return paths.flatMap((path) => statement.all(path) as StoredReference[]);
}

export function indexedPaths(db: Db): string[] {
  return (db.prepare("SELECT path FROM files WHERE status != 'skipped' ORDER BY path").raw().all() as [string][]).map(
    ([path]) => path,
  );
}

export interface FileStatus {
  path: string;
  language: string | null;
  status: string;
  error: string | null;
  size: number;
}

export function fileStatuses(db: Db): FileStatus[] {
  return db.prepare('SELECT path, language, status, error, size FROM files ORDER BY path').all() as FileStatus[];
}
