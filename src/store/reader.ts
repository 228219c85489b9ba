// What the stages above the Repository (pack, bench, the library's look-ups) read of an index:
// the store's readers bound to one open database, so that no layer above the store holds the
// raw handle or writes SQL.
import type { Db } from './db.js';
import { definitionsOfPaths, importTargetsOf, isIndexedPath, loadGraphData, type GraphData } from './read.js';
import { findCallees, findCallers, findReferences, type Callees, type Callers, type ReferenceQuery, type References } from './references.js';
import { searchDefinitions, type SearchOptions, type SymbolHit } from './search.js';
import type { FileGuard } from '../shared/safe-fs.js';
import type { StoredDefinition } from '../types.js';

export class IndexReader {
  constructor(private readonly db: Db) {}

  /** The stored definitions of these files, each file's in source order. */
  definitions(paths: readonly string[]): StoredDefinition[] {
    return definitionsOfPaths(this.db, paths);
  }

  /** The non-skipped files a file's imports resolve to, each once, in the order of its first import of it. */
  importTargets(path: string): string[] {
    return importTargetsOf(this.db, path);
  }

  /** Whether the index knows the file (skipped ones included). */
  isIndexed(path: string): boolean {
    return isIndexedPath(this.db, path);
  }

  /** The reference graph's inputs: files, definitions, references and imports. */
  graphData(): GraphData {
    return loadGraphData(this.db);
  }

  /** Definitions by the words of their names (store/search.ts). */
  search(query: string, options: SearchOptions = {}): SymbolHit[] {
    return searchDefinitions(this.db, query, options);
  }

  /** The uses of what `name` designates, their lines read through `guard`. */
  references(guard: FileGuard, name: string, query: ReferenceQuery = {}): References {
    return findReferences(this.db, guard, name, query);
  }

  callers(guard: FileGuard, name: string, query: Omit<ReferenceQuery, 'kind'> = {}): Callers {
    return findCallers(this.db, guard, name, query);
  }

  callees(guard: FileGuard, name: string, query: Pick<ReferenceQuery, 'path'> = {}): Callees {
    return findCallees(this.db, guard, name, query);
  }
}
