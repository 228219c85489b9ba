import type { LanguageId } from '../types.js';
import { createImportResolver, readResolverContext } from '../extract/resolve/index.js';
import type { Db } from './db.js';

/**
 * Resolve stored imports against the current file set and store the
 * file → file edges. Resolution depends on which files exist: when the set
 * changed, every import is resolved again; when only some files' contents
 * changed, `onlyFiles` limits the work to their imports.
 */
export function rebuildImportEdges(db: Db, root: string, onlyFiles?: readonly number[]): void {
  const files = db.prepare("SELECT id, path FROM files WHERE status != 'skipped'").raw().all() as [number, string][];
  const idByPath = new Map<string, number>();
  for (const [id, path] of files) idByPath.set(path, id);
  const paths = files.map(([, path]) => path);
  const resolver = createImportResolver(paths, readResolverContext(root, paths));

  const insert = db.prepare('INSERT INTO import_edges(file_id, target_id, names) VALUES (?, ?, ?)');
  const select = 'SELECT i.file_id, f.path, f.language, i.specifier, i.names FROM imports i JOIN files f ON f.id = i.file_id';
  let rows: IterableIterator<[number, string, LanguageId, string, string]>;
  if (onlyFiles) {
    const only = JSON.stringify(onlyFiles);
    db.prepare('DELETE FROM import_edges WHERE file_id IN (SELECT value FROM json_each(?))').run(only);
    rows = db.prepare(`${select} WHERE i.file_id IN (SELECT value FROM json_each(?))`).raw().iterate(only) as typeof rows;
  } else {
    db.prepare('DELETE FROM import_edges').run();
    rows = db.prepare(select).raw().iterate() as typeof rows;
  }
  const pending: [number, number, string][] = [];
  for (const [fileId, path, language, specifier, names] of rows) {
    const nameList = names ? names.split(',') : [];
    for (const target of resolver.resolve(path, language, specifier, nameList)) {
      const targetId = idByPath.get(target);
      if (targetId !== undefined && targetId !== fileId) pending.push([fileId, targetId, names]);
    }
  }
  for (const [fileId, targetId, names] of pending) insert.run(fileId, targetId, names);
}
