// The file graph kept in the index as a snapshot, per weighting variant and
// index generation, so a map on an up-to-date index loads it instead of
// building it again.
import { inTransaction, isBusyError, type Db } from '../store/db.js';
import { indexGeneration, readGraphBlob, writeGraphBlob } from '../store/graph-blobs.js';
import { fullGraph, patchedGraph, saveForward, type BuiltGraph } from './incremental.js';
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

/**
 * The graph of the index as it is, kept for the next maps. After a change to a few files,
 * only their edges are made again (graph/incremental.ts). Made and saved in one read
 * snapshot, so it is saved under the generation it was made from; should another process
 * change the index meanwhile, it is made again and not saved.
 */
export function buildAndKeepGraph(db: Db, variant: 'repomap' | 'aider'): GraphSnapshot {
  const options = { aider: variant === 'aider' };
  const build = (): BuiltGraph => patchedGraph(db, variant, options) ?? fullGraph(db, options);
  try {
    return inTransaction(db, () => {
      const { snapshot, forward } = build();
      saveCachedGraph(db, variant, snapshot);
      saveForward(db, variant, snapshot.paths, forward);
      return snapshot;
    });
  } catch (error) {
    if (!isBusyError(error)) throw error;
    return build().snapshot;
  }
}
