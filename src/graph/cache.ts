// The file graph kept in the index as a snapshot, per weighting variant and
// index generation, so a map on an up-to-date index loads it instead of
// rebuilding it with graphology.
import type { Db } from '../store/db.js';
import { indexGeneration, readGraphBlob, writeGraphBlob } from '../store/graph-blobs.js';
import { decodeSnapshot, encodeSnapshot, type GraphSnapshot } from './snapshot.js';

/** The cached graph of this variant, if it was built from the current generation. */
export function loadCachedGraph(db: Db, variant: string): GraphSnapshot | null {
  const row = readGraphBlob(db, variant);
  if (!row || row.generation !== indexGeneration(db)) return null;
  try {
    return decodeSnapshot(row.data);
  } catch {
    return null; // a damaged cache entry is rebuilt
  }
}

export function saveCachedGraph(db: Db, variant: string, snapshot: GraphSnapshot): void {
  writeGraphBlob(db, variant, indexGeneration(db), encodeSnapshot(snapshot));
}
