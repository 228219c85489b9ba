import type { LanguageId } from '../types.js';
import { createImportResolver, readResolverContext } from '../extract/resolve.js';
import type { Db } from './db.js';

/**
 * Resolve every stored import against the current file set and store the
 * file → file edges. Resolution depends on which files exist, so it is redone
 * whenever the file set or any file's imports changed; it is string work only.
 */
export function rebuildImportEdges(db: Db, root: string): void {
  const files = db.prepare("SELECT id, path FROM files WHERE status != 'skipped'").raw().all() as [number, string][];
  const idByPath = new Map<string, number>();
  for (const [id, path] of files) idByPath.set(path, id);
  const paths = files.map(([, path]) => path);
  const resolver = createImportResolver(paths, readResolverContext(root, paths));

  db.prepare('DELETE FROM import_edges').run();
  const insert = db.prepare('INSERT INTO import_edges(file_id, target_id, names) VALUES (?, ?, ?)');
  const rows = db
    .prepare('SELECT i.file_id, f.path, f.language, i.specifier, i.names FROM imports i JOIN files f ON f.id = i.file_id')
    .raw()
    .iterate() as IterableIterator<[number, string, LanguageId, string, string]>;
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
